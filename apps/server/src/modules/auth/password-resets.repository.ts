import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now, nowIso } from '../../db/sql.js';

/** A new OTP replaces any earlier one: only the latest can be used. Two writes: run it in a transaction. */
export async function replaceReset(trx: Kysely<Database>, userId: number, otpHash: string, ttlMs: number) {
  const at = now();
  await trx.updateTable('password_resets').set({ used_at: at.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await trx
    .insertInto('password_resets')
    .values({
      user_id: userId,
      otp_hash: otpHash,
      attempts: 0,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
}

export function findLiveReset(db: Kysely<Database>, userId: number, maxTries: number) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'otp_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function burnResetTry(db: Kysely<Database>, id: number) {
  await db
    .updateTable('password_resets')
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

export async function markResetUsed(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db.updateTable('password_resets').set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Housekeeping: deletes the OTPs that can never be used again (used, or expired). Returns how many went. */
export async function purgeSpentResets(db: Kysely<Database>, now = nowIso()): Promise<number> {
  const res = await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}
