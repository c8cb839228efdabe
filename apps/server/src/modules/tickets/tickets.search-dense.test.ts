import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_SORT_COLUMNS } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { firstColumnOf } from '../../test/xlsx.js';
import { createBusiness, createEmployee, createGlassType, createTicket, createWarrantyReason } from '../../test/factories.js';
import { updateCustomerMe } from '../customer-app/customer-app.service.js';
import { shouldWalk } from './tickets-list.repository.js';

// A search matching most of the list walks the order's index and keeps the matching rows; one matching a
// few sorts them; the count is kept per version of the searched data. Every page must be what a plain sort of every
// match gives (the export's keyset walk over the same search is the reference), and every write must show in the count.
let t: TestApp;
let admin: string;
const TERM = 'qzx';
let live = 0;
let matching = 0;
let byBusinessOnly = 0;
let dense: { id: number };

const get = async (url: string) => (await t.api({ method: 'GET', url, token: admin })).json();
const codes = (list: Array<{ ticket_id: string }>) => list.map((r) => r.ticket_id);
async function exportCodes(url: string) {
  const res = await t.api({ method: 'GET', url, token: admin });
  expect(res.statusCode).toBe(200);
  return firstColumnOf(res.rawPayload);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  // Matches through every searched column, spread over the list, between tickets that do not match; a trashed one
  // and a few columns left empty (the nullable sorts).
  dense = await createBusiness(t.ctx, { name: `Dense ${TERM.toUpperCase()} Panes` });
  const plain = await createBusiness(t.ctx, { name: 'Plain Windows' });
  const named = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Ada', last_name: `Ba${TERM}ter` });
  const inDense = await createEmployee(t.ctx, { businessId: dense.id, first_name: 'Bo', last_name: 'Lind' });
  const other = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Cy', last_name: 'Moss' });
  const types = [await createGlassType(t.ctx, 'Float'), await createGlassType(t.ctx, 'acoustic'), await createGlassType(t.ctx, 'Wired')];
  const reasons = [await createWarrantyReason(t.ctx, 'Crack'), await createWarrantyReason(t.ctx, 'seal failure')];
  for (let i = 0; i < 48; i++) {
    const kind = i % 6;
    const customerId = kind === 1 ? named.id : kind === 2 ? inDense.id : other.id;
    const ticket = await createTicket(t.ctx, {
      customerId,
      glass_order_no: kind === 3 ? `GO-${i}${TERM.toUpperCase()}${i}` : `GO-${1000 + ((i * 7919) % 500)}`,
      customer_po_no: kind === 4 ? `po-${TERM}-${i}` : i % 3 ? null : `PO-${i}`,
      glassTypeId: types[i % 3].id,
      warrantyReasonId: reasons[i % 2].id,
      glass_size: `${(i * 37) % 900}x400`,
      received_date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      expected_date: i % 4 ? null : `2026-1${i % 3}-0${1 + (i % 9)}`,
      status: (['Created', 'Notified', 'Delivered'] as const)[i % 3],
      createdAt: `2026-03-${String(1 + ((i * 11) % 28)).padStart(2, '0')}T10:00:00.000Z`,
      deleted: i === 47,
      images: { defect: 0 },
    });
    if (i % 5 === 0)
      await t.ctx.db
        .updateTable('tickets')
        .set({ marks: i % 2 ? 'Edge' : 'corner', panel_status: 'Installed' })
        .where('id', '=', ticket.id)
        .execute();
    if (i !== 47) {
      live++;
      if (kind !== 0 && kind !== 5) matching++;
      if (kind === 2) byBusinessOnly++;
    }
  }
}, 120_000);
afterAll(() => t.close());

describe('a search matching most tickets', () => {
  it('walks (the precondition of this test), and gives every page of every order as a sort of all matches would', async () => {
    const first = await get(`/tickets?search=${TERM}`);
    expect(first.count).toBe(matching);
    expect((await get('/tickets')).count).toBe(live);
    expect(shouldWalk({ start: 0, limit: 10 }, matching, live)).toBe(true);
    for (const sort_by of ['all', ...TICKET_SORT_COLUMNS]) {
      for (const order of ['asc', 'desc']) {
        const query = `search=${TERM}&sort_by=${sort_by}&order=${order}`;
        const all = await exportCodes(`/report/tickets/export?${query}`);
        expect(all, `${sort_by} ${order}`).toHaveLength(matching);
        for (const start of [0, 7, 10, 25, matching - 3]) {
          const page = await get(`/tickets?${query}&start=${start}&limit=10`);
          expect(codes(page.list), `${sort_by} ${order} from ${start}`).toEqual(all.slice(start, start + 10));
          expect(page.count).toBe(matching);
        }
        expect((await get(`/tickets?${query}&start=${matching}`)).list).toEqual([]);
      }
    }
  });

  it('keeps its count exact through every kind of write: added, edited, trashed, restored, a business or customer renamed', async () => {
    const count = async () => (await get(`/tickets?search=${TERM}`)).count as number;
    const base = await count();
    const customer = await createEmployee(t.ctx, { first_name: 'Di', last_name: 'Fenn' });
    const added = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${TERM}-new`, images: { defect: 0 } });
    expect(await count()).toBe(base + 1);
    await t.ctx.db.updateTable('tickets').set({ glass_order_no: 'GO-plain' }).where('id', '=', added.id).execute();
    expect(await count()).toBe(base);
    // The customer app's profile change renames the customer and its tickets' copies of the name.
    await updateCustomerMe(t.ctx.db, customer.id, { first_name: 'Di', last_name: `Fe${TERM}nn`, number: '0123456789' });
    expect(await count()).toBe(base + 1);
    const page = await get(`/tickets?search=${TERM}&sort_by=name&order=asc&limit=200`);
    expect(page.list.find((r: { id: number }) => r.id === added.id).name).toBe(`Di Fe${TERM}nn`);
    expect((await t.api({ method: 'DELETE', url: `/tickets/${added.id}`, token: admin })).statusCode).toBeLessThan(300);
    expect(await count()).toBe(base);
    expect((await t.api({ method: 'PUT', url: `/tickets/${added.id}/restore`, token: admin })).statusCode).toBeLessThan(300);
    expect(await count()).toBe(base + 1);
    const business = await get(`/business/${dense.id}`);
    expect((await t.api({ method: 'PUT', url: `/business/${dense.id}`, token: admin, payload: { ...business, name: 'Dense Panes' } })).statusCode).toBe(200);
    // The tickets of the business that matched by its name alone no longer do.
    expect(await count()).toBe(base + 1 - byBusinessOnly);
  });
});

describe('walk or sort', () => {
  it('walks from 2,237 matches on at a million live tickets for a first page of 10, and deeper pages need more', () => {
    expect(shouldWalk({ start: 0, limit: 10 }, 2236, 1_000_000)).toBe(false);
    expect(shouldWalk({ start: 0, limit: 10 }, 2237, 1_000_000)).toBe(true);
    expect(shouldWalk({ start: 990, limit: 10 }, 2237, 1_000_000)).toBe(false);
    expect(shouldWalk({ start: 990, limit: 10 }, 22_361, 1_000_000)).toBe(true);
  });
});
