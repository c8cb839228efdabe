import type { Kysely } from 'kysely';
import { MFA_MAX_TRIES, MFA_MESSAGES, PASSKEY_MESSAGES, type Login, type LoginResponse, type LoginStep, type MfaLogin, type PasskeyLogin } from '@glassdesk/shared';
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
  findUserForLoginById,
  type LoginUser,
  revokeSession,
  revokeUserSessions,
  sessionIsLive,
  setPasswordHash,
  toUser,
  touchSession,
} from '../users/users.service.js';
import { now } from '../../db/sql.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import {
  checkPasskeySignIn,
  countChallengeTry,
  createChallenge,
  findLiveChallenge,
  passkeyLoginOptions,
  signInMethods,
  spendChallenge,
  useSecondFactorCode,
} from '../mfa/mfa.service.js';
import type { AuthUser } from '../../plugins/auth.js';

const WRONG_LOGIN = 'Incorrect email or password.';

type AuthContext = Pick<AppContext, 'db' | 'config' | 'throttles'>;

/** How long the second step of a sign-in may wait for its code (CONTRACT: 5 minutes). */
const MFA_TOKEN_MS = 5 * 60_000;
const MFA_EXPIRED = 'This sign-in has expired. Please sign in again.';

/** The sign-in throttles of an account and an address: 429 while either is blocked (the address alone before the account is known). */
async function refuseWhileLocked({ throttles }: AuthContext, account: string | undefined, ip: string) {
  const lockout = await signInLockout([{ throttle: throttles.loginIp, key: ip }, ...(account === undefined ? [] : [{ throttle: throttles.loginAccount, key: account }])]);
  if (lockout) throw tooManyRequests(lockout);
}

/** A failed step counts in the sign-in throttle and the log (never what was typed). */
async function recordFailure(ctx: AuthContext, account: string | undefined, ip: string, userId: number | undefined) {
  await ctx.throttles.loginIp.record(ip);
  if (account !== undefined) await ctx.throttles.loginAccount.record(account);
  // Recorded on its own (there is no change to join): the account when it exists.
  await ctx.db
    .transaction()
    .execute(async (trx) =>
      userId !== undefined
        ? recordChange(trx, 'user', userId, undefined, 'sign_in_failed', { actor: await accountActor(trx, 'user', userId) })
        : recordActivity(trx, { action: 'sign_in_failed', entity: { type: 'user', id: null, label: 'Unknown account' }, actor: { ...SYSTEM_ACTOR, name: 'Unknown' } }),
    );
}

/** Both steps passed (or the only one): the account's failures are forgotten and a session starts. */
async function finishSignIn(ctx: AuthContext, user: LoginUser, ip: string, userAgent: string | undefined): Promise<LoginResponse> {
  await ctx.throttles.loginAccount.clear(user.email.toLowerCase());
  const token = await ctx.db.transaction().execute(async (trx) => {
    const created = await createSession(trx, user.id, ctx.config.sessionMaxMs, { ip, userAgent: userAgent ?? null });
    await recordChange(trx, 'user', user.id, undefined, 'signed_in', { actor: await accountActor(trx, 'user', user.id) });
    return created.token;
  });
  const { id, first_name, last_name, email, role } = toUser(user);
  return { id, token, first_name, last_name, email, role, mfa_enrolment_required: user.mfa_required === 1 && user.has_factor !== 1 };
}

/**
 * POST /login. CONTRACT: failures are counted, not successes, per account and per address. A user with a second
 * factor gets an mfa_token for POST /login/mfa instead of a session (the password alone is not enough).
 */
export async function signIn(ctx: AuthContext, { email, password }: Login, ip: string, userAgent?: string): Promise<LoginStep> {
  const account = email.toLowerCase();
  await refuseWhileLocked(ctx, account, ip);
  const user = await findUserForLogin(ctx.db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? (await getDummyHash()));
  if (!user || !ok) {
    await recordFailure(ctx, account, ip, user?.id);
    throw unauthorized(WRONG_LOGIN);
  }
  if (user.has_factor !== 1) return finishSignIn(ctx, user, ip, userAgent);
  const mfaToken = newToken();
  await createChallenge(ctx.db, {
    kind: 'login',
    token_hash: hashToken(mfaToken),
    user_id: user.id,
    challenge: null,
    expires_at: new Date(now().getTime() + MFA_TOKEN_MS).toISOString(),
  });
  return { mfa_required: true, mfa_token: mfaToken, methods: await signInMethods(ctx, user.id) };
}

/**
 * POST /login/mfa: the second step. A wrong code is 401 and uses one of the mfa_token's 5 tries (and counts in the
 * sign-in throttle); an unknown, used, expired or worn-out mfa_token is 401 too, asking to sign in again.
 */
export async function signInSecondStep(ctx: AuthContext, { mfa_token, code }: MfaLogin, ip: string, userAgent?: string): Promise<LoginResponse> {
  const challenge = await findLiveChallenge(ctx.db, 'login', hashToken(mfa_token), MFA_MAX_TRIES);
  const user = challenge?.user_id != null ? await findUserForLoginById(ctx.db, challenge.user_id) : undefined;
  if (!challenge || !user) {
    await ctx.throttles.loginIp.record(ip);
    throw unauthorized(MFA_EXPIRED);
  }
  const account = user.email.toLowerCase();
  await refuseWhileLocked(ctx, account, ip);
  if (!(await useSecondFactorCode(ctx, user.id, code))) {
    await countChallengeTry(ctx.db, Number(challenge.id));
    await recordFailure(ctx, account, ip, user.id);
    throw unauthorized(MFA_MESSAGES.wrongCode);
  }
  // One sign-in per challenge: of two requests with good codes, the one that spends it goes on.
  if (!(await spendChallenge(ctx.db, Number(challenge.id)))) throw unauthorized(MFA_EXPIRED);
  return finishSignIn(ctx, user, ip, userAgent);
}

/** POST /login/passkey/options: refused (429) while the address is blocked, like the password. */
export async function startPasskeySignIn(ctx: AuthContext, ip: string) {
  await refuseWhileLocked(ctx, undefined, ip);
  return passkeyLoginOptions(ctx);
}

/**
 * POST /login/passkey: a passkey is both factors, so a good answer signs its owner in. Any failure is one 401 (the
 * same whether or not the passkey is known) and counts in the sign-in throttle: the address, and the account when the
 * passkey names one.
 */
export async function signInWithPasskey(ctx: AuthContext, body: PasskeyLogin, ip: string, userAgent?: string): Promise<LoginResponse> {
  await refuseWhileLocked(ctx, undefined, ip);
  const result = await checkPasskeySignIn(ctx, body);
  const user = result.userId !== undefined ? await findUserForLoginById(ctx.db, result.userId) : undefined;
  const account = user?.email.toLowerCase();
  if (account !== undefined) await refuseWhileLocked(ctx, account, ip);
  if (!result.ok || !user) {
    await recordFailure(ctx, account, ip, user?.id);
    throw unauthorized(result.expired ? PASSKEY_MESSAGES.expired : PASSKEY_MESSAGES.failed);
  }
  return finishSignIn(ctx, user, ip, userAgent);
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
    operations: session.operations,
    signedInAt: session.created_at,
    mfaEnrolmentRequired: session.mfa_required === 1 && session.has_factor !== 1,
  };
}
