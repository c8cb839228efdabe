import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The customers and businesses lists sort by their live tickets' count. Each row counted its tickets
 * (an index count per row), so sorting 100,000 customers by it read a million tickets' index entries: 155 ms on
 * SQLite, on every page. The count is now a column of its own, kept by triggers on tickets in the same transaction as
 * every insert, delete, trash, restore or move of a ticket, with a live index on (ticket_count, id) behind the order.
 * Frozen in time: raw SQL only, no application code.
 */
const OWNERS = [
  { table: 'customers', key: 'customer_id' },
  { table: 'businesses', key: 'business_id' },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  for (const o of OWNERS) {
    await sql`alter table ${sql.table(o.table)} add column ticket_count integer not null default 0`.execute(db);
    await sql`update ${sql.table(o.table)} set ticket_count = (select count(*) from tickets t where t.${sql.raw(o.key)} = ${sql.table(o.table)}.id and t.deleted_at is null)`.execute(
      db,
    );
    await sql`create index ${sql.id(`${o.table}_live_ticket_count_idx`)} on ${sql.table(o.table)} (ticket_count, id) where deleted_at is null`.execute(db);
  }
  if (pg) {
    // Statement-level triggers with transition tables: one aggregated update per owner and statement.
    const apply = (rows: 'old_rows' | 'new_rows', sign: '+' | '-') =>
      OWNERS.map(
        (o) => `update ${o.table} x set ticket_count = x.ticket_count ${sign} d.n
          from (select ${o.key} as id, count(*) as n from ${rows} where deleted_at is null and ${o.key} is not null group by ${o.key}) d
          where x.id = d.id;`,
      ).join('\n');
    await sql`create function owner_ticket_counts_apply() returns trigger language plpgsql as $$
      begin
        -- An update that moves no ticket in or out of the trash, nor to another owner, changes no count.
        if tg_op = 'UPDATE' then
          if not exists (select 1 from old_rows o join new_rows n on n.id = o.id
              where o.customer_id is distinct from n.customer_id or o.business_id is distinct from n.business_id
                or (o.deleted_at is null) <> (n.deleted_at is null)) then
            return null;
          end if;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          ${sql.raw(apply('old_rows', '-'))}
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          ${sql.raw(apply('new_rows', '+'))}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger owner_ticket_counts_insert after insert on tickets referencing new table as new_rows
        for each statement execute function owner_ticket_counts_apply()`.execute(db);
    await sql`create trigger owner_ticket_counts_delete after delete on tickets referencing old table as old_rows
        for each statement execute function owner_ticket_counts_apply()`.execute(db);
    await sql`create trigger owner_ticket_counts_update after update on tickets referencing old table as old_rows new table as new_rows
        for each statement execute function owner_ticket_counts_apply()`.execute(db);
    return;
  }
  const move = (row: 'new' | 'old', sign: '+' | '-') =>
    sql.raw(OWNERS.map((o) => `update ${o.table} set ticket_count = ticket_count ${sign} 1 where id = ${row}.${o.key} and ${row}.deleted_at is null;`).join('\n'));
  await sql`create trigger owner_ticket_counts_insert after insert on tickets begin ${move('new', '+')} end`.execute(db);
  await sql`create trigger owner_ticket_counts_delete after delete on tickets begin ${move('old', '-')} end`.execute(db);
  await sql`create trigger owner_ticket_counts_update after update of customer_id, business_id, deleted_at on tickets begin
      ${move('old', '-')}
      ${move('new', '+')}
    end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['insert', 'delete', 'update']) {
    if (isPostgres(db)) await sql`drop trigger ${sql.id(`owner_ticket_counts_${t}`)} on tickets`.execute(db);
    else await sql`drop trigger ${sql.id(`owner_ticket_counts_${t}`)}`.execute(db);
  }
  if (isPostgres(db)) await sql`drop function owner_ticket_counts_apply()`.execute(db);
  for (const o of OWNERS) {
    await sql`drop index ${sql.id(`${o.table}_live_ticket_count_idx`)}`.execute(db);
    await sql`alter table ${sql.table(o.table)} drop column ticket_count`.execute(db);
  }
}
