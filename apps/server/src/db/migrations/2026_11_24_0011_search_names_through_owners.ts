import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// A ticket search for a customer's or a business's name looks the name up where it lives (20,000 customers,
// 300 businesses) and takes those owners' tickets through their indexes, instead of reading the trigram postings of
// a million tickets' copies of the names: "yang" read the postings of "yan" and "ang", common in names, from every
// ticket (SQLite 0.9 ms, PostgreSQL 50 ms a request at a million tickets, growing with them). The tickets' own search
// index (migration 0008) keeps the ticket id and the order numbers only; customers' "first last" and businesses'
// names get trigram indexes of their own: FTS5 tables kept by triggers on SQLite, pg_trgm GIN on PostgreSQL.
// Frozen in time: raw SQL only, no application code.
const TICKET_COLS = 'ticket_id, glass_order_no, customer_po_no';

export async function up(db: Kysely<any>): Promise<void> {
  // A customer's live tickets (a name's matches, and the customer filter) from the index alone.
  await sql`create index tickets_live_customer_idx on tickets (customer_id, id) where deleted_at is null`.execute(db);
  if (isPostgres(db)) {
    await sql`drop index tickets_search_trgm_idx`.execute(db);
    await sql`create index tickets_search_trgm_idx on tickets using gin (
        (ticket_id || chr(31) || glass_order_no || chr(31) || coalesce(customer_po_no, '')) public.gin_trgm_ops)`.execute(db);
    await sql`create index customers_name_trgm_idx on customers using gin ((first_name || ' ' || last_name) public.gin_trgm_ops)`.execute(db);
    await sql`create index businesses_name_trgm_idx on businesses using gin (name public.gin_trgm_ops)`.execute(db);
    return;
  }
  for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`tickets_search_${t}`)}`.execute(db);
  await sql`drop table tickets_search`.execute(db);
  const cols = sql.raw(TICKET_COLS);
  await sql`create virtual table tickets_search using fts5(${cols}, content='tickets', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into tickets_search (tickets_search) values ('rebuild')`.execute(db);
  const oldVals = sql.raw('old.id, old.ticket_id, old.glass_order_no, old.customer_po_no');
  const newVals = sql.raw('new.id, new.ticket_id, new.glass_order_no, new.customer_po_no');
  await sql`create trigger tickets_search_insert after insert on tickets begin
      insert into tickets_search (rowid, ${cols}) values (${newVals});
    end`.execute(db);
  await sql`create trigger tickets_search_delete after delete on tickets begin
      insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
    end`.execute(db);
  await sql`create trigger tickets_search_update after update of ${cols} on tickets begin
      insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
      insert into tickets_search (rowid, ${cols}) values (${newVals});
    end`.execute(db);

  // The owners' names: small FTS5 tables of their own (rowid = the owner's id), every row, trashed ones too (their
  // tickets are still listed and searched).
  const owners: Array<{ table: string; name: (row: string) => string; columns: string }> = [
    { table: 'customers', name: (r) => `${r}.first_name || ' ' || ${r}.last_name`, columns: 'first_name, last_name' },
    { table: 'businesses', name: (r) => `${r}.name`, columns: 'name' },
  ];
  for (const o of owners) {
    const fts = sql.id(`${o.table}_search`);
    await sql`create virtual table ${fts} using fts5(name, tokenize='trigram')`.execute(db);
    await sql`insert into ${fts} (rowid, name) select id, ${sql.raw(o.name(o.table))} from ${sql.table(o.table)}`.execute(db);
    await sql`create trigger ${sql.id(`${o.table}_search_insert`)} after insert on ${sql.table(o.table)} begin
        insert into ${fts} (rowid, name) values (new.id, ${sql.raw(o.name('new'))});
      end`.execute(db);
    await sql`create trigger ${sql.id(`${o.table}_search_update`)} after update of ${sql.raw(o.columns)} on ${sql.table(o.table)} begin
        update ${fts} set name = ${sql.raw(o.name('new'))} where rowid = new.id;
      end`.execute(db);
    await sql`create trigger ${sql.id(`${o.table}_search_delete`)} after delete on ${sql.table(o.table)} begin
        delete from ${fts} where rowid = old.id;
      end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index tickets_live_customer_idx`.execute(db);
  if (isPostgres(db)) {
    await sql`drop index businesses_name_trgm_idx`.execute(db);
    await sql`drop index customers_name_trgm_idx`.execute(db);
    await sql`drop index tickets_search_trgm_idx`.execute(db);
    await sql`create index tickets_search_trgm_idx on tickets using gin (
        (ticket_id || chr(31) || glass_order_no || chr(31) || coalesce(customer_po_no, '') || chr(31) || customer_name || chr(31) || business_name) public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  for (const table of ['customers', 'businesses']) {
    for (const t of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`${table}_search_${t}`)}`.execute(db);
    await sql`drop table ${sql.id(`${table}_search`)}`.execute(db);
  }
  for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`tickets_search_${t}`)}`.execute(db);
  await sql`drop table tickets_search`.execute(db);
  const cols = sql.raw('ticket_id, glass_order_no, customer_po_no, customer_name, business_name');
  await sql`create virtual table tickets_search using fts5(${cols}, content='tickets', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into tickets_search (tickets_search) values ('rebuild')`.execute(db);
  const oldVals = sql.raw('old.id, old.ticket_id, old.glass_order_no, old.customer_po_no, old.customer_name, old.business_name');
  const newVals = sql.raw('new.id, new.ticket_id, new.glass_order_no, new.customer_po_no, new.customer_name, new.business_name');
  await sql`create trigger tickets_search_insert after insert on tickets begin insert into tickets_search (rowid, ${cols}) values (${newVals}); end`.execute(db);
  await sql`create trigger tickets_search_delete after delete on tickets begin
      insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
    end`.execute(db);
  await sql`create trigger tickets_search_update after update of ${cols} on tickets begin
      insert into tickets_search (tickets_search, rowid, ${cols}) values ('delete', ${oldVals});
      insert into tickets_search (rowid, ${cols}) values (${newVals});
    end`.execute(db);
}
