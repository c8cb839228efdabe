import { type Kysely, sql } from 'kysely';
import type { TrolleyFleetTotals } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { isPostgresDb } from '../../db/sql.js';

// The SQL behind the balance board (trolley-balance.service.ts prices and keeps what these read).

/**
 * What the board depends on, in a few index lookups: the newest trolley transaction (every move, hand-over, report,
 * DeFleet) and cost change, the pickup requests, the newest change of a customer, business or trolley (names, the
 * trash, a trolley deleted or restored) and the number of customers (one erased for good).
 */
export async function boardVersion(db: Kysely<Database>): Promise<string> {
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

export type OpenHoldOfBoard = {
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

/** Every open hold with its customer's names and current terms, and whether a pickup is requested. */
export async function boardOpenHolds(db: Kysely<Database>): Promise<OpenHoldOfBoard[]> {
  // The open holds from their partial index: SQLite is told to use it (its planner prefers the index on
  // hold_end_id, which holds every transaction that ends no hold: most of them). 'Delivery' is written out, as the
  // index's condition is, so that both databases see the index applies.
  const from = isPostgresDb(db) ? sql`trolley_transactions d` : sql`trolley_transactions d indexed by trolley_transactions_open_holds_idx`;
  return (
    await sql<OpenHoldOfBoard>`select d.customer_id, d.at, c.first_name, c.last_name, c.max_day_allowed, c.per_day_charge_cents,
        b.id as business_id, b.name as business_name, pr.hold_id as requested
      from ${from}
      join customers c on c.id = d.customer_id
      left join businesses b on b.id = c.business_id
      left join trolley_pickup_requests pr on pr.hold_id = d.id
      where d.trolley_status = 'Delivery' and d.hold_end_id is null`.execute(db)
  ).rows;
}

/** Trolleys per place in the fleet (deleted and DeFleet ones aside). over_free_days comes from the holds. */
export async function fleetTotals(db: Kysely<Database>): Promise<Omit<TrolleyFleetTotals, 'over_free_days'>> {
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
