import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';

// A user's authenticator app, recovery codes and the sign-in's second-step challenges.

export function findTotp(db: Kysely<Database>, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new, unconfirmed secret replaces any earlier unconfirmed one; a confirmed one is never overwritten here. */
export async function savePendingTotp(db: Kysely<Database>, userId: number, secretEnc: string) {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).where('confirmed_at', 'is', null).execute();
  const res = await db
    .insertInto('user_totp')
    .values({ user_id: userId, secret_enc: secretEnc, confirmed_at: null, last_step: null, created_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function confirmTotp(db: Kysely<Database>, userId: number, step: number) {
  const res = await db.updateTable('user_totp').set({ confirmed_at: nowIso(), last_step: step }).where('user_id', '=', userId).where('confirmed_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A code used once (RFC 6238 §5.2): the step moves forward only, in one statement, so two requests with the same
 * code cannot both win.
 */
export async function useTotpStep(db: Kysely<Database>, userId: number, step: number) {
  const res = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function deleteTotp(db: Kysely<Database>, userId: number) {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Kysely<Database>, userId: number, hashes: string[]) {
  await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  const now = nowIso();
  await db
    .insertInto('user_recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** Uses a recovery code once: true when it was there, unused. */
export async function useRecoveryCode(db: Kysely<Database>, userId: number, hash: string) {
  const res = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countRecoveryCodesLeft(db: Kysely<Database>, userId: number) {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select(sql<number>`count(*)`.as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function createChallenge(db: Kysely<Database>, row: { kind: string; token_hash: string; user_id: number | null; challenge: string | null; expires_at: string }) {
  await db
    .insertInto('mfa_challenges')
    .values({ ...row, attempts: 0, created_at: nowIso() })
    .execute();
}

/** A live challenge of a kind by its token's hash (not expired, tries left). */
export function findLiveChallenge(db: Kysely<Database>, kind: string, tokenHash: string, maxTries: number) {
  return db
    .selectFrom('mfa_challenges')
    .selectAll()
    .where('kind', '=', kind)
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowIso())
    .where('attempts', '<', maxTries)
    .executeTakeFirst();
}

/** A wrong try: counted in one statement (two at once both count). */
export async function countChallengeTry(db: Kysely<Database>, id: number) {
  await db
    .updateTable('mfa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** A challenge is used up: true for the one request that deleted it. */
export async function spendChallenge(db: Kysely<Database>, id: number) {
  const res = await db.deleteFrom('mfa_challenges').where('id', '=', id).executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

export async function purgeDeadChallenges(db: Kysely<Database>, now = nowIso()) {
  const res = await db.deleteFrom('mfa_challenges').where('expires_at', '<=', now).executeTakeFirst();
  return Number(res.numDeletedRows);
}
