import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL only: every 3-character piece (a gram) of the businesses' and trolleys' searched texts, lowered, with the
 * row's id, in a table whose primary key is (gram, id): a search's matches in the id order are then a walk of one of
 * its grams' ids, newest first, each row rechecked, that stops at the page's last match. pg_trgm's GIN indexes
 * (migration 0025) give their matches as a bitmap, in no order: "tr-1", the oldest third of 100,000 trolleys, had all
 * its 33,898 rows read and rechecked before its ten newest could be taken (p99 707 ms under ten connections). SQLite's
 * FTS5 tables already give their matches in rowid order. Kept by triggers: inserts per statement (a bulk insert is
 * one statement), a change of a searched text per row, a delete per statement. Frozen in time: raw SQL only.
 */
const LISTS = [
  { table: 'businesses', columns: ['name', 'account_id', 'contact', 'address'] },
  { table: 'trolleys', columns: ['name', 'uid', 'serial_number'] },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  // The distinct grams of some texts (null texts have none), by characters as PostgreSQL's substr counts them.
  await sql`create function list_grams(texts text[]) returns setof text language sql immutable parallel safe as $$
      select distinct substr(t, i, 3) from unnest(texts) as t, generate_series(1, length(t) - 2) as i
    $$`.execute(db);
  for (const { table, columns } of LISTS) {
    const grams = `${table}_grams`;
    const texts = (row: string) => sql.raw(`array[${columns.map((c) => `lower(${row}.${c})`).join(', ')}]`);
    await sql`create table ${sql.table(grams)} (gram text not null, id integer not null, primary key (gram, id))`.execute(db);
    await sql`insert into ${sql.table(grams)} (gram, id) select g, r.id from ${sql.table(table)} as r, list_grams(${texts('r')}) as g`.execute(db);
    await sql`create function ${sql.id(`${grams}_inserted`)}() returns trigger language plpgsql as $$
        begin
          insert into ${sql.table(grams)} (gram, id) select g, n.id from new_rows as n, list_grams(${texts('n')}) as g;
          return null;
        end $$`.execute(db);
    await sql`create function ${sql.id(`${grams}_changed`)}() returns trigger language plpgsql as $$
        begin
          delete from ${sql.table(grams)} where id = old.id and gram in (select list_grams(${texts('old')}));
          insert into ${sql.table(grams)} (gram, id) select g, new.id from list_grams(${texts('new')}) as g;
          return null;
        end $$`.execute(db);
    await sql`create function ${sql.id(`${grams}_deleted`)}() returns trigger language plpgsql as $$
        begin
          delete from ${sql.table(grams)} as k using (select g, o.id from old_rows as o, list_grams(${texts('o')}) as g) as d
            where k.gram = d.g and k.id = d.id;
          return null;
        end $$`.execute(db);
    await sql`create trigger ${sql.id(`${grams}_insert`)} after insert on ${sql.table(table)} referencing new table as new_rows
        for each statement execute function ${sql.id(`${grams}_inserted`)}()`.execute(db);
    await sql`create trigger ${sql.id(`${grams}_update`)} after update of ${sql.raw(columns.join(', '))} on ${sql.table(table)} for each row
        when (${sql.raw(columns.map((c) => `old.${c} is distinct from new.${c}`).join(' or '))})
        execute function ${sql.id(`${grams}_changed`)}()`.execute(db);
    await sql`create trigger ${sql.id(`${grams}_delete`)} after delete on ${sql.table(table)} referencing old table as old_rows
        for each statement execute function ${sql.id(`${grams}_deleted`)}()`.execute(db);
    await sql`analyze ${sql.table(grams)}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table } of LISTS) {
    const grams = `${table}_grams`;
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${grams}_${event}`)} on ${sql.table(table)}`.execute(db);
    for (const fn of ['inserted', 'changed', 'deleted']) await sql`drop function ${sql.id(`${grams}_${fn}`)}()`.execute(db);
    await sql`drop table ${sql.table(grams)}`.execute(db);
  }
  await sql`drop function list_grams(text[])`.execute(db);
}
