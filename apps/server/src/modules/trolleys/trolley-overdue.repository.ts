import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../db/sql.js';

// The daily digest's runs (table trolley_digest_runs): one row per day, the claim that makes it run once.

/** Claims the day for this run; false when another run (another instance, an earlier start) has it. */
export async function claimDigestDay(db: Kysely<Database>, day: string) {
  const claimed = await db
    .insertInto('trolley_digest_runs')
    .values({ day, ran_at: nowIso(), customers: 0, messages: 0 })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordDigestRun(db: Kysely<Database>, day: string, counts: { customers: number; messages: number }) {
  await db.updateTable('trolley_digest_runs').set(counts).where('day', '=', day).execute();
}

/** The day's run row (tests, and the check that a day was sent). */
export const digestRun = (db: Kysely<Database>, day: string) => db.selectFrom('trolley_digest_runs').selectAll().where('day', '=', day).executeTakeFirst();
