import type { Kysely } from 'kysely';
import {
  isOverdue,
  nextDayMs,
  priceDays,
  type Rates,
  ratesAt,
  startedDays,
  toDollars,
  type TrolleyBalanceExportQuery,
  type TrolleyBalanceQuery,
  type TrolleyBalanceRow,
  type TrolleyBalanceSortColumn,
  type TrolleyFleetTotals,
} from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import type { AppContext } from '../../app-context.js';
import type { XlsxDownload } from '../../lib/xlsx-reply.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';
import { boardOpenHolds, boardVersion, fleetTotals } from './trolley-balance.repository.js';
import { costHistoriesOf } from './trolley-holds.repository.js';

// CONTRACT "Trolley fleet control", the balance board: one row per customer holding trolleys now, each open hold
// priced by the billing engine (the rates in force at its start, counted to now). At 100,000 trolleys that is tens of
// thousands of open holds, too many to read and price on every request; so each app instance keeps them (see
// BoardCache) and reads them again only when the database says something they depend on changed, or prices them
// again when a day of some hold has passed. Every request still asks the database first: a change made through
// another instance shows at once.

type OpenHold = { customerId: number; startMs: number; rates: Rates; requested: boolean };
type Holder = { customer_id: number; customer_name: string; business_id: number | null; business_name: string | null };
type Priced = {
  at: number;
  validUntil: number;
  rows: TrolleyBalanceRow[];
  overFreeDays: number;
  /** Each order asked for, and each search in each order, while these figures hold (a few hundred searches at most). */
  sorted: Map<string, TrolleyBalanceRow[]>;
  /** The customer's and business's names in lower case, per customer: what a search looks in. */
  names: Map<number, string>;
};
type BoardCache = { version: string; holds: OpenHold[]; holders: Map<number, Holder>; totals: Omit<TrolleyFleetTotals, 'over_free_days'>; priced?: Priced };
const caches = new WeakMap<Kysely<Database>, BoardCache>();

/** Every open hold with its customer's names, its rates at the start, and whether a pickup is requested. */
async function loadBoard(db: Kysely<Database>, version: string): Promise<BoardCache> {
  const open = await boardOpenHolds(db);
  const history = await costHistoriesOf(db, [...new Set(open.map((h) => Number(h.customer_id)))]);
  const holders = new Map<number, Holder>();
  const holds: OpenHold[] = open.map((h) => {
    const customerId = Number(h.customer_id);
    if (!holders.has(customerId)) {
      holders.set(customerId, {
        customer_id: customerId,
        customer_name: `${h.first_name ?? ''} ${h.last_name ?? ''}`.trim(),
        business_id: h.business_id === null ? null : Number(h.business_id),
        business_name: h.business_name,
      });
    }
    const current = { freeDays: Number(h.max_day_allowed ?? 0), perDayCents: Number(h.per_day_charge_cents ?? 0) };
    return { customerId, startMs: Date.parse(h.at), rates: ratesAt(history.get(customerId) ?? [], current, h.at), requested: h.requested !== null };
  });
  return { version, holds, holders, totals: await fleetTotals(db) };
}

/** The rows priced at `nowMs`, and until when they hold: the first moment some hold starts another day. */
function price(cache: BoardCache, nowMs: number): Priced {
  const byCustomer = new Map<number, TrolleyBalanceRow & { cents: number }>();
  let validUntil = Infinity;
  for (const h of cache.holds) {
    const held = priceDays(startedDays(h.startMs, nowMs), h.rates);
    validUntil = Math.min(validUntil, nextDayMs(h.startMs, nowMs));
    let row = byCustomer.get(h.customerId);
    if (!row) {
      // Each field named: a holder spread and then added to cost V8 (Node 20) about 1 us a field a row, 60 ms a pricing.
      const { customer_id, customer_name, business_id, business_name } = cache.holders.get(h.customerId)!;
      row = { customer_id, customer_name, business_id, business_name, held: 0, oldest_days: 0, over_free_days: 0, accrued_cost: 0, pickup_requests: 0, cents: 0 };
      byCustomer.set(h.customerId, row);
    }
    row.held++;
    row.oldest_days = Math.max(row.oldest_days, held.days);
    if (isOverdue(held)) row.over_free_days++;
    row.cents += held.cents;
    if (h.requested) row.pickup_requests++;
  }
  const rows = [...byCustomer.values()].map(({ cents, ...r }) => ({ ...r, accrued_cost: toDollars(cents) }));
  const names = new Map(rows.map((r) => [r.customer_id, `${r.customer_name.toLowerCase()}\n${(r.business_name ?? '').toLowerCase()}`]));
  return { at: nowMs, validUntil, rows, overFreeDays: rows.reduce((n, r) => n + r.over_free_days, 0), sorted: new Map(), names };
}

