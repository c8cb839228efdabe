import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, usingPostgres, type TestApp } from '../../test/build-test-app.js';
import { firstColumnOf } from '../../test/xlsx.js';
import { statementsSentBy } from '../../test/statements.js';
import { createBusiness, createEmployee, createTicket } from '../../test/factories.js';
import { keptIdsTuning } from './tickets-list.repository.js';

// A narrow search in the list's default order (by id) keeps its matches' ids on PostgreSQL between requests: the next
// pages, and the same page asked again, are cut from them. Every page, asked once and again, newest and oldest first,
// must be what the export of the same search gives (its keyset walk keeps nothing), and every write that changes the
// matches must show in the next request's page and count.
let t: TestApp;
let admin: string;
const TERM = 'kqv';
let named: { id: number };

const get = async (url: string) => (await t.api({ method: 'GET', url, token: admin })).json();
const codes = (list: Array<{ ticket_id: string }>) => list.map((r) => r.ticket_id);

/** Every page of 6 of the search in `order`, asked twice each, against the export's rows; answers the exported ticket codes. */
async function expectPagesAsExport(order: 'asc' | 'desc' | 'default') {
  const query = order === 'default' ? `search=${TERM}` : `search=${TERM}&sort_by=id&order=${order}`;
  const exported = await t.api({ method: 'GET', url: `/report/tickets/export?${query}`, token: admin });
  expect(exported.statusCode).toBe(200);
  const all = await firstColumnOf(exported.rawPayload);
  for (let round = 1; round <= 2; round++) {
    for (let start = 0; start <= all.length; start += 6) {
      const page = await get(`/tickets?${query}&start=${start}&limit=6`);
      expect(codes(page.list), `${order}, round ${round}, from ${start}`).toEqual(all.slice(start, start + 6));
      expect(page.count).toBe(all.length);
    }
  }
  return all;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  named = await createBusiness(t.ctx, { name: `${TERM.toUpperCase()} Panes` });
  const plain = await createBusiness(t.ctx, { name: 'Plain Windows' });
  const byName = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Ann', last_name: `Ba${TERM}ist` });
  const inNamed = await createEmployee(t.ctx, { businessId: named.id, first_name: 'Bo', last_name: 'Lind' });
  const other = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Cy', last_name: 'Moss' });
  // Matches through each searched column (own order number and PO, the customer's name, the business's name) between
  // tickets that do not match, and a trashed match.
  for (let i = 0; i < 40; i++) {
    const kind = i % 5;
    await createTicket(t.ctx, {
      customerId: kind === 1 ? byName.id : kind === 2 ? inNamed.id : other.id,
      glass_order_no: kind === 3 ? `GO-${TERM.toUpperCase()}-${i}` : `GO-${2000 + i}`,
      customer_po_no: kind === 4 && i % 2 ? `po-${TERM}-${i}` : null,
      deleted: i === 13,
      images: { defect: 0 },
    });
  }
  for (let i = 0; i < 60; i++) await createTicket(t.ctx, { customerId: other.id, glass_order_no: `GO-${5000 + i}`, images: { defect: 0 } });
}, 120_000);
afterAll(async () => {
  keptIdsTuning.most = 10_000;
  await t.close();
});

