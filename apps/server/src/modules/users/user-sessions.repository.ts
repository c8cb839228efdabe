import { type Kysely, sql } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import { isPostgresDb, nowIso } from '../../db/sql.js';
import { newSession, slidExpiry } from '../../lib/tokens.js';

export async function createSession(db: Kysely<Database>, userId: number, ttlMs: number): Promise<string> {
  const { token, row } = newSession(ttlMs);
  await db
    .insertInto('sessions')
    .values({ user_id: userId, ...row })
    .execute();
  return token;
}

/** What joins a role's operation names in the aggregated text (no operation name holds it). */
const OPERATIONS_SEPARATOR = '\u001f';

/** The session query, for a token hash (compiled once below). */
function sessionQuery(db: Kysely<Database>, tokenHash: string) {
  const operations = isPostgresDb(db)
    ? sql<string | null>`(select string_agg(o.name, chr(31)) from role_operations ro join operations o on o.id = ro.operation_id where ro.role_id = users.role_id)`
    : sql<string | null>`(select group_concat(o.name, char(31)) from role_operations ro join operations o on o.id = ro.operation_id where ro.role_id = users.role_id)`;
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
        operations.as('operations'),
      ])
      .where('sessions.token_hash', '=', tokenHash)
      // A deleted user's tokens stop working at once, even before their revocation is written.
      .where('users.deleted_at', 'is', null)
      // Defence in depth: a role deleted under a user (which the role lock prevents) grants nothing.
      .where('roles.deleted_at', 'is', null)
  );
}
type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirst']>>>;

const sessionByTokenHash = hotQuery<SessionRow>('session', sessionQuery);

/**
 * The session of a token hash with its user, role and the role's operations: one query per request, the
 * operations aggregated by the database into one text (string_agg / group_concat, joined by a character no
 * operation name holds).
 */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  const row = (await sessionByTokenHash(db, tokenHash))[0];
  return row && { ...row, operations: row.operations ? row.operations.split(OPERATIONS_SEPARATOR) : [] };
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

/**
 * Housekeeping: deletes the sessions that can never be used again (expired, or revoked), so the table holds live
 * sessions only. Returns how many went.
 */
export async function purgeDeadSessions(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
