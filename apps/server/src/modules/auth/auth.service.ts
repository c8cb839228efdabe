import type { Kysely } from 'kysely';
import type { ConfirmForgotPassword, Login } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashOtp, newOtp } from '../../lib/tokens.js';
import { findUserForLogin, setPasswordHash, toUser } from '../users/users.repository.js';
import { queueMail } from '../mail/mail.service.js';
import { burnResetTry, findLiveReset, markResetUsed, replaceReset } from './password-resets.repository.js';
import { createSession, revokeSession, revokeUserSessions } from './sessions.repository.js';

const WRONG_LOGIN = 'Incorrect email or password.';
const BAD_OTP = 'Invalid or expired OTP.';

type AuthContext = Pick<AppContext, 'db' | 'config' | 'throttles'>;

/** CONTRACT: failures are counted, not successes, per account and per address. */
export async function signIn(ctx: AuthContext, { email, password }: Login, ip: string) {
  const { throttles } = ctx;
  const account = email.toLowerCase();
  if ((await throttles.loginIp.isBlocked(ip)) || (await throttles.loginAccount.isBlocked(account))) {
    throw tooManyRequests('Too many failed sign-in attempts. Try again later.');
  }
  const user = await findUserForLogin(ctx.db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    await throttles.loginIp.record(ip);
    await throttles.loginAccount.record(account);
    throw unauthorized(WRONG_LOGIN);
  }
  await throttles.loginAccount.clear(account);
  const token = await createSession(ctx.db, user.id, ctx.config.tokenTtlMs);
  const { id, first_name, last_name, email: userEmail, role } = toUser(user);
  return { id, token, first_name, last_name, email: userEmail, role };
}

export async function signOut(db: Kysely<Database>, sessionId: number) {
  await revokeSession(db, sessionId);
}

/**
 * Queues a mail with a new OTP when the email belongs to an account; the caller answers the same either way. Known or
 * unknown, the work is one transaction (the throttle hit; for an account also its code and the mail carrying it) and
 * no SMTP: the outbox sender mails it after the commit, so the answer's timing does not tell who has an account.
 */
export async function forgotPassword(ctx: AuthContext & Pick<AppContext, 'mailSender'>, email: string, ip: string) {
  if (await ctx.throttles.forgotIp.isBlocked(ip)) throw tooManyRequests();
  const user = await findUserForLogin(ctx.db, email);
  const otp = newOtp();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.throttles.forgotIp.record(ip, trx);
    if (!user) return;
    await replaceReset(trx, user.id, hashOtp(user.id, otp), ctx.config.otpTtlMs);
    const minutes = Math.round(ctx.config.otpTtlMs / 60_000);
    await queueMail(trx, ctx.config, [{ kind: 'password_reset', to: user.email, data: { first_name: user.first_name, otp, minutes } }]);
  });
  if (user) ctx.mailSender.wake();
}

/** A wrong OTP burns one try of the live one; the right one sets the password and ends every session. */
export async function confirmForgotPassword(ctx: AuthContext, { email, otp, password }: ConfirmForgotPassword, ip: string) {
  if (await ctx.throttles.otpIp.isBlocked(ip)) throw tooManyRequests();
  const user = await findUserForLogin(ctx.db, email);
  const reset = user ? await findLiveReset(ctx.db, user.id, ctx.config.otpMaxTries) : undefined;
  if (!user || !reset || reset.otp_hash !== hashOtp(user.id, otp)) {
    await ctx.throttles.otpIp.record(ip);
    if (reset) await burnResetTry(ctx.db, reset.id);
    throw badRequest(BAD_OTP);
  }
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    // The guarded update decides: a second confirm with the same OTP finds it used and changes nothing.
    if (!(await markResetUsed(trx, reset.id))) throw badRequest(BAD_OTP);
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeUserSessions(trx, user.id);
  });
}
