import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Searches that match hundreds of thousands of tickets. Their exact count costs what counting those matches
 * costs (a year in the order numbers: 300,000 matches, 50 ms on SQLite, every request), so the list keeps the counts
 * it computed with the version of the searched data they were computed at, and counts again only when it changed.
 * - ticket_search_version: one row, moved on by triggers in the same transaction as every write that can change what
 *   a search finds or how many: a ticket added, deleted, trashed, restored, moved or with a searched text changed, a
 *   customer's or business's name changed (tickets are searched by their owners' names).
 * - tickets keep their customer's name: the customer app's profile change renamed the customer but not its tickets'
 *   copies (the list shows and sorts by the copy); the copies are brought in step here, and the application renames
 *   them since.
 * Frozen in time: raw SQL only, no application code.
 */
const TICKET_COLUMNS = 'ticket_id, glass_order_no, customer_po_no, customer_id, business_id, deleted_at, customer_name, business_name';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table ticket_search_version (id integer primary key, version bigint not null)`.execute(db);
  await sql`insert into ticket_search_version (id, version) values (1, 1)`.execute(db);
  await sql`update tickets set customer_name = (select c.first_name || ' ' || c.last_name from customers c where c.id = tickets.customer_id)
      where customer_name <> (select c.first_name || ' ' || c.last_name from customers c where c.id = tickets.customer_id)`.execute(db);
  const events: Array<{ name: string; on: string; event: string }> = [
    { name: 'tickets_insert', on: 'tickets', event: 'insert' },
    { name: 'tickets_delete', on: 'tickets', event: 'delete' },
    { name: 'tickets_update', on: 'tickets', event: `update of ${TICKET_COLUMNS}` },
    { name: 'customers_update', on: 'customers', event: 'update of first_name, last_name' },
    { name: 'businesses_update', on: 'businesses', event: 'update of name' },
  ];
  if (isPostgres(db)) {
    // One bump per statement, whatever the row count.
    await sql`create function ticket_search_version_bump() returns trigger language plpgsql as $$
      begin
        update ticket_search_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const e of events) {
      await sql`create trigger ${sql.id(`ticket_search_version_${e.name}`)} after ${sql.raw(e.event)} on ${sql.table(e.on)}
          for each statement execute function ticket_search_version_bump()`.execute(db);
    }
    return;
  }
  for (const e of events) {
    await sql`create trigger ${sql.id(`ticket_search_version_${e.name}`)} after ${sql.raw(e.event)} on ${sql.table(e.on)} begin
        update ticket_search_version set version = version + 1 where id = 1;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, on] of [
    ['tickets_insert', 'tickets'],
    ['tickets_delete', 'tickets'],
    ['tickets_update', 'tickets'],
    ['customers_update', 'customers'],
    ['businesses_update', 'businesses'],
  ]) {
    if (isPostgres(db)) await sql`drop trigger ${sql.id(`ticket_search_version_${name}`)} on ${sql.table(on)}`.execute(db);
    else await sql`drop trigger ${sql.id(`ticket_search_version_${name}`)}`.execute(db);
  }
  if (isPostgres(db)) await sql`drop function ticket_search_version_bump()`.execute(db);
  await sql`drop table ticket_search_version`.execute(db);
}
