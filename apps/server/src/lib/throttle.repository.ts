import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// The SQL of the throttles' counts (table throttle_hits): lib/throttle.ts decides what a count means.

/** How many hits of `key` in `scope` came after `after` (epoch ms). */
export async function countHits(db: Kysely<Database>, scope: string, key: string, after: number): Promise<number> {
  const row = await db
    .selectFrom('throttle_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('at', '>', after)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The moment (epoch ms) of the n-th newest hit of `key` in `scope` after `after`; undefined when there are fewer. */
export async function nthNewestHit(db: Kysely<Database>, scope: string, key: string, after: number, n: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('throttle_hits')
    .select('at')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('at', '>', after)
    .orderBy('at', 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.at);
}

export async function insertHit(db: Kysely<Database>, hit: { scope: string; key: string; at: number }): Promise<void> {
  await db.insertInto('throttle_hits').values(hit).execute();
}

export async function deleteHits(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db.deleteFrom('throttle_hits').where('scope', '=', scope).where('key', '=', key).execute();
}

/** Deletes every hit at or before `at` (epoch ms); answers how many. */
export async function deleteHitsUpTo(db: Kysely<Database>, at: number): Promise<number> {
  const res = await db.deleteFrom('throttle_hits').where('at', '<=', at).executeTakeFirst();
  return Number(res.numDeletedRows);
}
