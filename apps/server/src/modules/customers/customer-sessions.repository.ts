import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';
import { newSession, slidExpiry } from '../../lib/tokens.js';
import { hotQuery } from '../../db/hot-query.js';

// Customer sessions live apart from staff sessions: a token of one kind is unknown to the other API.

export async function createCustomerSession(db: Kysely<Database>, customerId: number, ttlMs: number): Promise<string> {
  const { token, row } = newSession(ttlMs);
  await db
    .insertInto('customer_sessions')
    .values({ customer_id: customerId, ...row })
    .execute();
  return token;
}

const customerSessionQuery = (db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('customer_sessions as s')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .select(['s.id', 's.customer_id', 's.expires_at', 's.revoked_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('c.deleted_at', 'is', null)
    .where('c.is_approved', '=', 1);
type CustomerSessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof customerSessionQuery>['executeTakeFirst']>>>;

// Every customer-app request runs it: compiled once, a prepared statement on PostgreSQL (as the staff session's).
const customerSessionByTokenHash = hotQuery<CustomerSessionRow>('customer_session', customerSessionQuery);

/** A session whose customer is live and approved (a deleted or withdrawn customer's tokens stop at once). */
export async function findCustomerSession(db: Kysely<Database>, tokenHash: string): Promise<CustomerSessionRow | undefined> {
  return (await customerSessionByTokenHash(db, tokenHash))[0];
}

export async function slideCustomerSession(db: Kysely<Database>, sessionId: number, expiresAt: string, ttlMs: number) {
  const next = slidExpiry(expiresAt, ttlMs);
  if (next) await db.updateTable('customer_sessions').set({ expires_at: next }).where('id', '=', sessionId).execute();
}

export async function revokeCustomerSession(db: Kysely<Database>, sessionId: number) {
  await db.updateTable('customer_sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every open session of a customer (approval withdrawn, a password reset), or all but one (a password change). */
export async function revokeCustomerSessions(db: Kysely<Database>, customerId: number, exceptSessionId?: number) {
  let q = db.updateTable('customer_sessions').set({ revoked_at: nowIso() }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (exceptSessionId !== undefined) q = q.where('id', '!=', exceptSessionId);
  await q.execute();
}

/** Housekeeping: deletes the customer sessions that can never be used again (expired, or revoked). Returns how many went. */
export async function purgeDeadCustomerSessions(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db
    .deleteFrom('customer_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
