import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { now, nowIso } from '../../db/sql.js';

/**
 * Whose codes: staff users' (`password_resets.user_id`) or customers' (`customer_password_resets.customer_id`). The
 * two tables have the same shape but for the owner's column; the queries below are written once for both and typed
 * as the staff table (the owner column's name is the only difference).
 */
export type ResetOwner = { table: 'password_resets'; column: 'user_id' } | { table: 'customer_password_resets'; column: 'customer_id' };
export const STAFF_RESETS: ResetOwner = { table: 'password_resets', column: 'user_id' };
export const CUSTOMER_RESETS: ResetOwner = { table: 'customer_password_resets', column: 'customer_id' };
const as = (owner: ResetOwner) => ({ table: owner.table as 'password_resets', column: owner.column as 'user_id' });

/** A new OTP replaces any earlier one: only the latest can be used. Two writes: run it in a transaction. */
export async function replaceReset(trx: Kysely<Database>, owner: ResetOwner, ownerId: number, otpHash: string, ttlMs: number) {
  const { table, column } = as(owner);
  const at = now();
  await trx.updateTable(table).set({ used_at: at.toISOString() }).where(column, '=', ownerId).where('used_at', 'is', null).execute();
  await trx
    .insertInto(table)
    .values({
      [column]: ownerId,
      otp_hash: otpHash,
      attempts: 0,
      created_at: at.toISOString(),
      expires_at: new Date(at.getTime() + ttlMs).toISOString(),
      used_at: null,
    })
    .execute();
}

export function findLiveReset(db: Kysely<Database>, owner: ResetOwner, ownerId: number, maxTries: number) {
  const { table, column } = as(owner);
  return db
    .selectFrom(table)
    .select(['id', 'otp_hash'])
    .where(column, '=', ownerId)
    .where('used_at', 'is', null)
    .where('attempts', '<', maxTries)
    .where('expires_at', '>', nowIso())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function burnResetTry(db: Kysely<Database>, owner: ResetOwner, id: number) {
  await db
    .updateTable(as(owner).table)
    .set({ attempts: sql`attempts + 1` })
    .where('id', '=', id)
    .execute();
}

export async function markResetUsed(db: Kysely<Database>, owner: ResetOwner, id: number): Promise<boolean> {
  const res = await db.updateTable(as(owner).table).set({ used_at: nowIso() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Housekeeping: deletes the OTPs that can never be used again (used, or expired), staff and customer ones. Returns how many went. */
export async function purgeSpentResets(db: Kysely<Database>, now = nowIso()): Promise<number> {
  let purged = 0;
  for (const owner of [STAFF_RESETS, CUSTOMER_RESETS]) {
    const res = await db
      .deleteFrom(as(owner).table)
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
      .executeTakeFirst();
    purged += Number(res.numDeletedRows);
  }
  return purged;
}
