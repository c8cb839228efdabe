import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { countHits, deleteHits, deleteHitsUpTo, insertHit } from './throttle.repository.js';

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
