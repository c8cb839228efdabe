import { createHash } from 'node:crypto';
import { PASSKEY_MESSAGES, type PasskeyLogin, type PasskeyRegister, type TotpStart } from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import { now } from '../../db/sql.js';
import { conflict, invalidField, notFound } from '../../lib/http-error.js';
import { loadOnce } from '../../lib/load-once.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/auth.js';
import { recordChange } from '../activity/activity.service.js';
import { findUserForLoginById, revokeUserSessions } from '../users/users.service.js';
import { createChallenge, findTotp } from './mfa.repository.js';
import { reauthenticate } from './reauthenticate.js';
import {
  deletePasskey,
  findPasskeyByCredential,
  insertPasskey,
  listPasskeys,
  passkeyCredentialIds,
  replaceRegistrationChallenge,
  takeChallenge,
  usePasskey,
} from './passkeys.repository.js';

// Passkeys through @simplewebauthn/server (a well-kept library that checks the attestation, the signature, the
// origin, the relying party and the counter; WebAuthn by hand is where the subtle mistakes are). A passkey is both
// factors: user verification (a PIN or a fingerprint on the device) is required when it is made and each time it is
// used.

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** How long the browser may take to make or use a passkey (the person looks for a key, types a PIN). */
const CEREMONY_MS = 5 * 60_000;

/**
 * @simplewebauthn/server, loaded at the first passkey ceremony: with its ASN.1 and X.509 packages it was the largest
 * part of the server's cold start (about 300 files), for the few requests that add or use a passkey.
 */
const webauthn = loadOnce(() => import('@simplewebauthn/server'));

/** The relying party: its id (the host) and origin come from APP_URL (CONTRACT). */
export function relyingParty(ctx: Pick<AppContext, 'config'>) {
  const url = new URL(ctx.config.appUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'GlassDesk' };
}

/**
 * The WebAuthn user handle of a staff user: stable for all their passkeys (an authenticator keeps one per account)
 * and not personal data (WebAuthn §14.6.1): a hash of the id, not the email.
 */
export const userHandle = (userId: number) => createHash('sha256').update(`glassdesk-staff-user:${userId}`).digest().subarray(0, 16);

const expiry = () => new Date(now().getTime() + CEREMONY_MS).toISOString();
const transportsOf = (json: string | null) => (json ? (JSON.parse(json) as string[]) : undefined);

/** GET /me/passkeys. */
export const myPasskeys = (ctx: Ctx, me: AuthUser) => listPasskeys(ctx.db, me.id);

/** POST /me/passkeys/options: after re-authentication, the options for navigator.credentials.create(). */
export async function passkeyCreationOptions(ctx: Ctx, me: AuthUser, body: TotpStart) {
  await reauthenticate(ctx, me, body.password);
  const { rpID, rpName } = relyingParty(ctx);
  const existing = await passkeyCredentialIds(ctx.db, me.id);
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName,
    rpID,
    userName: me.email,
    userID: userHandle(me.id),
    userDisplayName: `${me.first_name} ${me.last_name}`,
    timeout: CEREMONY_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credential_id, transports: transportsOf(c.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await replaceRegistrationChallenge(ctx.db, me.id, hashToken(options.challenge), options.challenge, expiry());
  return { ...options };
}

/**
 * POST /me/passkeys {name, response}: the browser's answer to the latest options, checked once. A new passkey ends
 * the user's other sessions (ASVS V7.4.3) and is written in the log.
 */
export async function addPasskey(ctx: Ctx, me: AuthUser, { name, response }: PasskeyRegister) {
  const challenge = await takeChallenge(ctx.db, 'passkey_register', { userId: me.id });
  if (!challenge) throw conflict(PASSKEY_MESSAGES.expired);
  const { rpID, origin } = relyingParty(ctx);
  const verified = await (
    await webauthn()
  )
    .verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true })
    .catch(() => undefined);
  if (!verified?.verified) throw invalidField('response', PASSKEY_MESSAGES.notAdded);
  const { credential } = verified.registrationInfo;
  return ctx.db.transaction().execute(async (trx) => {
    const added = await insertPasskey(trx, {
      user_id: me.id,
      credential_id: credential.id,
      public_key: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
      name,
    });
    if (!added) throw conflict('This passkey is already added.');
    await revokeUserSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'user', me.id, undefined, 'factor_added', { changes: [{ field: 'second_factor', before: null, after: `Passkey "${name}"` }] });
    return added;
  });
}

/**
 * DELETE /me/passkeys/{id}: after re-authentication. The last factor of a user whose role requires one stays (409).
 * The user's other sessions end.
 */
export async function removePasskey(ctx: Ctx, me: AuthUser, id: number, body: TotpStart) {
  await reauthenticate(ctx, me, body.password);
  const mine = await listPasskeys(ctx.db, me.id);
  if (!mine.some((p) => p.id === id)) throw notFound('Passkey');
  const user = await findUserForLoginById(ctx.db, me.id);
  const totp = await findTotp(ctx.db, me.id);
  if (user?.mfa_required === 1 && mine.length === 1 && !totp?.confirmed_at) {
    throw conflict('Your role requires a second factor, and this passkey is your only one. Set up another first.');
  }
  await ctx.db.transaction().execute(async (trx) => {
    const name = await deletePasskey(trx, me.id, id);
    if (name === undefined) throw notFound('Passkey');
    await revokeUserSessions(trx, me.id, me.sessionId);
    await recordChange(trx, 'user', me.id, undefined, 'factor_removed', { changes: [{ field: 'second_factor', before: `Passkey "${name}"`, after: null }] });
  });
}

/** POST /login/passkey/options: options for navigator.credentials.get() with any passkey (no account named yet). */
export async function passkeyLoginOptions(ctx: Ctx) {
  const { rpID } = relyingParty(ctx);
  const options = await (await webauthn()).generateAuthenticationOptions({ rpID, userVerification: 'required', timeout: CEREMONY_MS });
  const challengeId = newToken();
  await createChallenge(ctx.db, { kind: 'passkey_login', token_hash: hashToken(challengeId), user_id: null, challenge: options.challenge, expires_at: expiry() });
  return { challenge_id: challengeId, ...options };
}

/**
 * The user a passkey sign-in proves, or `{userId}` of the passkey's owner when it failed (for the throttle), or
 * nothing known. The challenge is used once, right or wrong; the counter moves forward in one statement.
 */
export async function checkPasskeySignIn(ctx: Ctx, { challenge_id, response }: PasskeyLogin): Promise<{ ok: boolean; userId?: number; expired?: boolean }> {
  const challenge = await takeChallenge(ctx.db, 'passkey_login', { tokenHash: hashToken(challenge_id) });
  const passkey = await findPasskeyByCredential(ctx.db, response.id);
  if (!challenge) return { ok: false, userId: passkey?.user_id, expired: true };
  if (!passkey) return { ok: false };
  const userId = passkey.user_id;
  if (response.response.userHandle && response.response.userHandle !== userHandle(userId).toString('base64url')) return { ok: false, userId };
  const { rpID, origin } = relyingParty(ctx);
  const verified = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    })
    .catch(() => undefined);
  if (!verified?.verified) return { ok: false, userId };
  return { ok: await usePasskey(ctx.db, Number(passkey.id), verified.authenticationInfo.newCounter), userId };
}
