import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Config } from '../config.js';
import { createDb } from '../db/create-db.js';
import { migrateToLatest, retryWhenBusy } from '../db/migrate.js';
import { seedFirstAdmin, syncCatalogue } from '../db/seed.js';
import { createMailer, type Mailer } from '../lib/mail.js';
import { Throttle } from '../lib/throttle.js';
import { makeMailAttachment } from '../modules/mail/mail-attachments.js';
import { MailSender } from '../modules/mail/mail-sender.js';

/**
 * What the routes and jobs share: the database (migrated, the operations catalogue synced, the first admin made on a
 * fresh one), the mail transport and the outbox's sender, and the throttles. Answers the first admin too when this
 * start created it.
 */
export async function createContext(config: Config, log: FastifyBaseLogger, mailer?: Mailer) {
  const { db, dialect, close } = createDb({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
    onCheckpointError: (message) => log.warn({ err: message }, 'SQLite checkpoint failed; the connection checkpoints by itself meanwhile'),
    onIdleConnectionError: (message) => log.warn({ err: message }, 'PostgreSQL closed an unused connection; the next query opens another'),
  });
  await retryWhenBusy(() => migrateToLatest(db, dialect));
  await retryWhenBusy(() => syncCatalogue(db));
  const admin = await retryWhenBusy(() => seedFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword }));

  const windowMs = config.throttle.windowMs;
  const throttle = (scope: string, limit: number) => new Throttle(db, scope, limit, windowMs);
  const ctx: AppContext = {
    config,
    db,
    dialect,
    mailer: mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, timeoutMs: config.smtpTimeoutMs, log }),
    mailSender: new MailSender(db, () => ctx.mailer, log, {
      timeoutMs: config.smtpTimeoutMs,
      maxAttempts: config.mailMaxAttempts,
      pollMs: config.mailPollMs,
      makeAttachment: (ref) => makeMailAttachment(ctx, ref),
    }),
    // Counted in the database (throttle_hits): several instances share the counts, and a restart keeps them.
    throttles: {
      loginAccount: throttle('login-account', config.throttle.loginPerAccount),
      loginIp: throttle('login-ip', config.throttle.loginPerIp),
      forgotIp: throttle('forgot-ip', config.throttle.publicPerIp),
      otpIp: throttle('otp-ip', config.throttle.publicPerIp),
      supportIp: throttle('support-ip', config.throttle.publicPerIp),
      customerLoginAccount: throttle('customer-login-account', config.throttle.loginPerAccount),
      customerLoginIp: throttle('customer-login-ip', config.throttle.loginPerIp),
      customerRegisterIp: throttle('customer-register-ip', config.throttle.publicPerIp),
      customerForgotIp: throttle('customer-forgot-ip', config.throttle.publicPerIp),
      customerOtpIp: throttle('customer-otp-ip', config.throttle.publicPerIp),
    },
  };
  return { ctx, admin, closeDb: close };
}
