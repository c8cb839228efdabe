import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer token: 256 random bits, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** spec §5: a 4-digit OTP. */
export const newOtp = () => String(randomInt(0, 10_000)).padStart(4, '0');
export const hashOtp = (userId: number, otp: string) => createHash('sha256').update(`${userId}:${otp}`).digest('hex');
