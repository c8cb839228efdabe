import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The customers, businesses and trolleys lists sort by a column, then by id (the tie-breaker). On SQLite
 * every index ends with the rowid, the id, so the partial live indexes of migrations 0005 and 0007 give the whole
 * order. On PostgreSQL they do not: a column with few values (is_verified, trolley_status) left each value's rows to
 * be sorted by id, all of them (customers by is_verified: p99 635 ms at 100,000 customers). On PostgreSQL these
 * indexes are rebuilt with id as their last column, under the same names; SQLite keeps its own. Frozen in time: raw
 * SQL only.
 */
const INDEXES = [
  { table: 'customers', exprs: ['lower(first_name)', 'lower(last_name)', 'number', 'is_verified', 'is_approved', 'max_day_allowed', 'per_day_charge_cents', 'created_at'] },
  { table: 'businesses', exprs: ['lower(name)', 'lower(account_id)', 'lower(address)', 'contact', 'created_at'] },
  { table: 'trolleys', exprs: ['lower(name)', 'lower(serial_number)', 'is_certified', 'expiry_date', 'trolley_status', 'created_at', 'updated_at'] },
] as const;

async function rebuild(db: Kysely<any>, withId: boolean) {
  if (!isPostgres(db)) return;
  for (const { table, exprs } of INDEXES) {
    for (const expr of exprs) {
      const name = `${table}_live_${expr.replace(/lower\((\w+)\)/, '$1_lower')}_idx`;
      await sql`drop index ${sql.id(name)}`.execute(db);
      await sql`create index ${sql.id(name)} on ${sql.table(table)} (${sql.raw(expr)}${sql.raw(withId ? ', id' : '')}) where deleted_at is null`.execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
}
