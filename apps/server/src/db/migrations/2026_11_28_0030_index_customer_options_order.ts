import { type Kysely, sql } from 'kysely';

/**
 * The customer dropdowns (GET /customers/all) list live customers by first name, then last name, then id.
 * The index on lower(first_name) alone left each first name's customers to be sorted by last name, a whole first
 * name's group at a time (thousands for a common one: "son" took 10 ms a request at 100,000 customers); this one
 * gives the whole order, so a broad search stops after about `limit` matches. Frozen in time: raw SQL only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index customers_live_options_idx on customers (lower(first_name), lower(last_name), id) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index customers_live_options_idx`.execute(db);
}
