import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * At a realistic scale (100,000 customers, 20,000 businesses) the dashboard counted the live customers
 * and businesses on every request (a count over 100,000 rows). live_counts keeps them, moved by triggers in the same
 * transaction as every insert, delete, soft delete and restore (as ticket_counts does for tickets), so the dashboard
 * reads two rows. Frozen in time: raw SQL only, no application code.
 */
const TABLES = ['customers', 'businesses'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql`create table live_counts (name text primary key, live bigint not null)`.execute(db);
  for (const table of TABLES) {
    await sql`insert into live_counts (name, live) select ${sql.lit(table)}, count(*) from ${sql.table(table)} where deleted_at is null`.execute(db);
    const move = (delta: string, when: string) => sql.raw(`update live_counts set live = live + (${delta}) where name = '${table}' and (${when});`);
    if (pg) {
      // Row triggers: customers and businesses are written one at a time (a statement trigger would need transition
      // tables for a one-row change).
      await sql`create function ${sql.id(`live_counts_${table}`)}() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${move('1', 'new.deleted_at is null')}
          elsif tg_op = 'DELETE' then ${move('-1', 'old.deleted_at is null')}
          else ${move('case when new.deleted_at is null then 1 else 0 end - case when old.deleted_at is null then 1 else 0 end', 'true')}
          end if;
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`live_counts_${table}`)} after insert or delete or update of deleted_at on ${sql.table(table)}
          for each row execute function ${sql.id(`live_counts_${table}`)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.id(`live_counts_${table}_insert`)} after insert on ${sql.table(table)} begin ${move('1', 'new.deleted_at is null')} end`.execute(db);
      await sql`create trigger ${sql.id(`live_counts_${table}_delete`)} after delete on ${sql.table(table)} begin ${move('-1', 'old.deleted_at is null')} end`.execute(db);
      await sql`create trigger ${sql.id(`live_counts_${table}_update`)} after update of deleted_at on ${sql.table(table)} begin
          ${move('(new.deleted_at is null) - (old.deleted_at is null)', '1')}
        end`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql`drop trigger ${sql.id(`live_counts_${table}`)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.id(`live_counts_${table}`)}()`.execute(db);
    } else {
      for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`live_counts_${table}_${t}`)}`.execute(db);
    }
  }
  await sql`drop table live_counts`.execute(db);
}
