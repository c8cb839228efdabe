import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The trolleys list sorts by its plant, its transfer's plants and its holding customer, all through joins,
 * so each page sorted all 100,000 trolleys' keys (45-120 ms on SQLite a request). Each trolley now keeps copies of
 * those names, kept by triggers in the same transaction as every write that changes them (the trolley moved or
 * handed over, a plant or a customer renamed), with live indexes on (lower(name), id) behind each order.
 * Frozen in time: raw SQL only, no application code.
 */
const COPIES = [
  { column: 'plant_name', key: 'plant_id', source: 'plants', text: (r: string) => `${r}.name` },
  { column: 'from_plant_name', key: 'from_plant_id', source: 'plants', text: (r: string) => `${r}.name` },
  { column: 'to_plant_name', key: 'to_plant_id', source: 'plants', text: (r: string) => `${r}.name` },
  { column: 'customer_name', key: 'customer_id', source: 'customers', text: (r: string) => `${r}.first_name || ' ' || ${r}.last_name` },
] as const;
const KEYS = COPIES.map((c) => c.key).join(', ');

/** The copy of one name for the trolley row `row`. */
const lookup = (c: (typeof COPIES)[number], row: string) => `(select ${c.text('s')} from ${c.source} s where s.id = ${row}.${c.key})`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const c of COPIES) {
    await sql`alter table trolleys add column ${sql.id(c.column)} text`.execute(db);
    await sql`create index ${sql.id(`trolleys_live_${c.column}_idx`)} on trolleys (lower(${sql.id(c.column)}), id) where deleted_at is null`.execute(db);
  }
  await sql`update trolleys set ${sql.raw(COPIES.map((c) => `${c.column} = ${lookup(c, 'trolleys')}`).join(', '))}`.execute(db);

  // A plant or customer renamed: the trolleys that name it.
  const renames = (source: 'plants' | 'customers', row: string) =>
    COPIES.filter((c) => c.source === source)
      .map((c) => `update trolleys set ${c.column} = ${c.text(row)} where ${c.key} = ${row}.id;`)
      .join('\n');
  if (isPostgres(db)) {
    await sql`create function trolleys_names_copy() returns trigger language plpgsql as $$
      begin
        ${sql.raw(COPIES.map((c) => `new.${c.column} := ${lookup(c, 'new')};`).join('\n'))}
        return new;
      end $$`.execute(db);
    await sql`create trigger trolleys_names_copy before insert or update of ${sql.raw(KEYS)} on trolleys
        for each row execute function trolleys_names_copy()`.execute(db);
    for (const source of ['plants', 'customers'] as const) {
      const columns = source === 'plants' ? 'name' : 'first_name, last_name';
      await sql`create function ${sql.id(`trolleys_${source}_renamed`)}() returns trigger language plpgsql as $$
        begin
          ${sql.raw(renames(source, 'new'))}
          return null;
        end $$`.execute(db);
      await sql`create trigger ${sql.id(`trolleys_${source}_renamed`)} after update of ${sql.raw(columns)} on ${sql.table(source)}
          for each row execute function ${sql.id(`trolleys_${source}_renamed`)}()`.execute(db);
    }
    return;
  }
  const copy = sql.raw(`update trolleys set ${COPIES.map((c) => `${c.column} = ${lookup(c, 'new')}`).join(', ')} where id = new.id;`);
  await sql`create trigger trolleys_names_insert after insert on trolleys begin ${copy} end`.execute(db);
  await sql`create trigger trolleys_names_update after update of ${sql.raw(KEYS)} on trolleys begin ${copy} end`.execute(db);
  await sql`create trigger trolleys_plants_renamed after update of name on plants begin ${sql.raw(renames('plants', 'new'))} end`.execute(db);
  await sql`create trigger trolleys_customers_renamed after update of first_name, last_name on customers begin ${sql.raw(renames('customers', 'new'))} end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger trolleys_names_copy on trolleys`.execute(db);
    await sql`drop trigger trolleys_plants_renamed on plants`.execute(db);
    await sql`drop trigger trolleys_customers_renamed on customers`.execute(db);
    for (const f of ['trolleys_names_copy', 'trolleys_plants_renamed', 'trolleys_customers_renamed']) await sql`drop function ${sql.id(f)}()`.execute(db);
  } else {
    for (const t of ['trolleys_names_insert', 'trolleys_names_update', 'trolleys_plants_renamed', 'trolleys_customers_renamed']) await sql`drop trigger ${sql.id(t)}`.execute(db);
  }
  for (const c of COPIES) {
    await sql`drop index ${sql.id(`trolleys_live_${c.column}_idx`)}`.execute(db);
    await sql`alter table trolleys drop column ${sql.id(c.column)}`.execute(db);
  }
}
