import type { Kysely } from 'kysely';
import type { UserCreate, UserUpdate } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { Refusal } from '../../db/sql.js';
import { conflict, forbidden, found, invalidField, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuthUser } from '../../plugins/auth.js';
import { revokeUserSessions } from './user-sessions.repository.js';
import { assertHoldsRole, findRoleRef, lockLiveRole } from '../roles/roles.service.js';
import { StaleVersion } from '../../lib/record-version.js';
import { recordChange, recordCreated, snapshot, tracked, versionedSave } from '../activity/activity.service.js';
import { findUserById, insertUser, setPasswordHash, softDeleteUser, updateUser } from './users.repository.js';

export { listUserOptions, listUsers } from './users.repository.js';
// For the auth and profile modules: a user's sign-in facts, password and sessions (a session is a user's).
export { findPasswordHash, findUserForLogin, findUserForLoginById, setPasswordHash, toUser, updateUser, type LoginUser } from './users.repository.js';
export {
  createSession,
  findSessionByTokenHash,
  listLiveSessions,
  purgeDeadSessions,
  revokeOwnSession,
  revokeSession,
  revokeUserSessions,
  sessionIsLive,
  touchSession,
} from './user-sessions.repository.js';

export const NOT_EDITABLE_USER = "This User's Role is not editable, so the User cannot be changed.";
export const ROLE_GONE = 'The chosen Role does not exist.';
const DUPLICATE_EMAIL = 'A User with this email already exists.';
const cannotManage = (lacked: string) => `You cannot change a User whose Role holds operations you do not hold: ${lacked}.`;
const cannotAssign = (lacked: string) => `You cannot give a User a Role with operations you do not hold: ${lacked}.`;

/**
 * A live user the caller may change (update, reset, delete, plants): 404 when gone; 403 when the user's role
 * is not editable, or holds operations the caller lacks (privilege-escalation guard).
 */
export async function changeableUser(db: Kysely<Database>, caller: AuthUser, id: number) {
  const user = found(await findUserById(db, id), 'User');
  if (!user.role.editable) throw forbidden(NOT_EDITABLE_USER);
  await assertHoldsRole(db, caller, user.role.id, cannotManage);
  return user;
}

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
function withLiveRole<T>(db: Kysely<Database>, roleId: number, field: 'role' | 'role_id', work: (trx: Kysely<Database>) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    if (!(await lockLiveRole(trx, roleId))) throw invalidField(field, ROLE_GONE);
    return work(trx);
  });
}

/** spec §7: GET /users/{id}. Anyone may read their own record; someone else's needs a users operation. */
export async function getUser(db: Kysely<Database>, caller: AuthUser, id: number) {
  if (id !== caller.id && !['List Users', 'Update User', 'Reset Password'].some((op) => caller.operations.has(op))) throw forbidden();
  return found(await findUserById(db, id), 'User');
}

export async function createUser(db: Kysely<Database>, caller: AuthUser, body: UserCreate) {
  const { role, password, ...names } = body;
  await assignableRole(db, caller, role, 'role');
  const password_hash = await hashPassword(password);
  return withLiveRole(db, role, 'role', async (trx) => {
    const user = await insertUser(trx, { ...names, password_hash, role_id: role });
    if (user instanceof Refusal) throw conflict(DUPLICATE_EMAIL);
    await recordCreated(trx, 'user', user.id);
    return user;
  });
}

// The email never changes: the body has no email field.
// `expected`: the version the caller saw (If-Match); another one now is a 412 and nothing is written.
export async function changeUser(db: Kysely<Database>, caller: AuthUser, id: number, body: UserUpdate, expected?: number) {
  const user = await changeableUser(db, caller, id);
  if (body.role_id !== user.role.id) await assignableRole(db, caller, body.role_id, 'role_id');
  return versionedSave(db, 'user', id, 'User', async () => {
    const updated = await withLiveRole(db, body.role_id, 'role_id', async (trx) => {
      const before = await snapshot(trx, 'user', id);
      const row = await updateUser(trx, id, body, user.role.id, expected);
      if (row) await recordChange(trx, 'user', id, before);
      return row;
    });
    if (updated) return updated;
    // Gone, saved by someone else since the version the caller saw, or moved to another role since the checks above:
    // the caller reloads and decides again.
    const now = await findUserById(db, id);
    if (!now) throw notFound('User');
    if (expected !== undefined && now.version !== expected) throw new StaleVersion(now.version);
    throw conflict('This User was changed meanwhile. Reload and try again.');
  });
}

export async function deleteUser(db: Kysely<Database>, caller: AuthUser, id: number) {
  if (id === caller.id) throw conflict('You cannot delete your own account.');
  await changeableUser(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await tracked(trx, 'user', id, 'deleted', async () => {
      if (!(await softDeleteUser(trx, id))) throw notFound('User');
      await revokeUserSessions(trx, id);
    });
  });
}

/**
 * DELETE /users/{id}/sessions (Update User): every session of that user ends at once (a lost phone). The same
 * refusals as changing the user: a role that is not editable, or one holding operations the caller lacks.
 */
export async function endUserSessions(db: Kysely<Database>, caller: AuthUser, id: number) {
  await changeableUser(db, caller, id);
  return db.transaction().execute(async (trx) => {
    const ended = await revokeUserSessions(trx, id);
    await recordChange(trx, 'user', id, undefined, 'sessions_ended', { changes: [] });
    return ended;
  });
}

export async function resetPassword(db: Kysely<Database>, caller: AuthUser, id: number, newPassword: string) {
  // Your own password changes with the old one (Change Password), never by reset: a stolen session alone must not be
  // enough to take the account over.
  if (id === caller.id) throw conflict('Use Change Password in My Profile to change your own password.');
  await changeableUser(db, caller, id);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    if (!(await setPasswordHash(trx, id, passwordHash))) throw notFound('User');
    // Every session of that user ends at once.
    await revokeUserSessions(trx, id);
    // Never the password: the entry says only that it was reset, by whom.
    await recordChange(trx, 'user', id, undefined, 'password_reset');
  });
}
