import { type Kysely, sql } from 'kysely';
import { DASHBOARD_OVERDUE_LIMIT, type DashboardOverdueCustomer, type DashboardTrolleys } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { startedDays } from '../trolleys/trolley-cost.js';

// The dashboard's trolley figures in two statements, whatever the fleet's size: the counts by status (one pass over
// the live trolleys through their partial status index), then the trolleys at customers with the free days in
// force when each hold began. Whether a hold is past them is worked out here with the cost rules' own started days
// (trolley-cost.ts), so the dashboard and the cost screens never disagree about a day.

/** null: every plant (the Super Admin); else the user whose plants the plant figures cover. */
export type PlantOwner = number | null;

const AT_PLANT = ['OnPlant', 'Maintenance'] as const;
const IN_TRANSIT = ['PlantChange', 'DropOff'] as const;
const COUNTED = [...AT_PLANT, ...IN_TRANSIT, 'Delivery'] as const;

/** `column` names one of the owner's plants (always true for every plant). */
function atOwnersPlant(column: 't.plant_id' | 't.from_plant_id' | 't.to_plant_id', owner: PlantOwner) {
  if (owner === null) return sql<boolean>`1 = 1`;
  return sql<boolean>`${sql.ref(column)} in (select up.plant_id from user_plants up where up.user_id = ${owner})`;
}

async function statusCounts(db: Kysely<Database>, owner: PlantOwner) {
  const row = await db
    .selectFrom('trolleys as t')
    .where('t.deleted_at', 'is', null)
    .where('t.trolley_status', 'in', [...COUNTED])
    .select([
      sql<number | string>`count(case when t.trolley_status in (${sql.join(AT_PLANT)}) and ${atOwnersPlant('t.plant_id', owner)} then 1 end)`.as('at_plants'),
      sql<
        number | string
      >`count(case when t.trolley_status in (${sql.join(IN_TRANSIT)}) and (${atOwnersPlant('t.from_plant_id', owner)} or ${atOwnersPlant('t.to_plant_id', owner)}) then 1 end)`.as(
        'in_transit',
      ),
      sql<number | string>`count(case when t.trolley_status = 'Delivery' then 1 end)`.as('at_customers'),
      (owner === null ? sql<number | string>`(select count(*) from plants)` : sql<number | string>`(select count(*) from user_plants up where up.user_id = ${owner})`).as(
        'plant_count',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { at_plants: Number(row.at_plants), in_transit: Number(row.in_transit), at_customers: Number(row.at_customers), plant_count: Number(row.plant_count) };
}

type HoldRow = {
  customer_id: number | null;
  first_name: string;
  last_name: string;
  business_name: string | null;
  status_at: string;
  current_free_days: number;
  free_days: number | null;
  has_history: number | string;
};

/** The trolleys customers hold now (Delivery; a hold began at status_at), with the terms the cost list uses. */
function holds(db: Kysely<Database>) {
  return db
    .selectFrom('trolleys as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .leftJoin('businesses as b', (j) => j.onRef('b.id', '=', 'c.business_id').on('b.deleted_at', 'is', null))
    .where('t.deleted_at', 'is', null)
    .where('t.trolley_status', '=', 'Delivery')
    .select([
      't.customer_id',
      'c.first_name',
      'c.last_name',
      'b.name as business_name',
      't.status_at',
      'c.max_day_allowed as current_free_days',
      sql<
        number | null
      >`(select h.max_day_allowed from customer_cost_history h where h.customer_id = t.customer_id and h.created_at <= t.status_at order by h.created_at desc, h.id desc limit 1)`.as(
        'free_days',
      ),
      sql<number | string>`(case when exists (select 1 from customer_cost_history h where h.customer_id = t.customer_id) then 1 else 0 end)`.as('has_history'),
    ])
    .execute() as Promise<HoldRow[]>;
}

/**
 * The free days in force when the hold began, as the cost list reads them (trolley-transactions.repository.ts):
 * the latest cost change at or before it; before the first change the registration value 0; a customer whose
 * terms never changed, its current value.
 */
function freeDaysAtStart(row: HoldRow) {
  if (row.free_days !== null) return Number(row.free_days);
  return Number(row.has_history) === 1 ? 0 : Number(row.current_free_days);
}

const byWorst = (a: DashboardOverdueCustomer, b: DashboardOverdueCustomer) =>
  b.days_over - a.days_over || b.trolleys - a.trolleys || a.customer_name.localeCompare(b.customer_name) || a.customer_id - b.customer_id;

/** The customers holding trolleys past their free days, worst first, and how many trolleys that is in all. */
async function overdue(db: Kysely<Database>, now: string) {
  const byCustomer = new Map<number, DashboardOverdueCustomer>();
  let trolleys = 0;
  for (const row of await holds(db)) {
    if (row.customer_id === null) continue;
    // CONTRACT: past its free days when time_duration > charge_free_days; the difference is the chargeable days.
    const over = startedDays(row.status_at, now) - freeDaysAtStart(row);
    if (over <= 0) continue;
    trolleys += 1;
    const entry = byCustomer.get(row.customer_id);
    if (entry) {
      entry.trolleys += 1;
      entry.days_over = Math.max(entry.days_over, over);
    } else {
      byCustomer.set(row.customer_id, {
        customer_id: row.customer_id,
        customer_name: `${row.first_name} ${row.last_name}`,
        business_name: row.business_name,
        trolleys: 1,
        days_over: over,
      });
    }
  }
  return { trolleys, customers: [...byCustomer.values()].sort(byWorst) };
}

export async function dashboardTrolleys(db: Kysely<Database>, owner: PlantOwner): Promise<DashboardTrolleys> {
  const [counts, late] = await Promise.all([statusCounts(db, owner), overdue(db, nowIso())]);
  return {
    all_plants: owner === null,
    ...counts,
    past_free_days: late.trolleys,
    overdue_customers: late.customers.length,
    overdue: late.customers.slice(0, DASHBOARD_OVERDUE_LIMIT),
  };
}
