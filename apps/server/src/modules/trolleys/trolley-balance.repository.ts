import { type Kysely, sql } from 'kysely';
import type { TrolleyBalanceExportQuery, TrolleyBalanceQuery, TrolleyBalanceRow, TrolleyBalanceSortColumn, TrolleyFleetTotals } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { isPostgresDb, nowIso } from '../../db/sql.js';

const DAY_MS = 86_400_000;

/**
 * The balance board: one row per customer holding trolleys now, priced as the hold-time cost prices each
 * open hold (the rates in force at its start, counted to now). At 100,000 trolleys that is tens of thousands of open
 * holds, too many to read and price on every request; so each app instance keeps them (see BoardCache) and reads
 * them again only when the database says something they depend on changed, or prices them again when a day of some
 * hold has passed. Every request still asks the database first: a change made through another instance shows at once.
 */
export async function trolleyBalance(db: Kysely<Database>, query: TrolleyBalanceQuery) {
  const { rows, overFreeDays, totals } = await balanceRows(db, query);
  return { list: rows.slice(query.start, query.start + query.limit), count: rows.length, totals: { ...totals, over_free_days: overFreeDays } };
}

type OpenRow = {
  customer_id: number;
  at: string;
  first_name: string | null;
  last_name: string | null;
  max_day_allowed: number | null;
  per_day_charge_cents: number | null;
  business_id: number | null;
  business_name: string | null;
  requested: number | null;
};
type OpenHold = { customerId: number; startMs: number; freeDays: number; perDayCents: number; requested: boolean };
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

/**
 * What the board depends on, in a few index lookups: the newest trolley transaction (every move, hand-over, report,
 * DeFleet) and cost change, the pickup requests, the newest change of a customer, business or trolley (names, the
 * trash, a trolley deleted or restored) and the number of customers (one erased for good).
 */
async function boardVersion(db: Kysely<Database>): Promise<string> {
  const row = await sql<Record<string, unknown>>`select
      (select max(id) from trolley_transactions) as tx,
      (select max(id) from customer_cost_history) as cost,
      (select count(*) from trolley_pickup_requests) as requests,
      (select max(requested_at) from trolley_pickup_requests) as requested,
      (select max(updated_at) from customers) as customers,
      (select count(*) from customers) as customer_count,
      (select max(updated_at) from businesses) as businesses,
      (select max(updated_at) from trolleys) as trolleys`.execute(db);
  return JSON.stringify(Object.values(row.rows[0] ?? {}).map(String));
}

/** Every open hold with its customer's names, its rates at the start, and whether a pickup is requested. */
async function loadBoard(db: Kysely<Database>, version: string): Promise<BoardCache> {
  // The open holds from their partial index: SQLite is told to use it (its planner prefers the index on
  // hold_end_id, which holds every transaction that ends no hold: most of them). 'Delivery' is written out, as the
  // index's condition is, so that both databases see the index applies.
  const from = isPostgresDb(db) ? sql`trolley_transactions d` : sql`trolley_transactions d indexed by trolley_transactions_open_holds_idx`;
  const open = (
    await sql<OpenRow>`select d.customer_id, d.at, c.first_name, c.last_name, c.max_day_allowed, c.per_day_charge_cents,
        b.id as business_id, b.name as business_name, pr.hold_id as requested
      from ${from}
      join customers c on c.id = d.customer_id
      left join businesses b on b.id = c.business_id
      left join trolley_pickup_requests pr on pr.hold_id = d.id
      where d.trolley_status = 'Delivery' and d.hold_end_id is null`.execute(db)
  ).rows;
  const ids = [...new Set(open.map((h) => Number(h.customer_id)))];
  // The cost changes of those customers, oldest first: the rates at a hold's start are the last one at or before it.
  const history = new Map<number, { at: string; freeDays: number; perDayCents: number }[]>();
  for (let i = 0; i < ids.length; i += 5000) {
    const changes = await db
      .selectFrom('customer_cost_history')
      .select(['customer_id', 'created_at', 'max_day_allowed', 'per_day_charge_cents'])
      .where('customer_id', 'in', ids.slice(i, i + 5000))
      .orderBy('customer_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const h of changes) {
      const list = history.get(Number(h.customer_id)) ?? [];
      list.push({ at: h.created_at, freeDays: Number(h.max_day_allowed), perDayCents: Number(h.per_day_charge_cents) });
      history.set(Number(h.customer_id), list);
    }
  }
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
    // As ratesAtStart: the last change at or before the start; none yet: 0 and 0; a customer never changed: its terms.
    const changes = history.get(customerId);
    let rates = changes ? { freeDays: 0, perDayCents: 0 } : { freeDays: Number(h.max_day_allowed ?? 0), perDayCents: Number(h.per_day_charge_cents ?? 0) };
    if (changes) for (const change of changes) if (change.at <= h.at) rates = change;
    return { customerId, startMs: Date.parse(h.at), freeDays: rates.freeDays, perDayCents: rates.perDayCents, requested: h.requested !== null };
  });
  return { version, holds, holders, totals: await fleetTotals(db) };
}

/** The rows priced at `nowMs`, and until when they hold: the first moment some hold starts another day. */
function price(cache: BoardCache, nowMs: number): Priced {
  const byCustomer = new Map<number, TrolleyBalanceRow & { cents: number }>();
  let validUntil = Infinity;
  for (const h of cache.holds) {
    const days = Math.max(1, Math.ceil((nowMs - h.startMs) / DAY_MS));
    validUntil = Math.min(validUntil, h.startMs + days * DAY_MS);
    const chargeable = Math.max(0, days - h.freeDays);
    let row = byCustomer.get(h.customerId);
    if (!row)
      byCustomer.set(h.customerId, (row = { ...cache.holders.get(h.customerId)!, held: 0, oldest_days: 0, over_free_days: 0, accrued_cost: 0, pickup_requests: 0, cents: 0 }));
    row.held++;
    row.oldest_days = Math.max(row.oldest_days, days);
    if (chargeable > 0) row.over_free_days++;
    // Whole cents summed, one division at the end (no floating-point drift over many holds).
    row.cents += chargeable * h.perDayCents;
    if (h.requested) row.pickup_requests++;
  }
  const rows = [...byCustomer.values()].map(({ cents, ...r }) => ({ ...r, accrued_cost: cents / 100 }));
  const names = new Map(rows.map((r) => [r.customer_id, `${r.customer_name.toLowerCase()}\n${(r.business_name ?? '').toLowerCase()}`]));
  return { at: nowMs, validUntil, rows, overFreeDays: rows.reduce((n, r) => n + r.over_free_days, 0), sorted: new Map(), names };
}

/** Every row of the board under the search, in the requested order (the export's rows; the list pages them). */
export async function balanceRows(db: Kysely<Database>, query: TrolleyBalanceExportQuery) {
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

/** Trolleys per place in the fleet (deleted and DeFleet ones aside). over_free_days comes from the holds. */
async function fleetTotals(db: Kysely<Database>): Promise<Omit<TrolleyFleetTotals, 'over_free_days'>> {
  const counts = await db
    .selectFrom('trolleys')
    .select(['trolley_status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('deleted_at', 'is', null)
    .groupBy('trolley_status')
    .execute();
  const n = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.trolley_status)).reduce((sum, c) => sum + Number(c.n), 0);
  return {
    at_plants: n('OnPlant'),
    in_transit: n('PlantChange', 'DropOff', 'Pickup'),
    at_customers: n('Delivery'),
    maintenance: n('Maintenance'),
    lost: n('Lost'),
    damaged: n('Damaged'),
  };
}
