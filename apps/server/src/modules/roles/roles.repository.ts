import { type Kysely, sql } from 'kysely';
import type { PagingQuery, RoleSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { pagedList } from '../../db/list-query.js';
import { isUniqueViolation, nowIso } from '../../db/sql.js';
import { conflict, invalidField } from '../../lib/http-error.js';

const DUPLICATE_NAME = 'A Role with this name already exists.';

type RoleRow = { id: number; name: string; editable: number };
const toRoleRef = (row: RoleRow) => ({ id: row.id, name: row.name, editable: row.editable === 1 });

// Soft-deleted roles are gone from lists, dropdowns and reads.
const selectLiveRoles = (db: Kysely<Database>) =>
  db.selectFrom('roles').select(['roles.id', 'roles.name', 'roles.editable', 'roles.created_at']).where('roles.deleted_at', 'is', null);

export async function listRoles(db: Kysely<Database>, query: PagingQuery<RoleSortColumn>) {
  const page = await pagedList(selectLiveRoles(db), query, {
    sortable: { name: 'roles.name', created_at: 'roles.created_at' },
    searchable: ['roles.name'],
    textColumns: ['roles.name'],
    defaultSort: { column: 'roles.id', direction: 'desc' },
    tieBreaker: 'roles.id',
  });
  return { list: page.list.map((row) => ({ ...toRoleRef(row), created_at: row.created_at })), count: page.count };
}

export async function listRoleOptions(db: Kysely<Database>) {
  const rows = await selectLiveRoles(db)
    .orderBy(sql`lower(roles.name)`)
    .orderBy('roles.id')
    .execute();
  return rows.map(toRoleRef);
}

export async function findRoleRef(db: Kysely<Database>, id: number) {
  const row = await selectLiveRoles(db).where('roles.id', '=', id).executeTakeFirst();
  return row ? toRoleRef(row) : undefined;
}

export async function findRole(db: Kysely<Database>, id: number) {
  const role = await findRoleRef(db, id);
  if (!role) return undefined;
  const ops = await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', id).orderBy('operation_id').execute();
  return { ...role, operations: ops.map((o) => o.operation_id) };
}

/** The names of the operations a role holds. */
export async function roleOperationNames(db: Kysely<Database>, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_operations')
    .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
    .select('operations.name')
    .where('role_operations.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name);
}

/** Operation ids -> names; an id naming no operation is a 422 on `operations`. */
export async function operationNamesFor(db: Kysely<Database>, ids: number[]): Promise<string[]> {
  const rows = ids.length ? await db.selectFrom('operations').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  if (rows.length !== ids.length) {
    const known = new Set(rows.map((r) => r.id));
    throw invalidField('operations', `Unknown operation id: ${ids.filter((id) => !known.has(id)).join(', ')}.`);
  }
  return rows.map((r) => r.name);
}

async function guardUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE_NAME);
    throw err;
  }
}

async function replaceOperations(db: Kysely<Database>, roleId: number, operationIds: number[]) {
  await db.deleteFrom('role_operations').where('role_id', '=', roleId).execute();
  if (operationIds.length) {
    await db
      .insertInto('role_operations')
      .values(operationIds.map((operation_id) => ({ role_id: roleId, operation_id })))
      .execute();
  }
}

export function insertRole(db: Kysely<Database>, data: { name: string; operations: number[] }) {
  const now = nowIso();
  return guardUniqueName(() =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: data.name, editable: 1, created_at: now, updated_at: now, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await replaceOperations(trx, id, data.operations);
      return (await findRole(trx, id))!;
    }),
  );
}

/** Renames and re-grants an editable, live role; undefined when no such role is left to change. */
export function updateRole(db: Kysely<Database>, id: number, data: { name: string; operations: number[] }) {
  return guardUniqueName(() =>
    db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable('roles')
        .set({ name: data.name, updated_at: nowIso() })
        .where('id', '=', id)
        .where('editable', '=', 1)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return undefined;
      await replaceOperations(trx, id, data.operations);
      return findRole(trx, id);
    }),
  );
}

export async function countLiveUsersOfRole(db: Kysely<Database>, roleId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)`.as('count'))
    .where('role_id', '=', roleId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Takes the row lock of a live role for the rest of the transaction (a no-op update: SQLite has no
 * SELECT ... FOR UPDATE). Giving a user a role and deleting that role both take it first, so they run one
 * after the other. False when no live role has this id.
 */
export async function lockLiveRole(trx: Kysely<Database>, id: number): Promise<boolean> {
  const res = await trx
    .updateTable('roles')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * Marks an editable role deleted, only while no live user holds it. The role's lock comes first, in its own
 * statement: a user being given the role meanwhile has committed by then, and the guarded update (a new
 * statement, so a new snapshot on PostgreSQL) sees them. False when the guard refused.
 */
export function softDeleteRole(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLiveRole(trx, id))) return false;
    return guardedRoleDelete(trx, id);
  });
}

async function guardedRoleDelete(db: Kysely<Database>, id: number): Promise<boolean> {
  const now = nowIso();
  const res = await db
    .updateTable('roles')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .where('editable', '=', 1)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('users.id').whereRef('users.role_id', '=', 'roles.id').where('users.deleted_at', 'is', null))))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
