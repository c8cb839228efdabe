import type { Kysely } from 'kysely';
import { DASHBOARD_OVERDUE_LIMIT, daysBetween, isOverdue, priceDays, ratesAt, type DashboardOverdueCustomer, type DashboardTrolleys } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { heldTrolleys, type PlantOwner, statusCounts } from './trolley-dashboard.repository.js';
import { costHistoriesOf } from './trolley-holds.repository.js';

// The dashboard's trolley cards. Whether a hold is past its free days is the billing engine's overdue rule, so the
// dashboard and the cost screens never disagree about a day.

export type { PlantOwner } from './trolley-dashboard.repository.js';

const byWorst = (a: DashboardOverdueCustomer, b: DashboardOverdueCustomer) =>
  b.days_over - a.days_over || b.trolleys - a.trolleys || a.customer_name.localeCompare(b.customer_name) || a.customer_id - b.customer_id;

/** The customers holding trolleys past their free days, worst first, and how many trolleys that is in all. */
async function overdue(db: Kysely<Database>, now: string) {
  const byCustomer = new Map<number, DashboardOverdueCustomer>();
  let trolleys = 0;
  const held = await heldTrolleys(db);
  const history = await costHistoriesOf(db, [...new Set(held.map((r) => Number(r.customer_id)))]);
  for (const row of held) {
    if (row.customer_id === null) continue;
    const current = { freeDays: Number(row.current_free_days ?? 0), perDayCents: Number(row.current_per_day_cents ?? 0) };
    const price = priceDays(daysBetween(row.status_at, now), ratesAt(history.get(Number(row.customer_id)) ?? [], current, row.status_at));
    if (!isOverdue(price)) continue;
    trolleys += 1;
    const entry = byCustomer.get(row.customer_id);
    if (entry) {
      entry.trolleys += 1;
      entry.days_over = Math.max(entry.days_over, price.chargeableDays);
    } else {
      byCustomer.set(row.customer_id, {
        customer_id: row.customer_id,
        customer_name: `${row.first_name} ${row.last_name}`,
        business_name: row.business_name,
        trolleys: 1,
        days_over: price.chargeableDays,
      });
    }
  }
  return { trolleys, customers: [...byCustomer.values()].sort(byWorst) };
}

/**
 * GET /dashboard/trolleys: the plant figures cover the plants of `owner` (null: every plant), the figures about
 * customers the whole fleet.
 */
export async function trolleyCards(db: Kysely<Database>, owner: PlantOwner): Promise<DashboardTrolleys> {
  const [counts, late] = await Promise.all([statusCounts(db, owner), overdue(db, nowIso())]);
  return {
    all_plants: owner === null,
    ...counts,
    past_free_days: late.trolleys,
    overdue_customers: late.customers.length,
    overdue: late.customers.slice(0, DASHBOARD_OVERDUE_LIMIT),
  };
}
