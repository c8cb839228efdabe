import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { Dialect } from './db/create-db.js';
import type { Mailer } from './lib/mail.js';
import type { MailQueue } from './lib/mail-queue.js';
import type { Throttle } from './lib/throttle.js';

/** What route modules need from the app, passed explicitly instead of read from globals. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  /** Mail sent after a commit, in the background, with retries (tickets). */
  mailQueue: MailQueue;
  throttles: {
    loginAccount: Throttle;
    loginIp: Throttle;
    forgotIp: Throttle;
    otpIp: Throttle;
    supportIp: Throttle;
    customerLoginAccount: Throttle;
    customerLoginIp: Throttle;
    customerRegisterIp: Throttle;
  };
};
