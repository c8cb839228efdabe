import type { Kysely } from 'kysely';
import type { Login } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { getDummyHash, verifyPassword } from '../../lib/passwords.js';
import { signInLockout } from '../../lib/throttle.js';

import { accountActor, recordActivity, recordChange, SYSTEM_ACTOR } from '../activity/activity.service.js';
import { passwordResetFlow } from './password-reset-flow.js';
import { STAFF_RESETS } from './password-resets.repository.js';
import {
  createSession,
  findSessionByTokenHash,
  findUserForLogin,
  revokeSession,
  revokeUserSessions,
  sessionIsLive,
  setPasswordHash,
  toUser,
  touchSession,
} from '../users/users.service.js';
import { now } from '../../db/sql.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.js';

const WRONG_LOGIN = 'Incorrect email or password.';

type AuthContext = Pick<AppContext, 'db' | 'config' | 'throttles'>;

/** CONTRACT: failures are counted, not successes, per account and per address. */
export async function signIn(ctx: AuthContext, { email, password }: Login, ip: string, userAgent?: string) {
  const { throttles } = ctx;
  const account = email.toLowerCase();
  const lockout = await signInLockout([
    { throttle: throttles.loginIp, key: ip },
    { throttle: throttles.loginAccount, key: account },
  ]);
  if (lockout) throw tooManyRequests(lockout);
  const user = await findUserForLogin(ctx.db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    await throttles.loginIp.record(ip);
    await throttles.loginAccount.record(account);
    // Recorded on its own (there is no change to join): the account when it exists, never the password typed.
    await ctx.db
      .transaction()
      .execute(async (trx) =>
        user
          ? recordChange(trx, 'user', user.id, undefined, 'sign_in_failed', { actor: await accountActor(trx, 'user', user.id) })
          : recordActivity(trx, { action: 'sign_in_failed', entity: { type: 'user', id: null, label: 'Unknown account' }, actor: { ...SYSTEM_ACTOR, name: 'Unknown' } }),
      );
    throw unauthorized(WRONG_LOGIN);
  }
  await throttles.loginAccount.clear(account);
  const token = await ctx.db.transaction().execute(async (trx) => {
    const created = await createSession(trx, user.id, ctx.config.sessionMaxMs, { ip, userAgent: userAgent ?? null });
    await recordChange(trx, 'user', user.id, undefined, 'signed_in', { actor: await accountActor(trx, 'user', user.id) });
    return created.token;
  });
  const { id, first_name, last_name, email: userEmail, role } = toUser(user);
  return { id, token, first_name, last_name, email: userEmail, role };
}

export async function signOut(db: Kysely<Database>, sessionId: number) {
  await revokeSession(db, sessionId);
}

const staffResets = passwordResetFlow({
  owner: STAFF_RESETS,
  findAccount: findUserForLogin,
  setPasswordHash,
  revokeSessions: (trx, id) => revokeUserSessions(trx, id),
  mailKind: 'password_reset',
  mailToCustomer: false,
  throttles: ({ throttles }) => ({ forgot: throttles.forgotIp, otp: throttles.otpIp, signIn: throttles.loginAccount }),
  entity: 'user',
});

/** Queues a mail with a new OTP when the email belongs to a staff account; the caller answers the same either way. */
export const forgotPassword = staffResets.forgot;
/** A wrong OTP burns one try of the live one; the right one sets the password and ends every session. */
export const confirmForgotPassword = staffResets.confirm;

/**
 * The staff user a token belongs to, for the auth hook of every admin route: the session found by the token's hash,
 * unless revoked, past its absolute limit (SESSION_MAX_HOURS after sign-in) or idle too long (SESSION_IDLE_MINUTES
 * since its last use), its last use written (at most once a minute), with the role's operations read fresh, so a
 * role change applies to its users' next request.
 */
export async function userOfToken(ctx: Pick<AppContext, 'db' | 'config'>, token: string): Promise<AuthUser | undefined> {
  const session = await findSessionByTokenHash(ctx.db, hashToken(token));
  const at = now();
  if (!session || !sessionIsLive(session, at.getTime(), ctx.config.sessionIdleMs)) return undefined;
  await touchSession(ctx.db, session.id, session.last_used_at, at);
  return {
    sessionId: session.id,
    id: session.user_id,
    first_name: session.first_name,
    last_name: session.last_name,
    email: session.email,
    role: { id: session.role_id, name: session.role_name, editable: session.role_editable === 1 },
    operations: new Set(session.operations),
  };
}
