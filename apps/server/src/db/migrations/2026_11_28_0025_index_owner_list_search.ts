import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The customers, businesses and trolleys lists at their scale (100,000 customers, 20,000 businesses, 100,000
 * trolleys): their searches read
 * every row (a "contains" over four columns of 100,000 customers: 65 ms on SQLite), and counted every match again on
 * every page.
 * - Trigram indexes on each list's own searched texts. SQLite: FTS5 tables (rowid = the row's id; every row, trashed
 *   ones too) kept by triggers. PostgreSQL: pg_trgm GIN indexes on the lowered columns the list compares.
 * - list_versions: one row per list, moved on by triggers in the same transaction as every write that can change what
 *   the list's search or filters find, so a count made at a version stays exact while the version does.
 * Frozen in time: raw SQL only, no application code.
 */
type Indexed = { table: string; fts: string; source: string; columns: Array<{ name: string; expr: (row: string) => string }> };
const INDEXED: Indexed[] = [
  {
    table: 'customers',
    fts: 'customers_text',
    source: 'first_name, last_name, email, number',
    columns: [
      { name: 'name', expr: (r) => `${r}.first_name || ' ' || ${r}.last_name` },
      { name: 'email', expr: (r) => `${r}.email` },
      { name: 'number', expr: (r) => `${r}.number` },
    ],
  },
  {
    table: 'businesses',
    fts: 'businesses_text',
    source: 'name, account_id, contact, address',
    columns: ['name', 'account_id', 'contact', 'address'].map((c) => ({ name: c, expr: (r: string) => `${r}.${c}` })),
  },
  {
    table: 'trolleys',
    fts: 'trolleys_text',
    source: 'name, uid, serial_number',
    columns: ['name', 'uid', 'serial_number'].map((c) => ({ name: c, expr: (r: string) => `${r}.${c}` })),
  },
];

/** What each list reads: a write to one of these columns (or an insert or delete of the table) moves its version. */
const VERSIONED: Record<string, Array<{ table: string; columns: string; rows: boolean }>> = {
  customers: [
    { table: 'customers', columns: 'first_name, last_name, email, number, business_id, deleted_at', rows: true },
    { table: 'businesses', columns: 'name, customer_id, deleted_at', rows: false },
  ],
  businesses: [
    { table: 'businesses', columns: 'name, account_id, contact, address, customer_id, deleted_at', rows: true },
    { table: 'customers', columns: 'first_name, last_name, email, deleted_at', rows: false },
  ],
  trolleys: [
    { table: 'trolleys', columns: 'name, uid, serial_number, trolley_status, plant_id, customer_id, from_plant_id, to_plant_id, deleted_at', rows: true },
    { table: 'customers', columns: 'first_name, last_name', rows: false },
    { table: 'plants', columns: 'name', rows: false },
  ],
};

const triggerName = (list: string, table: string, event: string) => `list_versions_${list}_${table}_${event}`;
function versionTriggers() {
  const out: Array<{ name: string; table: string; event: string; list: string }> = [];
  for (const [list, sources] of Object.entries(VERSIONED)) {
    for (const s of sources) {
      out.push({ name: triggerName(list, s.table, 'update'), table: s.table, event: `update of ${s.columns}`, list });
      out.push({ name: triggerName(list, s.table, 'delete'), table: s.table, event: 'delete', list });
      if (s.rows) out.push({ name: triggerName(list, s.table, 'insert'), table: s.table, event: 'insert', list });
    }
  }
  return out;
}

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql`create table list_versions (name text primary key, version bigint not null)`.execute(db);
  for (const list of Object.keys(VERSIONED)) await sql`insert into list_versions (name, version) values (${list}, 1)`.execute(db);

  if (pg) {
    for (const t of INDEXED) {
      for (const c of t.columns) {
        await sql`create index ${sql.id(`${t.table}_${c.name}_lower_trgm_idx`)} on ${sql.table(t.table)} using gin ((lower(${sql.raw(c.expr(t.table).replaceAll(`${t.table}.`, ''))})) public.gin_trgm_ops)`.execute(
          db,
        );
      }
    }
    await sql`create function list_versions_bump() returns trigger language plpgsql as $$
      begin
        update list_versions set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    // One bump per statement, whatever the row count.
    for (const v of versionTriggers()) {
      await sql`create trigger ${sql.id(v.name)} after ${sql.raw(v.event)} on ${sql.table(v.table)}
          for each statement execute function list_versions_bump(${sql.lit(v.list)})`.execute(db);
    }
    return;
  }

  for (const t of INDEXED) {
    const fts = sql.id(t.fts);
    const names = sql.raw(t.columns.map((c) => c.name).join(', '));
    const values = (row: string) => sql.raw(t.columns.map((c) => c.expr(row)).join(', '));
    await sql`create virtual table ${fts} using fts5(${names}, tokenize='trigram')`.execute(db);
    await sql`insert into ${fts} (rowid, ${names}) select id, ${values(t.table)} from ${sql.table(t.table)}`.execute(db);
    await sql`create trigger ${sql.id(`${t.fts}_insert`)} after insert on ${sql.table(t.table)} begin
        insert into ${fts} (rowid, ${names}) values (new.id, ${values('new')});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${t.fts}_update`)} after update of ${sql.raw(t.source)} on ${sql.table(t.table)} begin
        delete from ${fts} where rowid = old.id;
        insert into ${fts} (rowid, ${names}) values (new.id, ${values('new')});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${t.fts}_delete`)} after delete on ${sql.table(t.table)} begin
        delete from ${fts} where rowid = old.id;
      end`.execute(db);
  }
  for (const v of versionTriggers()) {
    await sql`create trigger ${sql.id(v.name)} after ${sql.raw(v.event)} on ${sql.table(v.table)} begin
        update list_versions set version = version + 1 where name = ${sql.lit(v.list)};
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const v of versionTriggers()) {
    if (pg) await sql`drop trigger ${sql.id(v.name)} on ${sql.table(v.table)}`.execute(db);
    else await sql`drop trigger ${sql.id(v.name)}`.execute(db);
  }
  if (pg) {
    await sql`drop function list_versions_bump()`.execute(db);
    for (const t of INDEXED) for (const c of t.columns) await sql`drop index ${sql.id(`${t.table}_${c.name}_lower_trgm_idx`)}`.execute(db);
  } else {
    for (const t of INDEXED) {
      for (const e of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${t.fts}_${e}`)}`.execute(db);
      await sql`drop table ${sql.id(t.fts)}`.execute(db);
    }
  }
  await sql`drop table list_versions`.execute(db);
}
