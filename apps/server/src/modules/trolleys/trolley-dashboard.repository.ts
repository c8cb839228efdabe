import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

// The dashboard's trolley figures in three statements, whatever the fleet's size: the counts by status (one pass over
// the live trolleys through their partial status index), the trolleys at customers with their customers' current
// terms, and those customers' cost changes (trolley-dashboard.service.ts picks the rates in force when each hold
// began and prices it with the billing engine, as every cost screen does).

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

export async function statusCounts(db: Kysely<Database>, owner: PlantOwner) {
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

export type HeldTrolleyRow = {
  customer_id: number | null;
  first_name: string;
  last_name: string;
  business_name: string | null;
  status_at: string;
  current_free_days: number | null;
  current_per_day_cents: number | null;
};

/**
 * The trolleys customers hold now (Delivery; a hold began at status_at), with their customers' current terms. The
 * rates in force at each start come from the cost history read once (costHistoriesOf), not three lookups a trolley:
 * at 40,000 trolleys at customers those took 650 ms on PostgreSQL.
 */
export function heldTrolleys(db: Kysely<Database>): Promise<HeldTrolleyRow[]> {
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
      'c.per_day_charge_cents as current_per_day_cents',
    ])
    .execute();
}
