import type { Kysely } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { isForeignKeyViolation, isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict } from '../../lib/http-error.js';

const DUPLICATE = 'A City with this name already exists.';

export function listCities(db: Kysely<Database>, query: PagingQuery) {
  return pagedList(db.selectFrom('cities').select(['cities.id', 'cities.name']), query, {
    sortable: { id: 'cities.id', name: 'cities.name', created_at: 'cities.created_at' },
    searchable: ['cities.name'],
    textColumns: ['cities.name'],
    defaultSort: { column: 'cities.id', direction: 'desc' },
    tieBreaker: 'cities.id',
  });
}

export function findCity(db: Kysely<Database>, id: number) {
  return db.selectFrom('cities').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

// Duplicate names are refused by the unique index on lower(name); the driver's error becomes a 409 here.
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE);
    throw err;
  }
}

export function insertCity(db: Kysely<Database>, name: string) {
  const now = nowIso();
  return guardUnique(() =>
    db.insertInto('cities').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow(),
  );
}

export function updateCity(db: Kysely<Database>, id: number, name: string) {
  return guardUnique(() =>
    db.updateTable('cities').set({ name, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst(),
  );
}

export async function deleteCity(db: Kysely<Database>, id: number): Promise<boolean> {
  try {
    const res = await db.deleteFrom('cities').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict('This City is used by a Plant and cannot be deleted.');
    throw err;
  }
}

