import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer token: 256 random bits, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** spec §5: a 4-digit OTP. */
export const newOtp = () => String(randomInt(0, 10_000)).padStart(4, '0');
export const hashOtp = (userId: number, otp: string) => createHash('sha256').update(`${userId}:${otp}`).digest('hex');

/**
 * A new session of either kind (staff or customer): the token to hand out once, and the columns to store (only
 * its hash, with the expiry). The owner column is the caller's.
 */
export function newSession(ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  return {
    token,
    row: { token_hash: hashToken(token), created_at: new Date(now).toISOString(), expires_at: new Date(now + ttlMs).toISOString(), revoked_at: null },
  };
}

/** Sliding expiry: the new expiry after a use, or null when it moved less than a minute (no write needed). */
export function slidExpiry(expiresAt: string, ttlMs: number): string | null {
  const next = Date.now() + ttlMs;
  return next - Date.parse(expiresAt) < 60_000 ? null : new Date(next).toISOString();
}
