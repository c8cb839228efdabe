import { type Kysely, sql } from 'kysely';

/**
 * The balance board at 100,000 trolleys: its open holds (a Delivery not yet ended) from a partial index of
 * their own, and the newest change of a customer, business or trolley in one lookup each (the board's cache asks
 * for them on every request: see trolley-balance.repository.ts). Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index trolley_transactions_open_holds_idx on trolley_transactions (customer_id, at) where trolley_status = 'Delivery' and hold_end_id is null`.execute(db);
  for (const table of ['customers', 'businesses', 'trolleys']) {
    await db.schema.createIndex(`${table}_updated_at_idx`).on(table).column('updated_at').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['customers', 'businesses', 'trolleys']) await db.schema.dropIndex(`${table}_updated_at_idx`).execute();
  await db.schema.dropIndex('trolley_transactions_open_holds_idx').execute();
}
