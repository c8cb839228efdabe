import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createBusiness, createEmployee, createTicket } from '../../test/factories.js';
import { countTuning } from './tickets-list.repository.js';

// A search's exact count on the live list is made from the owners' ticket counts on SQLite (the tickets
// found through the customer's name, plus those through the business's name, less those found through both, plus the
// ticket's own matches found through neither) instead of uniting every match. Every kind of overlap, with trashed
// tickets in each, must give the count a plain "contains" over every live ticket gives.
let t: TestApp;
let admin: string;

const get = async (url: string) => (await t.api({ method: 'GET', url, token: admin })).json();

/**
 * The reference: every ticket with its searched texts, read plainly, and a case-insensitive "contains"; the live ones'
 * ids, ascending. `codes: false` leaves the ticket codes out: they are random, so one may hold a term by chance.
 */
async function plainIds(term: string, { codes = true } = {}) {
  const rows = await t.ctx.db
    .selectFrom('tickets as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .innerJoin('businesses as b', 'b.id', 't.business_id')
    .select(['t.id', 't.ticket_id', 't.glass_order_no', 't.customer_po_no', 'c.first_name', 'c.last_name', 'b.name', 't.deleted_at'])
    .orderBy('t.id')
    .execute();
  const q = term.toLowerCase();
  return rows
    .filter(
      (r) =>
        r.deleted_at === null &&
        [codes ? r.ticket_id : '', r.glass_order_no, r.customer_po_no ?? '', `${r.first_name} ${r.last_name}`, r.name].some((v) => v.toLowerCase().includes(q)),
    )
    .map((r) => Number(r.id));
}
const plainCount = async (term: string, opts?: { codes: boolean }) => (await plainIds(term, opts)).length;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
  const named = await createBusiness(t.ctx, { name: 'Qzw Panes' });
  const plain = await createBusiness(t.ctx, { name: 'Plain Windows' });
  const both = await createEmployee(t.ctx, { businessId: named.id, first_name: 'Ann', last_name: 'Qzwson' });
  const byName = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Bob', last_name: 'Qzwill' });
  const inNamed = await createEmployee(t.ctx, { businessId: named.id, first_name: 'Cy', last_name: 'Moss' });
  const neither = await createEmployee(t.ctx, { businessId: plain.id, first_name: 'Di', last_name: 'Lee' });
  const kinds = [
    { customerId: both.id, businessId: named.id }, // customer and business
    { customerId: both.id, businessId: plain.id }, // customer only (a ticket kept with another business)
    { customerId: byName.id, businessId: plain.id }, // customer only
    { customerId: byName.id, businessId: named.id }, // both again, through another customer
    { customerId: inNamed.id, businessId: named.id }, // business only
    { customerId: neither.id, businessId: plain.id }, // own columns only, or nothing
  ];
  for (let i = 0; i < 36; i++) {
    const kind = kinds[i % kinds.length];
    // Own matches on every kind of owner, so some are also found through a name and must not count twice.
    const own = i % 4 === 1;
    await createTicket(t.ctx, {
      ...kind,
      glass_order_no: own ? `GO-QZW-${i}` : `GO-${1000 + i}`,
      customer_po_no: i % 9 === 3 ? `po-qzwson-${i}` : null,
      deleted: i % 7 === 0,
      images: { defect: 0 },
    });
  }
  // Tickets no term finds, so that the matches are a small share of the list and a first page is not walked.
  for (let i = 0; i < 150; i++) await createTicket(t.ctx, { customerId: neither.id, businessId: plain.id, glass_order_no: `GO-${5000 + i}`, images: { defect: 0 } });
}, 120_000);
afterAll(async () => {
  countTuning.ownReadMost = 5_000;
  await t.close();
});

describe('the exact count of a search of the live list', () => {
  // 3 and 4 characters (the trigram phrase), 6 and more (the covering trigrams and the row's own check), a name with
  // its space, own columns only (short and long: no name holds a '-'), and a term found nowhere.
  const terms = ['qzw', 'QZWS', 'qzwson', 'ann qzw', 'qzw-', 'o-qz', 'go-qzw-1', 'go-qzw', 'panes', 'qzwill', 'zzqx'];

  it.each(terms.flatMap((term) => [[term, 5_000] as const, [term, 0] as const]))(
    '"%s" (own matches read up to %i): a first page and a page past the end both count what a plain "contains" finds',
    async (term, ownReadMost) => {
      countTuning.ownReadMost = ownReadMost; // 0: the parts united, as PostgreSQL and the filtered lists count
      const expected = await plainCount(term);
      const search = encodeURIComponent(term);
      // Past the end the count is made on its own (no page carries it); the first page makes it with its page.
      const past = await get(`/tickets?search=${search}&start=1000`);
      expect(past.list).toEqual([]);
      expect(past.count).toBe(expected);
      expect((await get(`/tickets?search=${search}`)).count).toBe(expected);
    },
  );

  it('the reference counts what the fixture was made for', async () => {
    // The fixture's own texts (a random ticket code may hold 'qzw' too: the searches are checked against plainCount).
    expect(await plainCount('panes', { codes: false })).toBe(15);
    // 36 tickets, 6 trashed (every 7th): 30 live, 25 of them found through a name (5 of the 6 kinds, some through
    // both) and 3 of the rest through their own order number only (i = 5, 17, 29).
    expect(await plainCount('qzw', { codes: false })).toBe(28);
  });
});

describe('the pages of a search of the live list in the id order', () => {
  // SQLite takes a first page from each part's first matches in the id order (the ticket's own, its customer's name,
  // its business's name), a deeper one from a sort of every match: each must give the pages a sort of the plain
  // "contains" gives, whichever way the page is made (limits 1 to 5 put pages on both sides of the line).
  it.each(['qzw', 'qzws', 'qzwill', 'panes', 'o-qz', 'go-qzw-1'].flatMap((term) => [[term, 'desc'] as const, [term, 'asc'] as const]))(
    '"%s", %s: every page of every size holds the matches a plain "contains" finds, in order',
    async (term, order) => {
      const all = await plainIds(term);
      const expected = order === 'asc' ? all : [...all].reverse();
      for (const limit of [1, 2, 3, 5]) {
        const seen: number[] = [];
        for (let start = 0; start < expected.length; start += limit) {
          const page = await get(`/tickets?search=${encodeURIComponent(term)}&sort_by=id&order=${order}&start=${start}&limit=${limit}`);
          expect(page.count).toBe(expected.length);
          seen.push(...page.list.map((r: { id: number }) => r.id));
        }
        expect(seen, `limit ${limit}`).toEqual(expected);
      }
    },
  );
});
