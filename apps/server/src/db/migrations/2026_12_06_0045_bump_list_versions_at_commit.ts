import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * PostgreSQL only: the lists' versions (list_versions, migration 0025) move at commit. Each write to a list's table
 * moved its list's row with a statement trigger, which held that row's lock until the writing transaction ended: a
 * hand-over's first trolley moved took the trolleys' row, and every other hand-over at that moment waited for the
 * whole visit (its 19 other moves, its entries, its receipt) before its own first move. Now each of those triggers is
 * a row trigger deferred to the commit, bumping the version once per transaction (a transaction-local setting
 * remembers it did), so the row is held only while the transaction commits. The version still moves in the same
 * transaction as the write, so a count made at a version stays exact while the version does. SQLite has one writer at
 * a time and keeps its triggers. Frozen in time: raw SQL only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create function list_versions_bump_at_commit() returns trigger language plpgsql as $$
      begin
        if current_setting('glassdesk.list_bumped_' || tg_argv[0], true) is distinct from 'yes' then
          update list_versions set version = version + 1 where name = tg_argv[0];
          perform set_config('glassdesk.list_bumped_' || tg_argv[0], 'yes', true);
        end if;
        return null;
      end $$`.execute(db);
  const triggers = await sql<{ name: string; definition: string }>`select tgname as name, pg_get_triggerdef(oid) as definition
      from pg_trigger where tgfoid = 'list_versions_bump'::regproc order by tgname`.execute(db);
  for (const { name, definition } of triggers.rows) {
    // CREATE TRIGGER n AFTER <event> ON <table> FOR EACH STATEMENT EXECUTE FUNCTION list_versions_bump('<list>')
    const deferred = definition
      .replace(/^CREATE TRIGGER /, 'CREATE CONSTRAINT TRIGGER ')
      .replace(' FOR EACH STATEMENT ', ' DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ')
      .replace(' list_versions_bump(', ' list_versions_bump_at_commit(');
    if (deferred === definition || !deferred.includes('FOR EACH ROW')) throw new Error(`Unexpected trigger definition: ${definition}`);
    const table = /\bON (\S+) /.exec(definition)![1];
    await sql`drop trigger ${sql.id(name)} on ${sql.raw(table)}`.execute(db);
    await sql.raw(deferred).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  const triggers = await sql<{ name: string; definition: string }>`select tgname as name, pg_get_triggerdef(oid) as definition
      from pg_trigger where tgfoid = 'list_versions_bump_at_commit'::regproc order by tgname`.execute(db);
  for (const { name, definition } of triggers.rows) {
    const table = /\bON (\S+) /.exec(definition)![1];
    await sql`drop trigger ${sql.id(name)} on ${sql.raw(table)}`.execute(db);
    const statement = definition
      .replace(/^CREATE CONSTRAINT TRIGGER /, 'CREATE TRIGGER ')
      .replace(/ DEFERRABLE INITIALLY DEFERRED FOR EACH ROW /, ' FOR EACH STATEMENT ')
      .replace(' list_versions_bump_at_commit(', ' list_versions_bump(');
    await sql.raw(statement).execute(db);
  }
  await sql`drop function list_versions_bump_at_commit()`.execute(db);
}
