import { type Kysely, sql } from 'kysely';
import type { PagingQuery, RoleSortColumn } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { nameList, type Snapshot } from '../activity/activity-snapshots.js';
import { listBase, pagedList } from '../../db/list-query.js';
import { lockRow, nowIso, Refusal, unlessTaken } from '../../db/sql.js';

type RoleRow = { id: number; name: string; editable: number };
const toRoleRef = (row: RoleRow) => ({ id: row.id, name: row.name, editable: row.editable === 1 });

// Soft-deleted roles are gone from lists, dropdowns and reads.
const selectLiveRoles = (db: Kysely<Database>) =>
  db.selectFrom('roles').select(['roles.id', 'roles.name', 'roles.editable', 'roles.created_at']).where('roles.deleted_at', 'is', null);

const listedRoles = listBase(selectLiveRoles);

export async function listRoles(db: Kysely<Database>, query: PagingQuery<RoleSortColumn>) {
  const page = await pagedList(listedRoles(db), query, {
    sortable: { name: 'roles.name', created_at: 'roles.created_at' },
    searchable: ['roles.name'],
    textColumns: ['roles.name'],
    defaultSort: { column: 'roles.id', direction: 'desc' },
    tieBreaker: 'roles.id',
    db,
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
  const row = await selectLiveRoles(db).select(['roles.mfa_required', 'roles.version']).where('roles.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const ops = await db.selectFrom('role_operations').select('operation_id').where('role_id', '=', id).orderBy('operation_id').execute();
  // With its version (CONTRACT "Concurrent edits": the ETag of GET /roles/{id}).
  return { ...toRoleRef(row), mfa_required: row.mfa_required === 1, operations: ops.map((o) => o.operation_id), version: Number(row.version) };
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

/** The operations among these ids (an id naming none is left out: the caller compares). */
export async function findOperations(db: Kysely<Database>, ids: number[]): Promise<{ id: number; name: string }[]> {
  return ids.length ? db.selectFrom('operations').select(['id', 'name']).where('id', 'in', ids).execute() : [];
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

/** A new editable role with its operations, in the caller's transaction; Refusal('taken') when the name is in use. */
export async function insertRole(trx: Kysely<Database>, data: { name: string; operations: number[]; mfa_required: boolean }) {
  const now = nowIso();
  const inserted = await unlessTaken(() =>
    trx
      .insertInto('roles')
      .values({ name: data.name, editable: 1, mfa_required: data.mfa_required ? 1 : 0, created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  if (inserted instanceof Refusal) return inserted;
  await replaceOperations(trx, inserted.id, data.operations);
  return (await findRole(trx, inserted.id))!;
}

/**
 * Renames and re-grants an editable, live role, in the caller's transaction; undefined when no such role is left
 * to change (or, with `expected`, none at that version), Refusal('taken') when the name is in use. The version moves
 * on by one.
 */
export async function updateRole(trx: Kysely<Database>, id: number, data: { name: string; operations: number[]; mfa_required: boolean }, expected?: number) {
  const res = await unlessTaken(() =>
    trx
      .updateTable('roles')
      .set({ name: data.name, mfa_required: data.mfa_required ? 1 : 0, updated_at: nowIso(), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('editable', '=', 1)
      .where('deleted_at', 'is', null)
      .$if(expected !== undefined, (u) => u.where('version', '=', expected!))
      .executeTakeFirst(),
  );
  if (res instanceof Refusal) return res;
  if (Number(res.numUpdatedRows) !== 1) return undefined;
  await replaceOperations(trx, id, data.operations);
  return findRole(trx, id);
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
 * Takes the row lock of a live role for the rest of the transaction (lockRow). Giving a user a role and deleting that
 * role both take it first, so they run one after the other. False when no live role has this id.
 */
export async function lockLiveRole(trx: Kysely<Database>, id: number): Promise<boolean> {
  return lockRow(trx, 'roles', id);
}

/**
 * Marks an editable role deleted, only while no live user holds it (a guarded update); false when the guard
 * refused. The caller takes the role's lock first (lockLiveRole), in its own statement, in the same transaction.
 */
export async function softDeleteRole(db: Kysely<Database>, id: number): Promise<boolean> {
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

/** The role as the activity log reads it (activity-snapshots.ts): its label and its fields in readable values. */
export async function roleSnapshot(db: Kysely<Database>, id: number): Promise<Snapshot | undefined> {
  const r = await db.selectFrom('roles').select(['name', 'mfa_required']).where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const ops = await db.selectFrom('role_operations as ro').innerJoin('operations as o', 'o.id', 'ro.operation_id').select('o.name').where('ro.role_id', '=', id).execute();
  return {
    label: `Role ${r.name}`,
    fields: { name: r.name, operations: nameList(ops.map((o) => o.name)), second_factor: r.mfa_required === 1 ? 'Required' : 'Not required' },
  };
}

/** Whether a built-in (not editable) role requires a second factor: the demo's DEMO_MFA switch. */
export async function setBuiltInRoleMfa(db: Kysely<Database>, name: string, required: boolean) {
  await db
    .updateTable('roles')
    .set({ mfa_required: required ? 1 : 0 })
    .where('name', '=', name)
    .where('editable', '=', 0)
    .execute();
}
