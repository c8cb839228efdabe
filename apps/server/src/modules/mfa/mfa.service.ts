import { createHmac, randomInt } from 'node:crypto';
import { MFA_MESSAGES, RECOVERY_CODE_COUNT, type MfaMethod, type MfaStatus, type TotpConfirm, type TotpDisable, type TotpStart } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { now } from '../../db/sql.js';
import { conflict, invalidField, notFound } from '../../lib/http-error.js';
import { seal, unseal } from '../../lib/sealed-secret.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { findUserForLoginById, revokeUserSessions } from '../users/users.service.js';
import { reauthenticate } from './reauthenticate.js';
import { countPasskeys } from './passkeys.repository.js';
import { confirmTotp, countRecoveryCodesLeft, deleteTotp, findTotp, replaceRecoveryCodes, savePendingTotp, useRecoveryCode, useTotpStep } from './mfa.repository.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';

type Ctx = Pick<AppContext, 'db' | 'config'>;

// The second step of a sign-in (auth.service.ts): its challenges live here, with the factors they check.
export { countChallengeTry, createChallenge, findLiveChallenge, spendChallenge } from './mfa.repository.js';
export { checkPasskeySignIn, passkeyLoginOptions } from './passkeys.service.js';

export { REAUTH_WINDOW_MS } from './reauthenticate.js';

const NO_KEY = 'The authenticator app cannot be set up on this server: it has no MFA_SECRET_KEY. Ask your administrator.';
const sealContext = (userId: number) => `totp:${userId}`;

function keyOf(ctx: Ctx): Buffer {
  if (!ctx.config.mfaSecretKey) throw conflict(NO_KEY);
  return ctx.config.mfaSecretKey;
}

// Recovery codes: ten characters of an alphabet without look-alikes (no 0/o, 1/l/i), about 50 bits each, shown as
// "xxxxx-xxxxx"; kept as an HMAC under MFA_SECRET_KEY (a stolen database alone cannot test guesses).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};
/** A recovery code as typed: case, spaces and the dash do not matter. */
const normalRecoveryCode = (code: string) => {
  const bare = code.toLowerCase().replace(/[\s-]/g, '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
};
const recoveryHash = (key: Buffer, userId: number, code: string) =>
  createHmac('sha256', key)
    .update(`${userId}:${normalRecoveryCode(code)}`)
    .digest('hex');

/** GET /me/mfa. */
export async function mfaStatus(ctx: Ctx, me: AuthUser): Promise<MfaStatus> {
  const totp = await findTotp(ctx.db, me.id);
  return { totp: !!totp?.confirmed_at, passkeys: await countPasskeys(ctx.db, me.id), recovery_codes_left: totp?.confirmed_at ? await countRecoveryCodesLeft(ctx.db, me.id) : 0 };
}

/** The ways a user with a second factor can finish signing in (POST /login's `methods`). */
export async function signInMethods(ctx: Ctx, userId: number): Promise<MfaMethod[]> {
  const totp = await findTotp(ctx.db, userId);
  const methods: MfaMethod[] = totp?.confirmed_at ? ['totp', 'recovery_code'] : [];
  if ((await countPasskeys(ctx.db, userId)) > 0) methods.push('passkey');
  return methods;
}

/** POST /me/mfa/totp: a new secret, not a factor until confirmed with a code. */
export async function startTotp(ctx: Ctx, me: AuthUser, body: TotpStart) {
  const key = keyOf(ctx);
  await reauthenticate(ctx, me, body.password);
  const secret = newTotpSecret();
  if (!(await savePendingTotp(ctx.db, me.id, seal(key, secret, sealContext(me.id))))) {
    throw conflict('The authenticator app is already set up. Turn it off first to set it up again.');
  }
  return { secret, otpauth_url: otpauthUrl(secret, me.email) };
}

/** The secret of a user's authenticator app, or null when it cannot be opened (no key, or the key changed). */
function secretOf(ctx: Ctx, userId: number, sealed: string) {
  return ctx.config.mfaSecretKey ? unseal(ctx.config.mfaSecretKey, sealed, sealContext(userId)) : null;
}

/**
 * POST /me/mfa/totp/confirm: the first code makes it a factor; ten recovery codes are made and answered once (only
 * their hashes are kept); the user's other sessions end (ASVS V7.4.3).
 */
export async function confirmTotpSetup(ctx: Ctx, me: AuthUser, { code }: TotpConfirm) {
  const key = keyOf(ctx);
  const row = await findTotp(ctx.db, me.id);
  if (!row) throw conflict('Start setting up the authenticator app first.');
  if (row.confirmed_at) throw conflict('The authenticator app is already set up.');
  const secret = secretOf(ctx, me.id, row.secret_enc);
  if (!secret) throw conflict('This set-up can no longer be read by the server. Start again.');
  const step = matchingStep(secret, code, now().getTime());
  if (step === null) throw invalidField('code', MFA_MESSAGES.wrongSetupCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await confirmTotp(trx, me.id, step))) throw conflict('The authenticator app is already set up.');
    await replaceRecoveryCodes(
      trx,
      me.id,
      codes.map((c) => recoveryHash(key, me.id, c)),
    );
    await revokeUserSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'user', me.id, undefined, 'factor_added', { changes: [{ field: 'second_factor', before: null, after: 'Authenticator app' }] });
  });
  return { recovery_codes: codes };
}

/**
 * DELETE /me/mfa/totp {password}: a wrong password is 403; a role that requires a second factor keeps it (409) unless
 * a passkey remains; the recovery codes go with it and the user's other sessions end.
 */
export async function disableTotp(ctx: Ctx, me: AuthUser, { password }: TotpDisable) {
  await reauthenticate(ctx, me, password);
  const row = await findTotp(ctx.db, me.id);
  if (!row?.confirmed_at) throw notFound('Authenticator app');
  const user = await findUserForLoginById(ctx.db, me.id);
  if (user?.mfa_required === 1 && (await countPasskeys(ctx.db, me.id)) === 0) {
    throw conflict('Your role requires a second factor, so the authenticator app cannot be turned off.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    await deleteTotp(trx, me.id);
    await revokeUserSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'user', me.id, undefined, 'factor_removed', { changes: [{ field: 'second_factor', before: 'Authenticator app', after: null }] });
  });
}

/**
 * A second-step code of a sign-in: six digits are an authenticator code (one step either side, each step once),
 * anything else a recovery code (each once). True when it let the user in; the code is spent then.
 */
export async function useSecondFactorCode(ctx: Ctx, userId: number, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const row = await findTotp(ctx.db, userId);
    const secret = row?.confirmed_at ? secretOf(ctx, userId, row.secret_enc) : null;
    const step = secret ? matchingStep(secret, trimmed, now().getTime()) : null;
    return step !== null && (await useTotpStep(ctx.db, userId, step));
  }
  if (!ctx.config.mfaSecretKey) return false;
  return useRecoveryCode(ctx.db, userId, recoveryHash(ctx.config.mfaSecretKey, userId, trimmed));
}
