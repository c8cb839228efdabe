import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { purgeDeadSessions } from '../modules/auth/sessions.repository.js';
import { purgeSpentResets } from '../modules/auth/password-resets.repository.js';
import { purgeDeadCustomerSessions } from '../modules/customer-app/customer-sessions.repository.js';
import { purgeOldMail } from '../modules/mail/mail.repository.js';
import { purgeActivity } from '../modules/activity/activity.retention.js';
import type { Job } from './jobs.js';
import { purgeThrottleHits } from './throttle.js';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;
/** Sent and failed messages stay on the Mail screen this long. */
export const MAIL_KEEP_MS = 30 * 86_400_000;

/**
 * Deletes what can never be used again: expired or revoked sessions (staff and customer), used or expired OTPs,
 * throttle hits older than the window, sent or failed mail older than 30 days, and activity entries past their
 * retention. Without it those tables only grow. Every instance runs it; the deletes are
 * idempotent, so instances running it at the same moment do no harm.
 */
export async function purgeExpired(ctx: Pick<AppContext, 'db' | 'config'>, now = Date.now()) {
  const at = new Date(now).toISOString();
  return {
    sessions: await purgeDeadSessions(ctx.db, at),
    customerSessions: await purgeDeadCustomerSessions(ctx.db, at),
    otps: await purgeSpentResets(ctx.db, at),
    throttleHits: await purgeThrottleHits(ctx.db, ctx.config.throttle.windowMs, now),
    mail: await purgeOldMail(ctx.db, new Date(now - MAIL_KEEP_MS).toISOString()),
    // Activity entries past their kind's retention (ACTIVITY_RETENTION_DAYS), the chain kept verifiable.
    activity: await purgeActivity(ctx.db, ctx.config.activityRetentionDays, now),
  };
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
