import type { Kysely } from 'kysely';
import { owed, priceHold, toDollars, type CustomerTrolley, type HoldPrice, type TrolleyCost, type TrolleyCostList, type TrolleyCostQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { notFound } from '../../lib/http-error.js';
import { creditedCents } from './statement-disputes.repository.js';
import { customerChargesCents, customerHolds, type HoldRow, type HoldScope, openHoldsPage, ratesOf } from './trolley-holds.repository.js';
import { customerExists } from './trolleys.repository.js';

// CONTRACT "Trolleys at customers: hand-overs and hold-time cost": each hold priced by the billing engine, in the
// API's words (time_duration, charge_free_days, after_free_day_charge in dollars, chargeable_days, cost).

/** A hold read from the database, priced now (an open one counted to `now`). */
export const priceOf = (row: HoldRow, now: string): HoldPrice => priceHold({ start: row.start, end: row.end, rates: ratesOf(row) }, now);

/** The hold-time cost fields of a priced hold, as the cost list, the history header and the customer app send them. */
export const costFields = (price: HoldPrice) => ({
  time_duration: price.days,
  charge_free_days: price.freeDays,
  after_free_day_charge: toDollars(price.perDayCents),
  chargeable_days: price.chargeableDays,
  cost: toDollars(price.cents),
});

/**
 * GET /trolleys/costs: every hold of the customer, newest first, the page cut after the sums. total_cost is the
 * hold-time cost of every hold; charges_total the loss and damage charges less the disputes' credits; owed_total both
 * together, the figure the customer's statements add up to.
 */
export async function customerCosts(db: Kysely<Database>, q: TrolleyCostQuery): Promise<TrolleyCostList> {
  if (!(await customerExists(db, q.customer_id))) throw notFound('Customer');
  const [rows, chargeCents, credits] = await Promise.all([customerHolds(db, q.customer_id, 'desc'), customerChargesCents(db, q.customer_id), creditedCents(db, q.customer_id)]);
  const now = nowIso();
  const prices = rows.map((row) => priceOf(row, now));
  const list: TrolleyCost[] = rows.slice(q.start, q.start + q.limit).map((row, i) => ({
    id: row.id,
    trolley: { id: row.trolley_id, name: row.trolley_name, uid: row.trolley_uid },
    created_at: row.start,
    ended_at: row.end,
    ...costFields(prices[q.start + i]),
  }));
  const sums = owed(prices, [chargeCents, -credits]);
  return { list, count: rows.length, total_cost: toDollars(sums.holdCents), charges_total: toDollars(sums.chargeCents), owed_total: toDollars(sums.totalCents) };
}

/** The trolleys held now in the scope (the customer app's GET /trolleys), oldest hold first, each with its cost so far. */
export async function openHoldsPriced(db: Kysely<Database>, scope: HoldScope, page: { start: number; limit: number }) {
  const { rows, count } = await openHoldsPage(db, scope, page);
  const now = nowIso();
  const list = rows.map((row): CustomerTrolley => ({
    id: row.trolley_id,
    name: row.trolley_name,
    uid: row.trolley_uid,
    customer: { id: row.customer_id!, first_name: row.customer_first_name ?? '', last_name: row.customer_last_name ?? '' },
    since: row.start,
    ...costFields(priceHold({ start: row.start, end: null, rates: ratesOf(row) }, now)),
    pickup_requested_at: row.pickup_requested_at,
    handover_id: row.handover_id ?? null,
  }));
  return { list, count };
}
