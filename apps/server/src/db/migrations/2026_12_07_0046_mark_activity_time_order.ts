import { type Kysely, sql } from 'kysely';

/**
 * Where the activity log's time order is its id order. The list reads newest first, by `at` and then id; entries are
 * sealed in the order they were written, so their times rise with their ids, unless a clock went back (the demo's
 * replayed history, a clock set back, two writers on PostgreSQL). One row: `disordered_upto`, the last id at or
 * before which an entry may be earlier than one sealed before it (0: none), and `latest_at`, the latest `at` of the
 * entries up to it. Every entry after it is at least as late as every entry before it, so they read newest first by
 * id alone. The sealer moves the row when it seals an entry earlier than one before it. Filled here from the log as it
 * is: the last entry earlier than any entry before it. Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_time_order')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('disordered_upto', 'integer', (c) => c.notNull())
    .addColumn('latest_at', 'text', (c) => c.notNull())
    .execute();
  const { rows } = await sql<{ upto: number | null }>`
    select max(id) as upto from (
      select id, at, max(at) over (order by id rows between unbounded preceding and 1 preceding) as before_it from activity
    ) t where at < before_it`.execute(db);
  const upto = Number(rows[0]?.upto ?? 0);
  const latest = upto ? ((await sql<{ at: string | null }>`select max(at) as at from activity where id <= ${upto}`.execute(db)).rows[0]?.at ?? '') : '';
  await sql`insert into activity_time_order (id, disordered_upto, latest_at) values (1, ${upto}, ${latest})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_time_order').execute();
}
