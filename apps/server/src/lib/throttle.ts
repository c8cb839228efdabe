import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countHits, deleteHits, deleteHitsUpTo, insertHit, nthNewestHit } from './throttle.repository.js';

/**
 * Counts events (failed sign-ins, OTP tries, public form posts) per key in a sliding window.
 * The counts live in the database (table throttle_hits), not in process memory: every instance behind a proxy
 * sees the same counts, and a restart does not forget them. Each call is one query.
 *
 * A check and the record that follows it are two queries, so requests racing on one key may pass the limit by
 * the number of requests in flight at that moment; the limit stays a bound on sustained guessing.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<Database>,
    /** Which counter this is (e.g. 'login-ip'): throttles share the table, never each other's counts. */
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async isBlocked(key: string): Promise<boolean> {
    return (await countHits(this.db, this.scope, key, this.now() - this.windowMs)) >= this.max;
  }

  /** How long `key` stays blocked (ms; 0 when it is not): until its max-th newest hit leaves the window. */
  async blockedFor(key: string): Promise<number> {
    const now = this.now();
    const at = await nthNewestHit(this.db, this.scope, key, now - this.windowMs, this.max);
    return at === undefined ? 0 : Math.max(0, at + this.windowMs - now);
  }

  /** `db`: a transaction to count the event in (forgot-password counts it with the reset it writes). */
  async record(key: string, db: Kysely<Database> = this.db): Promise<void> {
    await insertHit(db, { scope: this.scope, key, at: this.now() });
  }

  async clear(key: string): Promise<void> {
    await deleteHits(this.db, this.scope, key);
  }
}

/** Deletes the hits older than the window (the housekeeping job runs it): they no longer count. Returns how many. */
export async function purgeThrottleHits(db: Kysely<Database>, windowMs: number, now = Date.now()): Promise<number> {
  return deleteHitsUpTo(db, now - windowMs);
}

/** When to try again, for people: "in 1 minute", "in 12 minutes" (rounded up; at least a minute). */
export const tryAgainIn = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/**
 * The 429 of a sign-in refused by its throttles (the account's and the address's), saying when to try again: when
 * every throttle that blocks has let go.
 */
export async function signInLockout(throttles: { throttle: Throttle; key: string }[]): Promise<string | undefined> {
  let wait = 0;
  for (const { throttle, key } of throttles) if (await throttle.isBlocked(key)) wait = Math.max(wait, await throttle.blockedFor(key), 1);
  return wait ? `Too many failed sign-in attempts. Try again ${tryAgainIn(wait)}.` : undefined;
}
