import type { Kysely } from 'kysely';
import { hotQuery } from '../../db/hot-query.js';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { newSession } from '../../lib/tokens.js';
import { hasSecondFactor } from './users.repository.js';

/** Where a sign-in came from, kept on its session for My Profile > Sessions. */
export type SessionOrigin = { ip: string | null; userAgent: string | null };

/**
 * A staff session: only the token's hash is kept, with the absolute limit as `expires_at` (SESSION_MAX_HOURS after
 * sign-in; it never slides), the moment of last use for the idle limit, and where it came from.
 */
export async function createSession(db: Kysely<Database>, userId: number, maxMs: number, origin: SessionOrigin): Promise<{ token: string; id: number }> {
  const { token, row } = newSession(maxMs);
  const { id } = await db
    .insertInto('sessions')
    .values({ user_id: userId, ...row, last_used_at: row.created_at, ip: origin.ip, user_agent: origin.userAgent?.slice(0, 500) ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: Number(id) };
}

/** The session query, for a token hash (compiled once below). */
function sessionQuery(db: Kysely<Database>, tokenHash: string) {
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
        'sessions.last_used_at',
        'sessions.created_at',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.role_id',
        'roles.name as role_name',
        'roles.editable as role_editable',
        'roles.mfa_required',
        'roles.version as role_version',
        hasSecondFactor.as('has_factor'),
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
 * A role's operations by role and version, per database: every change of a role's operations moves its version on
 * (PUT /roles/{id}), and every request reads the version with its session, so a change applies to the next request
 * of every instance while the operations themselves (63 names, aggregated and split again) are read once per version
 * instead of on every request. Bounded: past ROLE_CACHE_SIZE entries it starts again.
 */
const ROLE_CACHE_SIZE = 1_000;
const roleOperations = new WeakMap<Kysely<Database>, Map<string, ReadonlySet<string>>>();

async function operationsOfRole(db: Kysely<Database>, roleId: number, version: number): Promise<ReadonlySet<string>> {
  let cache = roleOperations.get(db);
  if (!cache) roleOperations.set(db, (cache = new Map<string, ReadonlySet<string>>()));
  const key = `${roleId}:${version}`;
  const known = cache.get(key);
  if (known) return known;
  const rows = await db.selectFrom('role_operations as ro').innerJoin('operations as o', 'o.id', 'ro.operation_id').select('o.name').where('ro.role_id', '=', roleId).execute();
  const operations: ReadonlySet<string> = new Set(rows.map((r) => r.name));
  if (cache.size >= ROLE_CACHE_SIZE) cache.clear();
  cache.set(key, operations);
  return operations;
}

/** The session of a token hash with its user, its role and the role's operations (of the role's version now). */
export async function findSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  const row = (await sessionByTokenHash(db, tokenHash))[0];
  return row && { ...row, operations: await operationsOfRole(db, row.role_id, Number(row.role_version)) };
}

/** A use of a session: its last use is written at most once a minute (the idle limit counts in minutes). */
export async function touchSession(db: Kysely<Database>, sessionId: number, lastUsedAt: string | null, at: Date) {
  if (lastUsedAt && at.getTime() - Date.parse(lastUsedAt) < 60_000) return;
  await db.updateTable('sessions').set({ last_used_at: at.toISOString() }).where('id', '=', sessionId).execute();
}

/** Whether a staff session still lets its token in at `at`: not revoked, not past its absolute or idle limit. */
export function sessionIsLive(session: { revoked_at: string | null; expires_at: string; last_used_at: string | null; created_at?: string }, at: number, idleMs: number) {
  if (session.revoked_at || Date.parse(session.expires_at) <= at) return false;
  const lastUsed = session.last_used_at ?? session.created_at;
  return !lastUsed || at - Date.parse(lastUsed) < idleMs;
}

/** A user's live sessions (not revoked, within both limits), the most recently used first. */
export async function listLiveSessions(db: Kysely<Database>, userId: number, at: Date, idleMs: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at.toISOString())
    .where('last_used_at', '>', new Date(at.getTime() - idleMs).toISOString())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one live session of a user: false when it is not theirs or already ended. */
export async function revokeOwnSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const res = await db
    .updateTable('sessions')
    .set({ revoked_at: nowIso() })
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function revokeSession(db: Kysely<Database>, sessionId: number) {
  await db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live session of a user, except one (the caller's own, after a password change); how many ended. */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, exceptSessionId?: number): Promise<number> {
  let q = db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows);
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
