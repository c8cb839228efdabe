import { type Kysely, sql } from 'kysely';
import type { TrolleyBalanceExportQuery, TrolleyBalanceQuery, TrolleyBalanceRow, TrolleyBalanceSortColumn, TrolleyFleetTotals } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { holdFigures } from './trolley-cost.js';
import { holdRows, ratesAtStart, type HoldRow } from './trolley-transactions.repository.js';

/**
 * Issue 22, the balance board: every open hold (a Delivery not yet ended) read once, priced as the hold-time cost
 * prices it (the rates in force at its start, counted to now), summed per customer. The sort is over the sums, so a
 * page needs them all: one query for the holds, one for the fleet's totals, whatever the page (no N+1).
 */
export async function trolleyBalance(db: Kysely<Database>, query: TrolleyBalanceQuery) {
  const { rows, overFreeDays } = await balanceRows(db, query);
  return {
    list: rows.slice(query.start, query.start + query.limit),
    count: rows.length,
    totals: { ...(await fleetTotals(db)), over_free_days: overFreeDays },
  };
}

/** Every row of the board under the search, in the requested order (the export's rows; the list pages them). */
export async function balanceRows(db: Kysely<Database>, query: TrolleyBalanceExportQuery) {
  const now = nowIso();
  const holds = (await holdRows(db)
    .leftJoin('businesses as b', 'b.id', 'c.business_id')
    .where('d.hold_end_id', 'is', null)
    .where('d.customer_id', 'is not', null)
    .select(['b.id as business_id', 'b.name as business_name', sql<number>`(select count(*) from trolley_pickup_requests pr where pr.hold_id = d.id)`.as('requested')])
    .execute()) as (HoldRow & { business_id: number | null; business_name: string | null; requested: number })[];

  const byCustomer = new Map<number, TrolleyBalanceRow & { cents: number }>();
  for (const h of holds) {
    const id = Number(h.customer_id);
    const figures = holdFigures({ start: h.start, end: null, ...ratesAtStart(h) }, now);
    const row = byCustomer.get(id) ?? {
      customer_id: id,
      customer_name: `${h.customer_first_name ?? ''} ${h.customer_last_name ?? ''}`.trim(),
      business_id: h.business_id === null ? null : Number(h.business_id),
      business_name: h.business_name,
      held: 0,
      oldest_days: 0,
      over_free_days: 0,
      accrued_cost: 0,
      pickup_requests: 0,
      cents: 0,
    };
    row.held++;
    row.oldest_days = Math.max(row.oldest_days, figures.time_duration);
    if (figures.chargeable_days > 0) row.over_free_days++;
    // Whole cents summed, one division at the end (no floating-point drift over many holds).
    row.cents += figures.chargeable_days * Math.round(figures.after_free_day_charge * 100);
    if (Number(h.requested) > 0) row.pickup_requests++;
    byCustomer.set(id, row);
  }

  const needle = query.search === 'all' ? '' : query.search.toLowerCase();
  const rows = [...byCustomer.values()]
    .map(({ cents, ...r }) => ({ ...r, accrued_cost: cents / 100 }))
    .filter((r) => !needle || r.customer_name.toLowerCase().includes(needle) || (r.business_name ?? '').toLowerCase().includes(needle));
  rows.sort(comparator(query.sort_by, query.order));
  return { rows, overFreeDays: [...byCustomer.values()].reduce((n, r) => n + r.over_free_days, 0) };
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
