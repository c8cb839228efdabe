import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// The tickets list fast at a million rows.
// - customer_name and business_name on the ticket (kept in step by the application when a business is renamed), so
//   the list sorts by customer name from an index instead of sorting every joined row.
// - A substring search index over ticket id, order numbers, customer and business name: FTS5 with the trigram
//   tokenizer on SQLite (an external-content table kept in step by triggers), pg_trgm on PostgreSQL (a GIN index on
//   one expression, which the repository searches with the same expression). A plain LIKE '%x%' scans every row.
// - ticket_counts: live and disabled tickets per business, kept by triggers in the same transaction as every
//   write, so the list's count without a search and the dashboard's count read a few rows instead of counting a million.
// Frozen in time: raw SQL only, no application code.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await sql`alter table tickets add column customer_name text not null default ''`.execute(db);
  await sql`alter table tickets add column business_name text not null default ''`.execute(db);
  await sql`update tickets set
      customer_name = (select c.first_name || ' ' || c.last_name from customers c where c.id = tickets.customer_id),
      business_name = (select b.name from businesses b where b.id = tickets.business_id)`.execute(db);
  await sql`create index tickets_live_customer_name_lower_idx on tickets (lower(customer_name), id) where deleted_at is null`.execute(db);
  await sql`create index tickets_live_business_name_lower_idx on tickets (lower(business_name), id) where deleted_at is null`.execute(db);
  // The default order (newest first) of the live list and its deep pages: a walk of this index alone, no table rows.
  // PostgreSQL takes it by itself (110 ms via the primary key and the heap, 38 ms with it, for a page at 485,000);
  // SQLite prefers its rowid order, so the repository names it (INDEXED BY) for that one query. There is no index
  // on deleted_at itself: without statistics (the server runs no ANALYZE) SQLite took `deleted_at is null` for a
  // selective equality on such an index and sorted every live row for every other order (115-150 ms at a million).
  await sql`create index tickets_live_id_idx on tickets (id) where deleted_at is null`.execute(db);
  // The business filter's live list in the default order.
  await sql`create index tickets_live_business_idx on tickets (business_id, id) where deleted_at is null`.execute(db);

  await sql`create table ticket_counts (business_id integer primary key, live integer not null default 0, deleted integer not null default 0)`.execute(db);

  if (pg) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index tickets_search_trgm_idx on tickets using gin (
        (ticket_id || chr(31) || glass_order_no || chr(31) || coalesce(customer_po_no, '') || chr(31) || customer_name || chr(31) || business_name) public.gin_trgm_ops)`.execute(
      db,
    );
    // Statement-level triggers with transition tables: one aggregated upsert per statement, however many rows.
    await sql`create function ticket_counts_apply() returns trigger language plpgsql as $$
      begin
        -- An update that moves no ticket in or out of the trash, nor to another business, changes no count.
        -- (Nested: a transition table an event lacks may not even be named in a statement it plans.)
        if tg_op = 'UPDATE' then
          if not exists (select 1 from old_rows o join new_rows n on n.id = o.id
              where o.business_id <> n.business_id or (o.deleted_at is null) <> (n.deleted_at is null)) then
            return null;
          end if;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          update ticket_counts c set live = c.live - d.live, deleted = c.deleted - d.deleted
          from (select business_id, count(*) filter (where deleted_at is null) as live, count(*) filter (where deleted_at is not null) as deleted
                from old_rows group by business_id) d
          where c.business_id = d.business_id;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ticket_counts (business_id, live, deleted)
          select business_id, count(*) filter (where deleted_at is null), count(*) filter (where deleted_at is not null) from new_rows group by business_id
          on conflict (business_id) do update set live = ticket_counts.live + excluded.live, deleted = ticket_counts.deleted + excluded.deleted;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ticket_counts_insert after insert on tickets referencing new table as new_rows for each statement execute function ticket_counts_apply()`.execute(db);
    await sql`create trigger ticket_counts_delete after delete on tickets referencing old table as old_rows for each statement execute function ticket_counts_apply()`.execute(db);
    await sql`create trigger ticket_counts_update after update on tickets referencing old table as old_rows new table as new_rows for each statement execute function ticket_counts_apply()`.execute(
      db,
    );
  } else {
    await sql`create virtual table tickets_search using fts5(ticket_id, glass_order_no, customer_po_no, customer_name, business_name, content='tickets', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into tickets_search (tickets_search) values ('rebuild')`.execute(db);
    const cols = sql.raw('ticket_id, glass_order_no, customer_po_no, customer_name, business_name');
    const oldVals = sql.raw('old.id, old.ticket_id, old.glass_order_no, old.customer_po_no, old.customer_name, old.business_name');
    const newVals = sql.raw('new.id, new.ticket_id, new.glass_order_no, new.customer_po_no, new.customer_name, new.business_name');
    await sql`create trigger tickets_search_insert after insert on tickets begin
        insert into tickets_search (rowid, ${cols}) values (${newVals});
      end`.execute(db);
    await sql`create trigger tickets_search_delete after delete on tickets begin
        insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
      end`.execute(db);
    await sql`create trigger tickets_search_update after update of ticket_id, glass_order_no, customer_po_no, customer_name, business_name on tickets begin
        insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
        insert into tickets_search (rowid, ${cols}) values (${newVals});
      end`.execute(db);

    const add = (row: 'new' | 'old', sign: '+' | '-') =>
      sql.raw(`insert into ticket_counts (business_id, live, deleted) values (${row}.business_id, ${sign}(${row}.deleted_at is null), ${sign}(${row}.deleted_at is not null))
        on conflict (business_id) do update set live = live + excluded.live, deleted = deleted + excluded.deleted;`);
    await sql`create trigger ticket_counts_insert after insert on tickets begin ${add('new', '+')} end`.execute(db);
    await sql`create trigger ticket_counts_delete after delete on tickets begin ${add('old', '-')} end`.execute(db);
    await sql`create trigger ticket_counts_update after update of deleted_at, business_id on tickets begin ${add('old', '-')} ${add('new', '+')} end`.execute(db);
  }
  await sql`insert into ticket_counts (business_id, live, deleted)
      select business_id, sum(case when deleted_at is null then 1 else 0 end), sum(case when deleted_at is null then 0 else 1 end) from tickets group by business_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`ticket_counts_${t}`)} on tickets`.execute(db);
    await sql`drop function ticket_counts_apply()`.execute(db);
    await sql`drop index tickets_search_trgm_idx`.execute(db);
  } else {
    for (const t of ['tickets_search_insert', 'tickets_search_delete', 'tickets_search_update', 'ticket_counts_insert', 'ticket_counts_delete', 'ticket_counts_update']) {
      await sql`drop trigger ${sql.id(t)}`.execute(db);
    }
    await sql`drop table tickets_search`.execute(db);
  }
  await sql`drop table ticket_counts`.execute(db);
  for (const i of ['live_customer_name_lower', 'live_business_name_lower', 'live_id', 'live_business']) {
    await sql`drop index ${sql.id(`tickets_${i}_idx`)}`.execute(db);
  }
  await sql`alter table tickets drop column business_name`.execute(db);
  await sql`alter table tickets drop column customer_name`.execute(db);
}
