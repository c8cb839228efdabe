import { type Compilable, type CompiledQuery, type Kysely, sql } from 'kysely';
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

/**
 * A query that every request runs, with one value from the request: built and compiled by Kysely once per database
 * (building it on every request cost more than running it on SQLite: GET /cities 7,800 -> 11,000 requests/s). On
 * PostgreSQL it also goes out as a named prepared statement, so each pooled connection parses and plans it once:
 * planning the session query was most of its cost (320 µs a round trip unnamed, 60 µs named). Kysely hands the SQL
 * text straight to pg's client.query(), which takes a `{ name, text }` query config in its place (SQLite keeps its
 * own statement cache, db/create-db.ts).
 */
export function hotQuery<R>(name: string, build: (db: Kysely<Database>, value: string) => Compilable<R>) {
  // Compiled with a placeholder value, which tells where the request's value goes among the parameters.
  const placeholder = `\u0000${name}`;
  const compiledFor = new WeakMap<Kysely<Database>, { query: CompiledQuery<R>; at: number }>();
  return async (db: Kysely<Database>, value: string): Promise<R[]> => {
    let entry = compiledFor.get(db);
    if (!entry) {
      let query = build(db, placeholder).compile();
      const at = query.parameters.indexOf(placeholder);
      if (at < 0 || query.parameters.lastIndexOf(placeholder) !== at) throw new Error(`the ${name} query must use its value once`);
      if (isPostgresDb(db)) {
        const text = query.sql;
        query = { ...query, sql: { name: `glassdesk_${name}`, text, toString: () => text } as unknown as string };
      }
      compiledFor.set(db, (entry = { query, at }));
    }
    const parameters = [...entry.query.parameters];
    parameters[entry.at] = value;
    return (await db.executeQuery<R>({ ...entry.query, parameters })).rows;
  };
}

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
