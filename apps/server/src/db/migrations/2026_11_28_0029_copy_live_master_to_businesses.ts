import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The businesses list sorts by its live master customer (its id, "first last" name and email: a master
 * customer in the trash reads as none), all through a join, so each page sorted all 20,000 businesses' keys (21-24 ms
 * on SQLite a request). Each business now keeps copies of them, kept by triggers in the same transaction as every
 * write that changes them (the master changed, the customer renamed, its email changed, trashed, restored or
 * deleted), with live indexes behind the three orders. Frozen in time: raw SQL only, no application code.
 */
const COPIES = [
  { column: 'master_id', text: 'm.id' },
  { column: 'master_name', text: `m.first_name || ' ' || m.last_name` },
  { column: 'master_email', text: 'm.email' },
] as const;
const live = (column: string, row: string) => `(select ${COPIES.find((c) => c.column === column)?.text} from customers m where m.id = ${row}.customer_id and m.deleted_at is null)`;
const setAll = (row: string) => COPIES.map((c) => `${c.column} = ${live(c.column, row)}`).join(', ');

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add column master_id integer`.execute(db);
  await sql`alter table businesses add column master_name text`.execute(db);
  await sql`alter table businesses add column master_email text`.execute(db);
  await sql`update businesses set ${sql.raw(setAll('businesses'))}`.execute(db);
  await sql`create index businesses_live_master_id_idx on businesses (master_id, id) where deleted_at is null`.execute(db);
  await sql`create index businesses_live_master_name_idx on businesses (lower(master_name), id) where deleted_at is null`.execute(db);
  await sql`create index businesses_live_master_email_idx on businesses (lower(master_email), id) where deleted_at is null`.execute(db);

  // A customer renamed, its email changed, trashed or restored: the businesses it is the master customer of.
  const fromCustomer = (row: string) => `update businesses
      set master_id = case when ${row}.deleted_at is null then ${row}.id end,
          master_name = case when ${row}.deleted_at is null then ${row}.first_name || ' ' || ${row}.last_name end,
          master_email = case when ${row}.deleted_at is null then ${row}.email end
      where customer_id = ${row}.id;`;
  const gone = (row: string) => `update businesses set master_id = null, master_name = null, master_email = null where master_id = ${row}.id;`;
  if (isPostgres(db)) {
    await sql`create function businesses_master_copy() returns trigger language plpgsql as $$
      begin
        select m.id, m.first_name || ' ' || m.last_name, m.email into new.master_id, new.master_name, new.master_email
          from customers m where m.id = new.customer_id and m.deleted_at is null;
        if not found then
          new.master_id := null;
          new.master_name := null;
          new.master_email := null;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger businesses_master_copy before insert or update of customer_id on businesses
        for each row execute function businesses_master_copy()`.execute(db);
    await sql`create function customers_master_copy() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          ${sql.raw(gone('old'))}
        else
          ${sql.raw(fromCustomer('new'))}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger customers_master_copy after update of first_name, last_name, email, deleted_at or delete on customers
        for each row execute function customers_master_copy()`.execute(db);
    return;
  }
  const copy = sql.raw(`update businesses set ${setAll('new')} where id = new.id;`);
  await sql`create trigger businesses_master_insert after insert on businesses begin ${copy} end`.execute(db);
  await sql`create trigger businesses_master_update after update of customer_id on businesses begin ${copy} end`.execute(db);
  await sql`create trigger customers_master_update after update of first_name, last_name, email, deleted_at on customers begin ${sql.raw(fromCustomer('new'))} end`.execute(db);
  await sql`create trigger customers_master_delete after delete on customers begin ${sql.raw(gone('old'))} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger customers_master_copy on customers`.execute(db);
    await sql`drop trigger businesses_master_copy on businesses`.execute(db);
    await sql`drop function customers_master_copy()`.execute(db);
    await sql`drop function businesses_master_copy()`.execute(db);
  } else {
    for (const t of ['businesses_master_insert', 'businesses_master_update', 'customers_master_update', 'customers_master_delete'])
      await sql`drop trigger ${sql.id(t)}`.execute(db);
  }
  for (const i of ['businesses_live_master_id_idx', 'businesses_live_master_name_idx', 'businesses_live_master_email_idx']) await sql`drop index ${sql.id(i)}`.execute(db);
  for (const c of COPIES) await sql`alter table businesses drop column ${sql.id(c.column)}`.execute(db);
}