/** Every row of the board under the search, in the requested order (the export's rows; the list pages them). */
async function balanceRows(db: Kysely<Database>, query: TrolleyBalanceExportQuery) {
  const version = await boardVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) caches.set(db, (cache = await loadBoard(db, version)));
  const nowMs = Date.parse(nowIso());
  if (!cache.priced || nowMs > cache.priced.validUntil || nowMs < cache.priced.at) cache.priced = price(cache, nowMs);
  const priced = cache.priced;
  const key = `${query.sort_by} ${query.order}`;
  let ordered = priced.sorted.get(key);
  if (!ordered) priced.sorted.set(key, (ordered = [...priced.rows].sort(comparator(query.sort_by, query.order))));
  const needle = query.search === 'all' ? '' : query.search.toLowerCase().replace(/\n/g, ' ');
  let rows = ordered;
  if (needle) {
    const searched = `${key} ${needle}`;
    let found = priced.sorted.get(searched);
    if (!found) {
      found = ordered.filter((r) => priced.names.get(r.customer_id)!.includes(needle));
      if (priced.sorted.size < 500) priced.sorted.set(searched, found);
    }
    rows = found;
  }
  return { rows, overFreeDays: priced.overFreeDays, totals: cache.totals };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The requested order, then the customer's id; the default ('all'): the highest charge first, then the oldest hold. */
function comparator(sortBy: TrolleyBalanceSortColumn | 'all', order: 'asc' | 'desc' | 'all') {
  const by = (a: TrolleyBalanceRow, b: TrolleyBalanceRow, column: TrolleyBalanceSortColumn) =>
    column === 'customer_name' || column === 'business_name' ? collator.compare(a[column] ?? '', b[column] ?? '') : a[column] - b[column];
  if (sortBy === 'all') return (a: TrolleyBalanceRow, b: TrolleyBalanceRow) => by(b, a, 'accrued_cost') || by(b, a, 'oldest_days') || a.customer_id - b.customer_id;
  const sign = order === 'desc' ? -1 : 1;
  return (a: TrolleyBalanceRow, b: TrolleyBalanceRow) => sign * by(a, b, sortBy) || a.customer_id - b.customer_id;
}

/** GET /trolleys/balance: the board's page, its count and the fleet's totals. */
export async function fleetBalance(db: Kysely<Database>, query: TrolleyBalanceQuery) {
  const { rows, overFreeDays, totals } = await balanceRows(db, query);
  return { list: rows.slice(query.start, query.start + query.limit), count: rows.length, totals: { ...totals, over_free_days: overFreeDays } };
}

const BALANCE_EXPORT_COLUMNS: XlsxColumn[] = [
  { header: 'Customer', width: 28 },
  { header: 'Business', width: 28 },
  { header: 'Held', width: 8 },
  { header: 'Oldest Hold (days)', width: 12 },
  { header: 'Past Free Days', width: 12 },
  { header: 'Charge So Far ($)', width: 14 },
  { header: 'Pickup Requests', width: 12 },
];

/** trolley-balance.xlsx: the board's rows under its search and order (one row per customer: all at once). */
export async function fleetBalanceSheet(ctx: Pick<AppContext, 'db' | 'config'>, query: TrolleyBalanceExportQuery): Promise<XlsxDownload> {
  const { rows } = await balanceRows(ctx.db, query);
  return {
    fileName: 'trolley-balance.xlsx',
    sheetName: 'Trolley Balance',
    columns: BALANCE_EXPORT_COLUMNS,
    timeZone: ctx.config.timeZone,
    locale: ctx.config.appLocale,
    batches: (async function* () {
      yield rows.map((r) => [r.customer_name, r.business_name, r.held, r.oldest_days, r.over_free_days, r.accrued_cost, r.pickup_requests]);
    })(),
  };
}
