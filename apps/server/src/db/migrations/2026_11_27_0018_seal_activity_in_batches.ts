import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The activity log's write path in two steps, so that logging adds little to each write:
 * - activity_pending: what a change's transaction writes, one row per entry (its content as JSON), no index but the
 *   key and no trigger, so the change and its entry still commit or roll back together at the cost of one small insert
 * - the sealer (in the server, every 250 ms and before every read of the log) moves pending rows into `activity` in
 *   batches, in id order: it links the hash chain, feeds the free-text index and adds up the tallies once per batch
 *   instead of once per entry. So the tally triggers of 0017 go (the purge subtracts what it deletes, the same way) and
 *   so does SQLite's per-entry FTS5 insert; the FTS5 delete trigger stays.
 * Also an index for the list filtered by actor type alone.
 * SQLite: a plain rowid key (no AUTOINCREMENT bookkeeping per insert); PostgreSQL: an identity column.
 * Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_pending')
    .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey()))
    .addColumn('entry', 'text', (c) => c.notNull())
    .execute();
  // The list filtered by actor type alone, newest first (the actor index orders by actor_id first: a sort of every
  // customer's entries, 379 ms p99 at 1,000,000 entries on SQLite).
  await sql`create index activity_actor_type_idx on activity (actor_type, at, id)`.execute(db);
  if (isPostgres(db)) {
    await sql`drop trigger activity_tally_insert on activity`.execute(db);
    await sql`drop trigger activity_tally_delete on activity`.execute(db);
    await sql`drop function activity_tally_apply()`.execute(db);
  } else {
    await sql`drop trigger activity_insert`.execute(db);
    await sql`drop trigger activity_delete`.execute(db);
    // The FTS5 index follows the purge's deletes (an external-content table must be told what went).
    await sql`create trigger activity_delete after delete on activity begin
        insert into activity_search (activity_search, rowid, search_text) values ('delete', old.id, old.search_text);
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const dims = (r: string) =>
    `('all', '', substr(${r}.at, 1, 10)), ('actor_type', ${r}.actor_type, substr(${r}.at, 1, 10)),
     ('actor', ${r}.actor_type || ':' || coalesce(cast(${r}.actor_id as text), ''), substr(${r}.at, 1, 10)),
     ('entity_type', ${r}.entity_type, substr(${r}.at, 1, 10)), ('action', ${r}.action, substr(${r}.at, 1, 10))`;
  if (isPostgres(db)) {
    await sql`create function activity_tally_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into activity_tally (dim, value, day, n)
          select d.dim, d.value, d.day, count(*) from new_rows r cross join lateral (values ${sql.raw(dims('r'))}) as d(dim, value, day)
          group by d.dim, d.value, d.day
          on conflict (dim, value, day) do update set n = activity_tally.n + excluded.n;
        else
          update activity_tally t set n = t.n - d.n
          from (select d.dim, d.value, d.day, count(*) as n from old_rows r cross join lateral (values ${sql.raw(dims('r'))}) as d(dim, value, day)
                group by d.dim, d.value, d.day) d
          where t.dim = d.dim and t.value = d.value and t.day = d.day;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger activity_tally_insert after insert on activity referencing new table as new_rows for each statement execute function activity_tally_apply()`.execute(
      db,
    );
    await sql`create trigger activity_tally_delete after delete on activity referencing old table as old_rows for each statement execute function activity_tally_apply()`.execute(
      db,
    );
  } else {
    await sql`drop trigger activity_delete`.execute(db);
    await sql`create trigger activity_insert after insert on activity begin
        insert into activity_search (rowid, search_text) values (new.id, new.search_text);
        insert into activity_tally (dim, value, day, n) select column1, column2, column3, 1 from (values ${sql.raw(dims('new'))}) where true
          on conflict (dim, value, day) do update set n = n + 1;
      end`.execute(db);
    await sql`create trigger activity_delete after delete on activity begin
        insert into activity_search (activity_search, rowid, search_text) values ('delete', old.id, old.search_text);
        update activity_tally set n = n - 1 where (dim, value, day) in (values ${sql.raw(dims('old'))});
      end`.execute(db);
  }
  await sql`drop index activity_actor_type_idx`.execute(db);
  await db.schema.dropTable('activity_pending').execute();
}
