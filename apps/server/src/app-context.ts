import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/create-db.js';
import type { Mailer } from './lib/mail.js';
import type { MailSender } from './modules/mail/mail-sender.js';
import type { Throttle } from './lib/throttle.js';

/** What route modules need from the app, passed explicitly instead of read from globals. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  /** The transport (SMTP or .eml) the outbox sender hands messages to; only the sender calls it. */
  mailer: Mailer;
  /** Sends the outbox: services queue mail in their transaction (modules/mail) and wake it after the commit. */
  mailSender: MailSender;
  throttles: {
    loginAccount: Throttle;
    loginIp: Throttle;
    forgotIp: Throttle;
    otpIp: Throttle;
    supportIp: Throttle;
    customerLoginAccount: Throttle;
    customerLoginIp: Throttle;
    customerRegisterIp: Throttle;
    customerForgotIp: Throttle;
    customerOtpIp: Throttle;
  };
};
