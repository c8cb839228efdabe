import { type Kysely, sql } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict } from '../../lib/http-error.js';

const DUPLICATE = 'A Warranty Reason with this name already exists.';

export function listWarrantyReasons(db: Kysely<Database>, query: PagingQuery) {
  return pagedList(db.selectFrom('warranty_reasons').select(['warranty_reasons.id', 'warranty_reasons.name']), query, {
    sortable: { name: 'warranty_reasons.name', created_at: 'warranty_reasons.created_at' },
    searchable: ['warranty_reasons.name'],
    textColumns: ['warranty_reasons.name'],
    defaultSort: { column: 'warranty_reasons.id', direction: 'desc' },
    tieBreaker: 'warranty_reasons.id',
  });
}

/** Every reason, by name: the ticket form's dropdown. */
export function listWarrantyReasonOptions(db: Kysely<Database>) {
  return db.selectFrom('warranty_reasons').select(['id', 'name']).orderBy(sql`lower(name)`).orderBy('id').execute();
}

export function findWarrantyReason(db: Kysely<Database>, id: number) {
  return db.selectFrom('warranty_reasons').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
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

export function insertWarrantyReason(db: Kysely<Database>, name: string) {
  const now = nowIso();
  return guardUnique(() =>
    db.insertInto('warranty_reasons').values({ name, created_at: now, updated_at: now }).returning(['id', 'name']).executeTakeFirstOrThrow(),
  );
}

export function updateWarrantyReason(db: Kysely<Database>, id: number, name: string) {
  return guardUnique(() =>
    db.updateTable('warranty_reasons').set({ name, updated_at: nowIso() }).where('id', '=', id).returning(['id', 'name']).executeTakeFirst(),
  );
}

export async function deleteWarrantyReason(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db.deleteFrom('warranty_reasons').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}
