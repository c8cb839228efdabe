import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A secret kept at rest (an authenticator app's TOTP secret): AES-256-GCM under MFA_SECRET_KEY, a fresh 96-bit IV
// each time, bound to what it belongs to (`context`, e.g. "totp:12") so a sealed value copied to another row does not
// open. Stored as "v1.<iv>.<tag>.<ciphertext>", base64url.

export function seal(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The secret, or null when it does not open with this key and context (another key, or tampered). */
export function unseal(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
