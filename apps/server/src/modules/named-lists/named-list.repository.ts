import { type Generated, type Kysely, sql } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { listBase, pagedList } from '../../db/list-query.js';
import { isPostgresDb, nowIso, Refusal, runPrepared, type StatementRunner, unlessInUse, unlessTaken } from '../../db/sql.js';

/** Tables that are a list of unique names (unique index on lower(name)) and nothing else. */
export type NamedTable = 'cities' | 'warranty_reasons' | 'glass_types';
type NamedRow = { id: number; name: string };
type VersionedRow = NamedRow & { version: number };
type NamedColumns = { id: Generated<number>; name: string; created_at: string; updated_at: string; version: Generated<number> };

/**
 * One repository for every "list of names" resource: cities, warranty reasons, glass types. Duplicate names
 * are refused by the unique index on lower(name): a write answers Refusal('taken'); a delete answers
 * Refusal('in_use') while rows elsewhere still point at the row. The service words both.
 */
export function namedListRepository(table: NamedTable) {
  // Every NamedTable has the columns used here; Kysely cannot see that through a table-name union.
  const q = (db: Kysely<Database>) => db as unknown as Kysely<Record<NamedTable, NamedColumns>>;
  const find = (db: Kysely<Database>, id: number): Promise<VersionedRow | undefined> =>
    q(db).selectFrom(table).select(['id', 'name', 'version']).where('id', '=', id).executeTakeFirst();
  const listed = listBase((db) =>
    q(db)
      .selectFrom(table)
      .select([`${table}.id`, `${table}.name`] as const),
  );

  return {
    list(db: Kysely<Database>, query: PagingQuery<'id' | 'name' | 'created_at'>) {
      return pagedList(listed(db), query, {
        sortable: { id: `${table}.id`, name: `${table}.name`, created_at: `${table}.created_at` },
        searchable: [`${table}.name`],
        textColumns: [`${table}.name`],
        defaultSort: { column: `${table}.id`, direction: 'desc' },
        tieBreaker: `${table}.id`,
        db,
      }) as Promise<{ list: NamedRow[]; count: number }>;
    },

    /** Every row, by name: the dropdowns of other screens. */
    options(db: Kysely<Database>): Promise<NamedRow[]> {
      return q(db)
        .selectFrom(table)
        .select(['id', 'name'])
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute();
    },

    /** How many rows there are. */
    async countRows(db: Kysely<Database>): Promise<number> {
      const row = await q(db)
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    find,

    insert(db: Kysely<Database>, name: string): Promise<VersionedRow | Refusal<'taken'>> {
      const now = nowIso();
      return unlessTaken(() => q(db).insertInto(table).values({ name, created_at: now, updated_at: now }).returning(['id', 'name', 'version']).executeTakeFirstOrThrow());
    },

    /**
     * The guarded save: the version moves on by one, and only from `expected` when given (undefined: no row saved).
     * Answers the row and its name before, as the save found it under the row's lock: PostgreSQL reads it in the same
     * statement (`update ... from (select ... for no key update)`: a rename waiting for another sees that one's name,
     * not the name from before both); SQLite reads it first (its transactions run one at a time). `run`, on
     * PostgreSQL, executes the statement in its place (the activity log's entry goes with it).
     */
    async update(
      db: Kysely<Database>,
      id: number,
      name: string,
      expected?: number,
      run?: StatementRunner,
    ): Promise<(VersionedRow & { before: string }) | undefined | Refusal<'taken'>> {
      if (!isPostgresDb(db)) {
        const before = await find(db, id);
        if (!before) return undefined;
        const row = await unlessTaken(() =>
          q(db)
            .updateTable(table)
            .set({ name, updated_at: nowIso(), version: sql<number>`version + 1` })
            .where('id', '=', id)
            .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
            .returning(['id', 'name', 'version'])
            .executeTakeFirst(),
        );
        return row && !(row instanceof Refusal) ? { ...row, before: before.name } : row;
      }
      const statement = q(db)
        .updateTable(table)
        .from(q(db).selectFrom(table).select(['id', 'name']).where('id', '=', id).forNoKeyUpdate().as('was'))
        .set({ name, updated_at: nowIso(), version: sql<number>`${sql.ref(`${table}.version`)} + 1` })
        .whereRef(`${table}.id`, '=', 'was.id')
        .$if(expected !== undefined, (u) => u.where(`${table}.version`, '=', expected!))
        .returning([`${table}.id`, `${table}.name`, `${table}.version`, 'was.name as before']);
      return unlessTaken(async () => (run ? await run<VersionedRow & { before: string }>(statement) : await runPrepared(db, statement.compile()))[0]);
    },

    async remove(db: Kysely<Database>, id: number): Promise<boolean | Refusal<'in_use'>> {
      const res = await unlessInUse(() => q(db).deleteFrom(table).where('id', '=', id).executeTakeFirst());
      return res instanceof Refusal ? res : Number(res.numDeletedRows) === 1;
    },
  };
}

export type NamedListRepository = ReturnType<typeof namedListRepository>;
