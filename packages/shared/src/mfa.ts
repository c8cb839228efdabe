import { z } from './common/zod.js';
import { required } from './common/text-rules.js';
import { requiredText } from './common/fields.js';
import { passwordField } from './auth.js';

// CONTRACT "Staff sign-in: second factors and sessions": the authenticator app (TOTP, RFC 6238: SHA-1, 6 digits,
// 30-second steps) and its recovery codes.
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: ten characters of an unambiguous alphabet in two groups ("k7m2p-x9q4r"). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
/** Tries of one sign-in's second step before it must start again with the password. */
export const MFA_MAX_TRIES = 5;

export const MFA_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  wrongSetupCode: 'That code is not right. Check that the time on your phone is correct, and enter the newest code.',
  wrongCode: 'Incorrect code.',
  setUpFirst: 'Set up a second factor to continue.',
} as const;

export const MfaStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.number().int(),
  recovery_codes_left: z.number().int(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** POST /me/mfa/totp: the password when the session is not fresh (re-authentication before a factor changes). */
export const TotpStartSchema = z.object({ password: passwordField('Password').optional() });
export type TotpStart = z.infer<typeof TotpStartSchema>;
export const TotpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

const totpCode = z
  .string({ error: required('Code') })
  .trim()
  .regex(/^\d{6}$/, MFA_MESSAGES.codeFormat);
export const TotpConfirmSchema = z.object({ code: totpCode });
export type TotpConfirm = z.infer<typeof TotpConfirmSchema>;
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const TotpDisableSchema = z.object({ password: passwordField('Password') });
export type TotpDisable = z.infer<typeof TotpDisableSchema>;

/** POST /login/mfa: an authenticator code or a recovery code (spaces and case do not matter). */
export const MfaLoginSchema = z.object({
  mfa_token: z
    .string({ error: required('mfa_token') })
    .min(1, required('mfa_token'))
    .max(200),
  code: z
    .string({ error: required('Code') })
    .trim()
    .min(1, { error: required('Code'), abort: true })
    .max(32, 'Enter a 6-digit code or a recovery code.'),
});
export type MfaLogin = z.infer<typeof MfaLoginSchema>;

// Passkeys (WebAuthn, the JSON shapes of @simplewebauthn): a passkey is both factors (something held, unlocked by
// something known or something one is), so it signs a person in on its own.
export const PASSKEY_NAME_MAX = 50;
export const PASSKEY_MESSAGES = {
  failed: 'This passkey could not sign you in. Try again, or sign in with your password.',
  notAdded: 'The passkey was not added. Try again.',
  expired: 'This passkey request has expired. Try again.',
} as const;

const b64url = (label: string) =>
  z
    .string({ error: required(label) })
    .min(1, required(label))
    .max(8192)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url.`);

/** What the browser's navigator.credentials.create() gave, as @simplewebauthn/browser's startRegistration answers it. */
export const RegistrationResponseSchema = z.object({
  id: b64url('id'),
  rawId: b64url('rawId'),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url('clientDataJSON'),
    attestationObject: b64url('attestationObject'),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});
/** What navigator.credentials.get() gave, as startAuthentication answers it. */
export const AuthenticationResponseSchema = z.object({
  id: b64url('id'),
  rawId: b64url('rawId'),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url('clientDataJSON'),
    authenticatorData: b64url('authenticatorData'),
    signature: b64url('signature'),
    userHandle: b64url('userHandle').optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** POST /me/passkeys/options: the password when the session is not fresh, as for the authenticator app. */
export const PasskeyOptionsRequestSchema = TotpStartSchema;
/** The creation options for navigator.credentials.create() (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
});
export const PasskeyRegisterSchema = z.object({
  name: requiredText('Name', 1, PASSKEY_NAME_MAX),
  response: RegistrationResponseSchema,
});
export type PasskeyRegister = z.infer<typeof PasskeyRegisterSchema>;
export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyListSchema = z.array(PasskeySchema);
/** POST /me/passkeys answers the new passkey (CONTRACT: 201 {id, name, created_at}). */
export const PasskeyAddedSchema = PasskeySchema.pick({ id: true, name: true, created_at: true });
/** DELETE /me/passkeys/{id}: the password when the session is not fresh. */
export const PasskeyRemoveSchema = TotpStartSchema;

/** POST /login/passkey/options: the request options for navigator.credentials.get(), with the id to answer with. */
export const PasskeyLoginOptionsSchema = z.looseObject({
  challenge_id: z.string(),
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.string().optional(),
});
export const PasskeyLoginSchema = z.object({
  challenge_id: z
    .string({ error: required('challenge_id') })
    .min(1, required('challenge_id'))
    .max(200),
  response: AuthenticationResponseSchema,
});
export type PasskeyLogin = z.infer<typeof PasskeyLoginSchema>;
