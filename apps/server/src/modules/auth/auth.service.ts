import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ConfirmForgotPassword, Login } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { getDummyHash, hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashOtp, newOtp } from '../../lib/tokens.js';
import { findUserForLogin, setPasswordHash, toUser } from '../users/users.repository.js';
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

/** Mails a new OTP when the email belongs to an account; the caller answers the same either way. */
export async function forgotPassword(ctx: AuthContext & Pick<AppContext, 'mailer'>, email: string, ip: string, log: FastifyBaseLogger) {
  if (await ctx.throttles.forgotIp.isBlocked(ip)) throw tooManyRequests();
  await ctx.throttles.forgotIp.record(ip);
  const user = await findUserForLogin(ctx.db, email);
  if (!user) return;
  const otp = newOtp();
  await ctx.db.transaction().execute((trx) => replaceReset(trx, user.id, hashOtp(user.id, otp), ctx.config.otpTtlMs));
  const minutes = Math.round(ctx.config.otpTtlMs / 60_000);
  try {
    await ctx.mailer.send({
      to: user.email,
      subject: 'GlassDesk password reset code',
      text: `Hello ${user.first_name},\n\nYour GlassDesk password reset code is ${otp}.\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this message.\n`,
    });
  } catch (err) {
    log.error({ err }, 'password reset mail failed');
  }
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
