import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { newSession, slidExpiry } from '../../lib/tokens.js';

export async function createSession(db: Kysely<Database>, userId: number, ttlMs: number): Promise<string> {
  const { token, row } = newSession(ttlMs);
  await db
    .insertInto('sessions')
    .values({ user_id: userId, ...row })
    .execute();
  return token;
}

export function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select([
        'sessions.id',
        'sessions.user_id',
        'sessions.expires_at',
        'sessions.revoked_at',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.role_id',
        'roles.name as role_name',
        'roles.editable as role_editable',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      // A deleted user's tokens stop working at once, even before their revocation is written.
      .where('users.deleted_at', 'is', null)
      // Defence in depth: a role deleted under a user (which the role lock prevents) grants nothing.
      .where('roles.deleted_at', 'is', null)
      .executeTakeFirst()
  );
}

/** Sliding expiry: each use pushes the expiry out; written at most once a minute per session. */
export async function slideSession(db: Kysely<Database>, sessionId: number, expiresAt: string, ttlMs: number) {
  const next = slidExpiry(expiresAt, ttlMs);
  if (next) await db.updateTable('sessions').set({ expires_at: next }).where('id', '=', sessionId).execute();
}

export async function revokeSession(db: Kysely<Database>, sessionId: number) {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a user, except one (the caller's own, after a password change). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number) {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

export async function loadOperationNames(db: Kysely<Database>, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('role_operations')
    .innerJoin('operations', 'operations.id', 'role_operations.operation_id')
    .select('operations.name')
    .where('role_operations.role_id', '=', roleId)
    .execute();
  return rows.map((r) => r.name);
}
