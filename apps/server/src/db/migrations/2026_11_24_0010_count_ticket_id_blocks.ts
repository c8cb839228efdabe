import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

// A deep page of the live tickets list in its default order (newest first, or oldest first) without
// walking every entry before it. A B-tree cannot skip to its n-th entry: `offset 485000` read 485,000 index entries
// (7 ms on SQLite, 38 ms on PostgreSQL, for every request). ticket_id_blocks counts the live tickets of each block of
// 4,096 consecutive ids, kept by triggers in the same transaction as every write (as ticket_counts is). The list sums
// the blocks (245 rows at a million tickets) to find the block where its page starts, then walks the
// index from that block's edge, never more than the block's own live tickets.
// Frozen in time: raw SQL only, no application code. The block width (4096) is tickets-list.repository.ts's TICKET_ID_BLOCK.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table ticket_id_blocks (block integer primary key, live integer not null default 0)`.execute(db);

  if (isPostgres(db)) {
    // Statement-level triggers with transition tables: one aggregated upsert per statement, however many rows.
    await sql`create function ticket_id_blocks_apply() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          -- Only a move into or out of the trash changes a block's count (ids never change).
          if not exists (select 1 from old_rows o join new_rows n on n.id = o.id where (o.deleted_at is null) <> (n.deleted_at is null)) then
            return null;
          end if;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          update ticket_id_blocks b set live = b.live - d.n
          from (select id / 4096 as block, count(*) as n from old_rows where deleted_at is null group by 1) d
          where b.block = d.block;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into ticket_id_blocks (block, live)
          select id / 4096, count(*) from new_rows where deleted_at is null group by 1
          on conflict (block) do update set live = ticket_id_blocks.live + excluded.live;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger ticket_id_blocks_insert after insert on tickets referencing new table as new_rows for each statement execute function ticket_id_blocks_apply()`.execute(
      db,
    );
    await sql`create trigger ticket_id_blocks_delete after delete on tickets referencing old table as old_rows for each statement execute function ticket_id_blocks_apply()`.execute(
      db,
    );
    await sql`create trigger ticket_id_blocks_update after update on tickets referencing old table as old_rows new table as new_rows for each statement execute function ticket_id_blocks_apply()`.execute(
      db,
    );
  } else {
    const add = (row: 'new' | 'old', sign: '+' | '-') =>
      sql.raw(`insert into ticket_id_blocks (block, live) values (${row}.id / 4096, ${sign}1)
        on conflict (block) do update set live = live + excluded.live;`);
    await sql`create trigger ticket_id_blocks_insert after insert on tickets when new.deleted_at is null begin ${add('new', '+')} end`.execute(db);
    await sql`create trigger ticket_id_blocks_delete after delete on tickets when old.deleted_at is null begin ${add('old', '-')} end`.execute(db);
    await sql`create trigger ticket_id_blocks_disable after update of deleted_at on tickets when old.deleted_at is null and new.deleted_at is not null begin ${add('old', '-')} end`.execute(
      db,
    );
    await sql`create trigger ticket_id_blocks_restore after update of deleted_at on tickets when old.deleted_at is not null and new.deleted_at is null begin ${add('new', '+')} end`.execute(
      db,
    );
  }
  await sql`insert into ticket_id_blocks (block, live) select id / 4096, count(*) from tickets where deleted_at is null group by id / 4096`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const t of ['insert', 'delete', 'update']) await sql`drop trigger ${sql.id(`ticket_id_blocks_${t}`)} on tickets`.execute(db);
    await sql`drop function ticket_id_blocks_apply()`.execute(db);
  } else {
    for (const t of ['insert', 'delete', 'disable', 'restore']) await sql`drop trigger ${sql.id(`ticket_id_blocks_${t}`)}`.execute(db);
  }
  await sql`drop table ticket_id_blocks`.execute(db);
}
