import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './helpers.js';

/**
 * The activity log (CONTRACT "Activity log"): one append-only row per state change, written by the service
 * in the change's own transaction. Nothing in the application updates or deletes a row, except the retention purge
 * of the hourly housekeeping, which records what it removed (see activity_bridges).
 * - at: ISO-8601 UTC text; the lists read newest first (at desc, id desc), so every filter's index ends with `at`
 * - actor_name / entity_label: the names as they were, so an entry reads the same after its record is gone
 * - changes: JSON [{field, before, after}] of readable values; search_text: the lower-cased words a free-text search
 *   looks in (actor, label, changed values)
 * - kind: the retention class (money, access, sign_in, records)
 * - prev_hash / hash: the chain, in id order: hash = sha256(prev_hash + the entry's canonical content)
 * - activity_tally: entries per day for each value of each one-filter dimension (all, actor_type, actor, entity_type,
 *   action), kept by triggers in the writing transaction, so a list's count under any one filter (and a date range)
 *   sums at most one row per day instead of counting a million entries
 * - the free-text search's trigram index: FTS5 (SQLite, kept by triggers) or pg_trgm (PostgreSQL) over search_text
 * Frozen in time: no application code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('activity'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('entity_label', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('client_address', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await sql`create index activity_at_idx on activity (at, id)`.execute(db);
  await sql`create index activity_actor_idx on activity (actor_type, actor_id, at, id)`.execute(db);
  await sql`create index activity_entity_idx on activity (entity_type, entity_id, at, id)`.execute(db);
  await sql`create index activity_entity_type_idx on activity (entity_type, at, id)`.execute(db);
  await sql`create index activity_action_idx on activity (action, at, id)`.execute(db);
  await sql`create index activity_kind_idx on activity (kind, at)`.execute(db);

  await db.schema
    .createTable('activity_tally')
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_tally_pkey', ['dim', 'value', 'day'])
    .execute();
  // One row per dimension of an entry: (dim, value) as the list's filters name them; the day of its `at`.
  const dims = (r: string) =>
    `('all', '', substr(${r}.at, 1, 10)), ('actor_type', ${r}.actor_type, substr(${r}.at, 1, 10)),
     ('actor', ${r}.actor_type || ':' || coalesce(cast(${r}.actor_id as text), ''), substr(${r}.at, 1, 10)),
     ('entity_type', ${r}.entity_type, substr(${r}.at, 1, 10)), ('action', ${r}.action, substr(${r}.at, 1, 10))`;

  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index activity_search_trgm_idx on activity using gin (search_text public.gin_trgm_ops)`.execute(db);
    // Statement-level: one aggregated upsert per statement (the purge deletes thousands at once).
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
    await sql`create virtual table activity_search using fts5(search_text, content='activity', content_rowid='id', tokenize='trigram')`.execute(db);
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

  // Where the retention purge cut the chain: the first kept entry after a purged run, and the hash it links to. The
  // purge's own entry (in the chain) carries a digest of these rows, so they cannot be added by hand unnoticed.
  await db.schema
    .createTable('activity_bridges')
    .addColumn('entry_id', 'integer', (c) => c.primaryKey())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('purge_entry_id', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_bridges').execute();
  if (isPostgres(db)) {
    await sql`drop trigger activity_tally_insert on activity`.execute(db);
    await sql`drop trigger activity_tally_delete on activity`.execute(db);
    await sql`drop function activity_tally_apply()`.execute(db);
  } else {
    await sql`drop trigger activity_insert`.execute(db);
    await sql`drop trigger activity_delete`.execute(db);
    await sql`drop table activity_search`.execute(db);
  }
  await db.schema.dropTable('activity_tally').execute();
  await db.schema.dropTable('activity').execute();
}
