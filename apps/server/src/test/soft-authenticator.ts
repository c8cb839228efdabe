import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A software passkey for API tests: what a platform authenticator and the browser's WebAuthn code make of the server's
// options (WebAuthn §6.1 authenticator data, §6.5 attestation "none", §5.8.1 client data), as @simplewebauthn's
// startRegistration/startAuthentication JSON. Only what a test needs: one ES256 key per passkey, a counter, user
// verification on. The E2E suite uses Chromium's own virtual authenticator instead.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  throw new Error('too long for this encoder');
}

/** Canonical enough CBOR (RFC 8949) for a COSE key and an attestation object. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const FLAGS = { UP: 0x01, UV: 0x04, AT: 0x40 };

export type SoftPasskey = { credentialId: Buffer; privateKey: KeyObject; userHandle: string; counter: number };

/** The browser's answer to POST /me/passkeys/options: a new passkey and the JSON to send. */
export function register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, origin: string, opts: { uv?: boolean; originOverride?: string } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(16);
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const flags = FLAGS.UP | FLAGS.AT | (opts.uv === false ? 0 : FLAGS.UV);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(0), Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, coseKey]);
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: opts.originOverride ?? origin, crossOrigin: false }));
  const passkey: SoftPasskey = { credentialId, privateKey, userHandle: options.user.id, counter: 0 };
  const response = {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key' as const,
    response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
  return { passkey, response };
}

/** The browser's answer to POST /login/passkey/options with this passkey (the counter moves on unless told). */
export function authenticate(
  passkey: SoftPasskey,
  options: { challenge: string; rpId?: string },
  origin: string,
  opts: { uv?: boolean; counter?: number; userHandle?: string; originOverride?: string } = {},
) {
  passkey.counter = opts.counter ?? passkey.counter + 1;
  const rpId = options.rpId ?? new URL(origin).hostname;
  const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS.UP | (opts.uv === false ? 0 : FLAGS.UV)]), counterBytes(passkey.counter)]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: opts.originOverride ?? origin, crossOrigin: false }));
  const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: b64url(passkey.credentialId),
    rawId: b64url(passkey.credentialId),
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: opts.userHandle ?? passkey.userHandle,
    },
    authenticatorAttachment: 'platform' as const,
    clientExtensionResults: {},
  };
}
