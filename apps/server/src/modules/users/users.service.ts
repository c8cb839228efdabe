import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden, invalidField, notFound } from '../../lib/http-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findRoleRef, lockLiveRole } from '../roles/roles.repository.js';
import { assertHoldsRole } from '../roles/roles.service.js';
import { findUserById } from './users.repository.js';

export const NOT_EDITABLE_USER = "This User's Role is not editable, so the User cannot be changed.";
const cannotManage = (lacked: string) => `You cannot change a User whose Role holds operations you do not hold: ${lacked}.`;
const cannotAssign = (lacked: string) => `You cannot give a User a Role with operations you do not hold: ${lacked}.`;

/**
 * A live user the caller may change (update, reset, delete, plants): 404 when gone; 403 when the user's role
 * is not editable, or holds operations the caller lacks (privilege-escalation guard).
 */
export async function changeableUser(db: Kysely<Database>, caller: AuthUser, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw notFound('User');
  if (!user.role.editable) throw forbidden(NOT_EDITABLE_USER);
  await assertHoldsRole(db, caller, user.role.id, cannotManage);
  return user;
}

export const ROLE_GONE = 'The chosen Role does not exist.';

/**
 * A role the caller may give a user: 422 on `field` when it names no live role; 403 when it grants more than
 * the caller holds; 403 for a non-editable (built-in) role unless it is the caller's own: such a role is more
 * than its operations (Preferences go by its name) and its users can never be changed or deleted again.
 */
export async function assignableRole(db: Kysely<Database>, caller: AuthUser, roleId: number, field: 'role' | 'role_id') {
  const role = await findRoleRef(db, roleId);
  if (!role) throw invalidField(field, ROLE_GONE);
  if (!role.editable && role.id !== caller.role.id) throw forbidden(`Only a ${role.name} can give the ${role.name} Role.`);
  await assertHoldsRole(db, caller, roleId, cannotAssign);
  return role;
}

/** Runs a user write with the chosen role locked live (see lockLiveRole): a role deleted meanwhile is a 422. */
export function withLiveRole<T>(db: Kysely<Database>, roleId: number, field: 'role' | 'role_id', work: (trx: Kysely<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLiveRole(trx, roleId))) throw invalidField(field, ROLE_GONE);
    return work(trx);
  });
}
