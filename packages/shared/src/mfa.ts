import { z } from './common/zod.js';
import { required } from './common/text-rules.js';
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
