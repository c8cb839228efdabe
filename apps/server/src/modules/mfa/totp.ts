import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@glassdesk/shared';

// RFC 6238 through otpauth (a well-kept library, with the RFC's test vectors in its own suite): SHA-1, 6 digits,
// 30-second steps, one step either side accepted (a phone's clock a little off, a code typed as it turned).

const ISSUER = 'GlassDesk';
const totpFor = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new secret: 160 random bits (RFC 4226's recommended length), base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// link an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, email: string) => totpFor(secret, email).toString();

/** The 30-second step a time falls in. */
export const stepAt = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** The code of a step (tests compute codes this way, from the secret). */
export const codeAt = (secret: string, ms: number) => totpFor(secret).generate({ timestamp: ms });

/** The step whose code `code` is, within one step either side of `at`, or null. */
export function matchingStep(secret: string, code: string, at: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? null : stepAt(at) + delta;
}