describe('a narrow search paged in the id order', () => {
  it('gives every page, asked once and again, newest and oldest first, as the export of the search', async () => {
    const newest = await expectPagesAsExport('default');
    expect(newest.length).toBeGreaterThan(12);
    expect(await expectPagesAsExport('desc')).toEqual(newest);
    expect(await expectPagesAsExport('asc')).toEqual(newest.toReversed());
  });

  it('shows each write that changes the matches on the next request: added, edited, trashed, restored, a business renamed', async () => {
    const before = await expectPagesAsExport('default');
    const customer = await createEmployee(t.ctx, { first_name: 'Di', last_name: 'Fenn' });
    const added = await createTicket(t.ctx, { customerId: customer.id, glass_order_no: `GO-${TERM}-new`, images: { defect: 0 } });
    const withAdded = await expectPagesAsExport('default');
    expect(withAdded).toEqual([added.ticket_id, ...before]);
    expect(await expectPagesAsExport('asc')).toEqual(withAdded.toReversed());

    await t.ctx.db.updateTable('tickets').set({ glass_order_no: 'GO-plain' }).where('id', '=', added.id).execute();
    expect(await expectPagesAsExport('default')).toEqual(before);
    await t.ctx.db
      .updateTable('tickets')
      .set({ glass_order_no: `GO-${TERM}-again` })
      .where('id', '=', added.id)
      .execute();
    expect(await expectPagesAsExport('default')).toEqual(withAdded);

    expect((await t.api({ method: 'DELETE', url: `/tickets/${added.id}`, token: admin })).statusCode).toBe(200);
    expect(await expectPagesAsExport('default')).toEqual(before);
    expect((await t.api({ method: 'PUT', url: `/tickets/${added.id}/restore`, token: admin })).statusCode).toBe(200);
    expect(await expectPagesAsExport('default')).toEqual(withAdded);

    const business = await get(`/business/${named.id}`);
    expect((await t.api({ method: 'PUT', url: `/business/${named.id}`, token: admin, payload: { ...business, name: 'Quiet Panes' } })).statusCode).toBe(200);
    // The tickets found by the business's name alone are no longer found.
    const renamed = await expectPagesAsExport('default');
    expect(renamed.length).toBeLessThan(withAdded.length);
    expect(withAdded.filter((code) => renamed.includes(code))).toEqual(renamed);
    await t.api({ method: 'PUT', url: `/business/${named.id}`, token: admin, payload: { ...business, name: `${TERM.toUpperCase()} Panes` } });
    expect(await expectPagesAsExport('default')).toEqual(withAdded);
  });

  it('keeps no ids for more matches than keptIdsTuning.most: those pages come from the search itself, the same', async () => {
    const kept = await expectPagesAsExport('default');
    keptIdsTuning.most = 3;
    try {
      expect(await expectPagesAsExport('default')).toEqual(kept);
      expect(await expectPagesAsExport('asc')).toEqual(kept.toReversed());
    } finally {
      keptIdsTuning.most = 10_000;
    }
  });

  it('asked again, searches nothing on PostgreSQL: the version and the page rows alone', async () => {
    const url = `/tickets?search=${TERM}&start=6&limit=6`;
    await get(url);
    await get(url);
    const sent = await statementsSentBy(() => get(url));
    // A statement that looks for the term: pg_trgm's ILIKE, SQLite's LIKE on a walk or its trigram index's MATCH.
    const searching = sent.filter((s) => /\b(i?like|match)\b/i.test(s));
    // SQLite keeps nothing: it walks or reads its trigram indexes for each page, in about a millisecond.
    if (usingPostgres()) expect(searching).toEqual([]);
    else expect(searching.length).toBeGreaterThan(0);
    expect(sent.some((s) => /ticket_search_version/.test(s))).toBe(true);
  });

  it('asked by several people at once, looks for the matches once on PostgreSQL, and gives each of them the same page', async () => {
    // A term not searched yet: its first request keeps its count, the next ones read its ids (once, while they wait).
    const url = '/tickets?search=lind&start=0&limit=6';
    const first = await get(url);
    expect(first.count).toBeGreaterThan(6);
    let pages: Array<{ list: Array<{ ticket_id: string }>; count: number }> = [];
    const sent = await statementsSentBy(async () => (pages = await Promise.all([get(url), get(url), get(url)])));
    for (const page of pages) expect({ codes: codes(page.list), count: page.count }).toEqual({ codes: codes(first.list), count: first.count });
    const searching = sent.filter((s) => /\b(i?like|match)\b/i.test(s));
    if (usingPostgres()) expect(searching).toHaveLength(1);
  });
});
