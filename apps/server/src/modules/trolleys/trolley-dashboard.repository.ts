import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

// The dashboard's trolley figures. When the fleet changed, three statements whatever its size: the live trolleys
// grouped by status and plants (one pass through their partial status index), the trolleys at customers with their
// customers' current terms, and those customers' cost changes (trolley-dashboard.service.ts keeps them, counts each
// caller's plants from the groups, picks the rates in force when each hold began and prices it with the billing
// engine, as every cost screen does). On every request: the caller's plants (or, for every plant, their number).

/** null: every plant (the Super Admin); else the user whose plants the plant figures cover. */
export type PlantOwner = number | null;

export const AT_PLANT: readonly string[] = ['OnPlant', 'Maintenance'];
export const IN_TRANSIT: readonly string[] = ['PlantChange', 'DropOff'];
const COUNTED = [...AT_PLANT, ...IN_TRANSIT, 'Delivery'];

/** How many live trolleys stand in each counted status, by their plant and the plants they travel from and to. */
export type StatusGroup = { trolley_status: string; plant_id: number | null; from_plant_id: number | null; to_plant_id: number | null; n: number };

/** The live trolleys the plant cards count, grouped: one pass over them through their partial status index. */
export async function statusGroups(db: Kysely<Database>): Promise<StatusGroup[]> {
  const rows = await db
    .selectFrom('trolleys as t')
    .where('t.deleted_at', 'is', null)
    .where('t.trolley_status', 'in', [...COUNTED])
    .select(['t.trolley_status', 't.plant_id', 't.from_plant_id', 't.to_plant_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['t.trolley_status', 't.plant_id', 't.from_plant_id', 't.to_plant_id'])
    .execute();
  return rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** How many plants there are (the Super Admin's plant figure: every plant). */
export async function plantCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('plants')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
