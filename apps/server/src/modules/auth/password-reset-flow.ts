import type { Kysely } from 'kysely';
import type { ConfirmForgotPassword } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, tooManyRequests } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Throttle } from '../../lib/throttle.js';
import { hashOtp, newOtp } from '../../lib/tokens.js';
import { queueMail } from '../mail/mail.service.js';
import { accountActor, recordChange } from '../activity/activity.service.js';
import { burnResetTry, findLiveReset, markResetUsed, replaceReset, type ResetOwner } from './password-resets.repository.js';

const BAD_OTP = 'Invalid or expired OTP.';
/** The answer to forgot-password, the same whether or not the email has an account. */
// For the customer app: its codes' table, handed to the same flow.
export { CUSTOMER_RESETS } from './password-resets.repository.js';

export const FORGOT_SENT = 'If this email belongs to an account, an OTP has been sent to it.';

type FlowContext = Pick<AppContext, 'db' | 'config' | 'throttles' | 'mailSender'>;
type Account = { id: number; email: string; first_name: string };

/** What differs between the staff and the customer reset: whose account, codes, sessions, mail and counters. */
export type ResetFlowSpec = {
  owner: ResetOwner;
  findAccount: (db: Kysely<Database>, email: string) => Promise<Account | undefined>;
  setPasswordHash: (trx: Kysely<Database>, id: number, hash: string) => Promise<unknown>;
  /** Ends every session of the account (a reset signs out everywhere). */
  revokeSessions: (trx: Kysely<Database>, id: number) => Promise<unknown>;
  mailKind: 'password_reset' | 'customer_password_reset';
  /** Mail to a customer is tied to it (erasing the customer erases it). */
  mailToCustomer: boolean;
  /** The address counters of the two steps, and the account's sign-in failures (a reset clears them). */
  throttles: (ctx: FlowContext) => { forgot: Throttle; otp: Throttle; signIn: Throttle };
  /** The account's record in the activity log. */
  entity: 'user' | 'customer';
};

/**
 * Forgot password with an e-mailed 4-digit code: one flow for staff and customer accounts (CONTRACT: the same rules,
 * messages and throttles).
 * - forgot: the caller answers the same for a known and an unknown address. Either way the work is one transaction
 *   (the throttle hit; for an account also its code and the mail carrying it) and no SMTP: the outbox sender mails
 *   it after the commit, so the answer's timing does not tell who has an account.
 * - confirm: a wrong OTP burns one try of the live one; the right one sets the password, ends every session and clears
 *   the account's failed sign-ins.
 */
export function passwordResetFlow(spec: ResetFlowSpec) {
  async function forgot(ctx: FlowContext, email: string, ip: string) {
    const { forgot: throttle } = spec.throttles(ctx);
    if (await throttle.isBlocked(ip)) throw tooManyRequests();
    const account = await spec.findAccount(ctx.db, email);
    const otp = newOtp();
    await ctx.db.transaction().execute(async (trx) => {
      await throttle.record(ip, trx);
      if (!account) return;
      await replaceReset(trx, spec.owner, account.id, hashOtp(account.id, otp), ctx.config.otpTtlMs);
      const minutes = Math.round(ctx.config.otpTtlMs / 60_000);
      await queueMail(trx, ctx.config, [
        { kind: spec.mailKind, to: account.email, customerId: spec.mailToCustomer ? account.id : undefined, data: { first_name: account.first_name, otp, minutes } },
      ]);
    });
    if (account) ctx.mailSender.wake();
  }

  async function confirm(ctx: FlowContext, { email, otp, password }: ConfirmForgotPassword, ip: string) {
    const { otp: throttle } = spec.throttles(ctx);
    if (await throttle.isBlocked(ip)) throw tooManyRequests();
    const account = await spec.findAccount(ctx.db, email);
    const reset = account ? await findLiveReset(ctx.db, spec.owner, account.id, ctx.config.otpMaxTries) : undefined;
    if (!account || !reset || reset.otp_hash !== hashOtp(account.id, otp)) {
      await throttle.record(ip);
      if (reset) await burnResetTry(ctx.db, spec.owner, reset.id);
      throw badRequest(BAD_OTP);
    }
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute(async (trx) => {
      // The guarded update decides: a second confirm with the same OTP finds it used and changes nothing.
      if (!(await markResetUsed(trx, spec.owner, reset.id))) throw badRequest(BAD_OTP);
      await spec.setPasswordHash(trx, account.id, passwordHash);
      await spec.revokeSessions(trx, account.id);
      // Never the code or the password: the entry says the account's owner reset it.
      await recordChange(trx, spec.entity, account.id, undefined, 'password_reset', { actor: await accountActor(trx, spec.entity, account.id) });
    });
    // The owner proved the account is theirs: the failed sign-ins before the reset no longer lock it (sign-in counts
    // the address typed, in lower case).
    const { signIn } = spec.throttles(ctx);
    for (const key of new Set([email.toLowerCase(), account.email.toLowerCase()])) await signIn.clear(key);
  }

  return { forgot, confirm };
}
