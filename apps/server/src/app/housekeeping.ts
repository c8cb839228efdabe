import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Purge } from '../app-module.js';
import type { Job } from '../lib/jobs.js';
import { purgeThrottleHits } from '../lib/throttle.js';
import { MODULES } from './modules.js';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

/** Every module's purges, and the throttles' old hits (the throttles are the app's, not a module's). */
const PURGES: Record<string, Purge> = {
  throttleHits: (ctx, now) => purgeThrottleHits(ctx.db, ctx.config.throttle.windowMs, now),
  ...Object.fromEntries(MODULES.flatMap((m) => Object.entries(m.purges ?? {}))),
};

/**
 * Deletes what can never be used again: expired or revoked sessions (staff and customer), used or expired OTPs,
 * throttle hits older than the window, sent or failed mail older than 30 days, and activity entries past their
 * retention (each module says what of its own). Without it those tables only grow. Every instance runs it; the
 * deletes are idempotent, so instances running it at the same moment do no harm. Answers how many of each went.
 */
export async function purgeExpired(ctx: Pick<AppContext, 'db' | 'config'>, now = Date.now()): Promise<Record<string, number>> {
  const purged: Record<string, number> = {};
  for (const [name, purge] of Object.entries(PURGES)) purged[name] = await purge(ctx, now);
  return purged;
}

/** The purge as a job of the app's job runner: at start, then every hour. */
export function housekeepingJob(ctx: Pick<AppContext, 'db' | 'config'>, log: Pick<FastifyBaseLogger, 'debug'>, everyMs = HOUSEKEEPING_INTERVAL_MS): Job {
  return {
    name: 'housekeeping',
    everyMs,
    atStart: true,
    run: async () => log.debug({ purged: await purgeExpired(ctx) }, 'housekeeping: expired rows purged'),
  };
}
