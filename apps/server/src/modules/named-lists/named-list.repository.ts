import { type Generated, type Kysely, sql } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { isForeignKeyViolation, isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict } from '../../lib/http-error.js';

/** Tables that are a list of unique names (unique index on lower(name)) and nothing else. */
export type NamedTable = 'cities' | 'warranty_reasons' | 'glass_types';
type NamedRow = { id: number; name: string };
type NamedColumns = { id: Generated<number>; name: string; created_at: string; updated_at: string };

/**
 * One repository for every "list of names" resource: cities, warranty reasons, glass types. Duplicate names
 * are refused by the unique index on lower(name); the driver's error becomes a 409 with `duplicate` here.
 * `inUse` is the 409 detail when rows elsewhere still point at the one being deleted.
 */
export function namedListRepository(table: NamedTable, messages: { duplicate: string; inUse?: string }) {
  // Every NamedTable has the columns used here; Kysely cannot see that through a table-name union.
  const q = (db: Kysely<Database>) => db as unknown as Kysely<Record<NamedTable, NamedColumns>>;

  async function guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(messages.duplicate);
      if (messages.inUse && isForeignKeyViolation(err)) throw conflict(messages.inUse);
      throw err;
    }
  }

  return {
    list(db: Kysely<Database>, query: PagingQuery<'id' | 'name' | 'created_at'>) {
      return pagedList(
        q(db)
          .selectFrom(table)
          .select([`${table}.id`, `${table}.name`] as const),
        query,
        {
          sortable: { id: `${table}.id`, name: `${table}.name`, created_at: `${table}.created_at` },
          searchable: [`${table}.name`],
          textColumns: [`${table}.name`],
          defaultSort: { column: `${table}.id`, direction: 'desc' },
          tieBreaker: `${table}.id`,
        },
      ) as Promise<{ list: NamedRow[]; count: number }>;
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

    find(db: Kysely<Database>, id: number): Promise<NamedRow | undefined> {
      return q(db).selectFrom(table).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    insert(db: Kysely<Database>, name: string): Promise<NamedRow> {
      const now = nowIso();
      return guard(() => q(db).insertInto(table).values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow());
    },

    update(db: Kysely<Database>, id: number, name: string): Promise<NamedRow | undefined> {
      return guard(() => q(db).updateTable(table).set({ name, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst());
    },

    async remove(db: Kysely<Database>, id: number): Promise<boolean> {
      const res = await guard(() => q(db).deleteFrom(table).where('id', '=', id).executeTakeFirst());
      return Number(res.numDeletedRows) === 1;
    },
  };
}

export type NamedListRepository = ReturnType<typeof namedListRepository>;
