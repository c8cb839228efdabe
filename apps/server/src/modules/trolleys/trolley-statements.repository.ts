import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { amongIds, runPrepared } from '../../db/sql.js';

// The closed months of customers' statements (table customer_statements): each kept as it read when closed.

/**
 * What every customer's months are worked out from, in six index probes: the newest trolley transaction (a hold's
 * start or end: every move, hand-over, report and DeFleet inserts one), cost change, loss or damage charge, customer
 * change (the current terms), settled dispute (a credit) and closed month. Any write that changes a statement
 * changes one of them.
 */
export async function billingVersion(db: Kysely<Database>): Promise<string> {
  const rows = await runPrepared(
    db,
    sql<Record<string, unknown>>`select
      (select max(id) from trolley_transactions) as tx,
      (select max(id) from customer_cost_history) as cost,
      (select max(id) from trolley_charges) as charges,
      (select max(updated_at) from customers) as customers,
      (select max(resolved_at) from statement_disputes) as settled,
      (select max(closed_at) from customer_statements) as closed`.compile(db),
  );
  return JSON.stringify(Object.values(rows[0] ?? {}).map(String));
}

/** These customers' closed months, in one statement: each with the body stored when it was closed (JSON). */
export async function closedStatementBodies(db: Kysely<Database>, customerIds: readonly number[]): Promise<Array<{ customer_id: number; month: string; body: string }>> {
  if (!customerIds.length) return [];
  const rows = await runPrepared(
    db,
    db
      .selectFrom('customer_statements')
      .select(['customer_id', 'month', 'body'])
      .where(amongIds(db, 'customer_id', customerIds))
      .compile(),
  );
  return rows.map((r) => ({ ...r, customer_id: Number(r.customer_id) }));
}

/** One closed month's body (JSON), or undefined while the month is open. */
export async function closedStatementBody(db: Kysely<Database>, customerId: number, month: string): Promise<string | undefined> {
  const row = await db.selectFrom('customer_statements').select('body').where('customer_id', '=', customerId).where('month', '=', month).executeTakeFirst();
  return row?.body;
}

export async function isStatementClosed(db: Kysely<Database>, customerId: number, month: string) {
  return (await db.selectFrom('customer_statements').select('month').where('customer_id', '=', customerId).where('month', '=', month).executeTakeFirst()) !== undefined;
}

/** Stores a closed month; false when it was closed already (the key decides, also under a race). */
export async function insertClosedStatement(
  db: Kysely<Database>,
  row: { customer_id: number; month: string; total_cents: number; body: string; closed_at: string; closed_by_user_id: number },
) {
  const inserted = await db
    .insertInto('customer_statements')
    .values(row)
    .onConflict((oc) => oc.columns(['customer_id', 'month']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
