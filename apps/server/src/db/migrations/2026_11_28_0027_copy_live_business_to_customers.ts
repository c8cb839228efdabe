import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The customers list sorts by its customers' live business (its id and its name: a business in the trash
 * reads as none). Both came through a join, so each page sorted all 100,000 customers' keys (45-50 ms on SQLite a
 * request). Each customer now keeps a copy of its live business's id and name, kept by triggers in the same
 * transaction as every write that changes them (the customer moved, the business renamed, trashed, restored or
 * deleted), with live indexes behind both orders. Frozen in time: raw SQL only, no application code.
 */
const LIVE_ID = `(select b.id from businesses b where b.id = customers.business_id and b.deleted_at is null)`;
const LIVE_NAME = `(select b.name from businesses b where b.id = customers.business_id and b.deleted_at is null)`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table customers add column live_business_id integer`.execute(db);
  await sql`alter table customers add column live_business_name text`.execute(db);
  await sql`update customers set live_business_id = ${sql.raw(LIVE_ID)}, live_business_name = ${sql.raw(LIVE_NAME)}`.execute(db);
  await sql`create index customers_live_business_idx on customers (live_business_id, id) where deleted_at is null`.execute(db);
  await sql`create index customers_live_business_name_idx on customers (lower(live_business_name), id) where deleted_at is null`.execute(db);

  if (isPostgres(db)) {
    await sql`create function customers_live_business_copy() returns trigger language plpgsql as $$
      begin
        select b.id, b.name into new.live_business_id, new.live_business_name from businesses b
          where b.id = new.business_id and b.deleted_at is null;
        if not found then
          new.live_business_id := null;
          new.live_business_name := null;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger customers_live_business_copy before insert or update of business_id on customers
        for each row execute function customers_live_business_copy()`.execute(db);
    await sql`create function businesses_live_copy() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          update customers set live_business_id = null, live_business_name = null where live_business_id = old.id;
          return null;
        end if;
        update customers
          set live_business_id = case when new.deleted_at is null then new.id end,
              live_business_name = case when new.deleted_at is null then new.name end
          where business_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger businesses_live_copy after update of name, deleted_at or delete on businesses
        for each row execute function businesses_live_copy()`.execute(db);
    return;
  }
  const copy = sql.raw(`update customers set live_business_id = ${LIVE_ID}, live_business_name = ${LIVE_NAME} where id = new.id;`);
  await sql`create trigger customers_live_business_insert after insert on customers begin ${copy} end`.execute(db);
  await sql`create trigger customers_live_business_update after update of business_id on customers begin ${copy} end`.execute(db);
  await sql`create trigger businesses_live_copy_update after update of name, deleted_at on businesses begin
      update customers
        set live_business_id = case when new.deleted_at is null then new.id end,
            live_business_name = case when new.deleted_at is null then new.name end
        where business_id = new.id;
    end`.execute(db);
  await sql`create trigger businesses_live_copy_delete after delete on businesses begin
      update customers set live_business_id = null, live_business_name = null where live_business_id = old.id;
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger businesses_live_copy on businesses`.execute(db);
    await sql`drop trigger customers_live_business_copy on customers`.execute(db);
    await sql`drop function businesses_live_copy()`.execute(db);
    await sql`drop function customers_live_business_copy()`.execute(db);
  } else {
    for (const t of ['customers_live_business_insert', 'customers_live_business_update', 'businesses_live_copy_update', 'businesses_live_copy_delete']) {
      await sql`drop trigger ${sql.id(t)}`.execute(db);
    }
  }
  await sql`drop index customers_live_business_name_idx`.execute(db);
  await sql`drop index customers_live_business_idx`.execute(db);
  await sql`alter table customers drop column live_business_name`.execute(db);
  await sql`alter table customers drop column live_business_id`.execute(db);
}
