import type { Kysely } from 'kysely';
import { SUPER_ADMIN_ROLE, type RoleSave } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, forbidden, found, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, recordCreated, snapshot, versionedSave } from '../activity/activity.service.js';
import {
  countLiveUsersOfRole,
  findOperations,
  findRole,
  findRoleRef,
  insertRole,
  lockLiveRole,
  roleOperationNames,
  setBuiltInRoleMfa,
  softDeleteRole,
  updateRole,
} from './roles.repository.js';

export { listRoleOptions, listRoles } from './roles.repository.js';
// For the users module: the role a user is given, read and locked live in the user's write.
export { findRoleRef, lockLiveRole } from './roles.repository.js';

const DUPLICATE_NAME = 'A Role with this name already exists.';
export const NOT_EDITABLE_ROLE = 'This Role is not editable.';
export const cannotGrant = (lacked: string) => `You cannot grant operations you do not hold: ${lacked}.`;
export const cannotChangeRole = (lacked: string) => `You cannot change a Role that holds operations you do not hold: ${lacked}.`;
const heldBy = (count: number) => `This Role is held by ${count} ${count === 1 ? 'User' : 'Users'} and cannot be deleted.`;

// The privilege-escalation guard: nobody grants, or takes away from others, an operation they do not hold.

/** The operations in `names` that the caller does not hold, sorted, for a readable refusal. */
export function lackedOperations(caller: AuthUser, names: Iterable<string>): string[] {
  return [...new Set(names)].filter((name) => !caller.operations.has(name)).sort();
}

/** 403 unless the caller holds every one of these operations. */
export function assertHoldsAll(caller: AuthUser, names: Iterable<string>, refusal: (lacked: string) => string) {
  const lacked = lackedOperations(caller, names);
  if (lacked.length) throw forbidden(refusal(lacked.join(', ')));
}

/** 403 unless the caller holds every operation the role holds now. */
export async function assertHoldsRole(db: Kysely<Database>, caller: AuthUser, roleId: number, refusal: (lacked: string) => string) {
  assertHoldsAll(caller, await roleOperationNames(db, roleId), refusal);
}

/** Operation ids -> names; an id naming no operation is a 422 on `operations`. */
async function operationNamesFor(db: Kysely<Database>, ids: number[]): Promise<string[]> {
  const rows = await findOperations(db, ids);
  if (rows.length !== ids.length) {
    const known = new Set(rows.map((r) => r.id));
    throw invalidField('operations', `Unknown operation id: ${ids.filter((id) => !known.has(id)).join(', ')}.`);
  }
  return rows.map((r) => r.name);
}

/** A live role the caller may change: 404 when gone, 403 when built in or holding operations the caller lacks. */
async function changeableRole(db: Kysely<Database>, caller: AuthUser, id: number) {
  const role = await findRoleRef(db, id);
  if (!role) throw notFound('Role');
  if (!role.editable) throw forbidden(NOT_EDITABLE_ROLE);
  await assertHoldsRole(db, caller, id, cannotChangeRole);
  return role;
}

export async function getRole(db: Kysely<Database>, id: number) {
  return found(await findRole(db, id), 'Role');
}

export async function createRole(db: Kysely<Database>, caller: AuthUser, data: RoleSave) {
  assertHoldsAll(caller, await operationNamesFor(db, data.operations), cannotGrant);
  return db.transaction().execute(async (trx) => {
    const role = await insertRole(trx, data);
    if (role instanceof Refusal) throw conflict(DUPLICATE_NAME);
    await recordCreated(trx, 'role', role.id);
    return role;
  });
}

// Operations are read on every request, so the role's users work under the new set from their next call.
// `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written.
export async function changeRole(db: Kysely<Database>, caller: AuthUser, id: number, data: RoleSave, expected?: number) {
  await changeableRole(db, caller, id);
  assertHoldsAll(caller, await operationNamesFor(db, data.operations), cannotGrant);
  const role = await versionedSave(db, 'role', id, 'Role', () =>
    db.transaction().execute(async (trx) => {
      const before = await snapshot(trx, 'role', id);
      const updated = await updateRole(trx, id, data, expected);
      if (updated instanceof Refusal) throw conflict(DUPLICATE_NAME);
      if (updated) await recordChange(trx, 'role', id, before);
      else if (expected !== undefined) {
        const now = await findRole(trx, id);
        if (now) throw new StaleVersion(now.version);
      }
      return updated;
    }),
  );
  return found(role, 'Role');
}

/**
 * Deletes an editable role nobody holds. The role's lock comes first, in its own statement: a user being given the
 * role meanwhile has committed by then, and the guarded delete (a new statement, so a new snapshot on PostgreSQL)
 * sees them.
 */
export async function deleteRole(db: Kysely<Database>, caller: AuthUser, id: number) {
  await changeableRole(db, caller, id);
  const deleted = await db.transaction().execute(async (trx) => {
    if (!(await lockLiveRole(trx, id))) return false;
    const before = await snapshot(trx, 'role', id, { held: true });
    const done = await softDeleteRole(trx, id);
    if (done) await recordChange(trx, 'role', id, before, 'deleted');
    return done;
  });
  if (!deleted) {
    const holders = await countLiveUsersOfRole(db, id);
    if (holders > 0) throw conflict(heldBy(holders));
    throw notFound('Role');
  }
}

/**
 * SUPER_ADMIN_MFA (and the demo's DEMO_MFA): whether the built-in Super Admin role requires a second factor. That role
 * is not editable on screen, so the server's environment says it, applied at every start (the switch goes both ways).
 */
export async function requireSuperAdminMfa(db: Kysely<Database>, required: boolean) {
  await setBuiltInRoleMfa(db, SUPER_ADMIN_ROLE, required);
}
