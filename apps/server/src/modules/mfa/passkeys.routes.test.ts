import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createRole, createUserQuick } from '../../test/factories.js';
import { authenticate, register, type SoftPasskey } from '../../test/soft-authenticator.js';
import { codeAt } from './totp.js';

// CONTRACT "Staff sign-in: second factors and sessions": passkeys (WebAuthn) added, listed, removed, and signing in
// on their own (a passkey is both factors). The browser's side is test/soft-authenticator.ts: a real ES256 key,
// real authenticator data and signatures, checked by the server's @simplewebauthn/server.

const MINUTE = 60_000;
const WIDE_OPEN = { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 };
const FAILED = { detail: PASSKEY_MESSAGES.failed };
const EXPIRED = { detail: PASSKEY_MESSAGES.expired };

// Only Date is faked, and only forward: a session "signed in 11 minutes ago" is one the clock has moved past.
let clock = Date.now();
const advance = (ms: number) => {
  clock += ms;
  vi.setSystemTime(clock);
};
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
});
afterEach(() => vi.useRealTimers());

type User = { id: number; email: string; password: string };

function suite(t: () => TestApp) {
  const origin = () => t().ctx.config.appUrl;
  const api = (...args: Parameters<TestApp['api']>) => t().api(...args);
  const newUser = async (roleId?: number): Promise<User> => createUserQuick(t().ctx, { roleId: roleId ?? (await createRole(t().ctx, ['List Cities'])) });
  const login = (u: User) => api({ method: 'POST', url: '/login', payload: { email: u.email, password: u.password } });
  const signIn = async (u: User) => {
    const res = await login(u);
    expect(res.json()).toMatchObject({ token: expect.any(String) });
    return res.json().token as string;
  };
  const options = (token: string, payload: object = {}) => api({ method: 'POST', url: '/me/passkeys/options', token, payload });
  const add = (token: string, name: string, response: object) => api({ method: 'POST', url: '/me/passkeys', token, payload: { name, response } });
  const list = async (token: string) => (await api({ method: 'GET', url: '/me/passkeys', token })).json() as Array<{ id: number; name: string; last_used_at: string | null }>;
  const remove = (token: string, id: number, payload?: object) => api({ method: 'DELETE', url: `/me/passkeys/${id}`, token, ...(payload ? { payload } : {}) });
  const loginOptions = () => api({ method: 'POST', url: '/login/passkey/options' });
  const loginWith = (challenge_id: string, response: object) => api({ method: 'POST', url: '/login/passkey', payload: { challenge_id, response } });

  /** Adds a passkey in this session: the soft passkey and its row. */
  const addPasskey = async (token: string, name = 'Laptop') => {
    const opts = await options(token);
    expect(opts.statusCode).toBe(200);
    const made = register(opts.json(), origin());
    const res = await add(token, name, made.response);
    expect(res.statusCode).toBe(201);
    return { passkey: made.passkey, row: res.json() as { id: number; name: string } };
  };
  /** A whole passkey sign-in: the login body. */
  const signInWithPasskey = async (passkey: SoftPasskey) => {
    const opts = (await loginOptions()).json();
    const res = await loginWith(opts.challenge_id, authenticate(passkey, opts, origin()));
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  describe('adding a passkey', () => {
    it('a fresh session gets creation options for a discoverable, user-verified passkey of this relying party', async () => {
      const user = await newUser();
      const res = await options(await signIn(user));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        challenge: expect.any(String),
        rp: { name: 'GlassDesk', id: new URL(origin()).hostname },
        user: { name: user.email, displayName: 'Test User', id: expect.any(String) },
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        excludeCredentials: [],
      });
    });

    it('adds it by name (201), lists it, counts it in GET /me/mfa and ends the other sessions (its log entry: activity-matrix)', async () => {
      const user = await newUser();
      const other = await signIn(user);
      const token = await signIn(user);
      const { row } = await addPasskey(token, 'Work laptop');
      expect(row).toEqual({ id: expect.any(Number), name: 'Work laptop', created_at: expect.any(String) });
      expect(await list(token)).toEqual([{ id: row.id, name: 'Work laptop', created_at: expect.any(String), last_used_at: null }]);
      expect((await api({ method: 'GET', url: '/me/mfa', token })).json()).toEqual({ totp: false, passkeys: 1, recovery_codes_left: 0 });
      expect((await api({ method: 'GET', url: '/user', token: other })).statusCode).toBe(401);
      expect((await api({ method: 'GET', url: '/user', token })).statusCode).toBe(200);
      // The next options leave out the passkey this user has (an authenticator is not asked for a second one).
      expect((await options(token)).json().excludeCredentials).toEqual([
        {
          id: (await t().ctx.db.selectFrom('user_passkeys').select('credential_id').where('user_id', '=', user.id).executeTakeFirstOrThrow()).credential_id,
          transports: ['internal'],
          type: 'public-key',
        },
      ]);
    });

    it.each([
      ['', 422],
      ['a', 201],
      ['x'.repeat(50), 201],
      ['x'.repeat(51), 422],
    ])('a name of %j -> %i', async (name, status) => {
      const token = await signIn(await newUser());
      const made = register((await options(token)).json(), origin());
      expect((await add(token, name, made.response)).statusCode).toBe(status);
    });

    it('keeps the name as typed but without tags', async () => {
      const token = await signIn(await newUser());
      const made = register((await options(token)).json(), origin());
      expect((await add(token, '<b>Phone</b> & key', made.response)).json().name).toBe('Phone & key');
    });

    it('a session older than 10 minutes needs the password: none or a wrong one is 403, the right one 200', async () => {
      const user = await newUser();
      const token = await signIn(user);
      advance(11 * MINUTE);
      expect((await options(token)).json()).toEqual({ detail: 'Enter your password to change a second factor.' });
      expect((await options(token, { password: 'wrong-password' })).statusCode).toBe(403);
      expect((await options(token, { password: user.password })).statusCode).toBe(200);
    });

    it('checks the answer once: posted again it is 409, and a failed check needs new options', async () => {
      const token = await signIn(await newUser());
      const made = register((await options(token)).json(), origin());
      expect((await add(token, 'Key', made.response)).statusCode).toBe(201);
      expect((await add(token, 'Key', made.response)).json()).toEqual(EXPIRED);

      const wrongOrigin = register((await options(token)).json(), origin(), { originOverride: 'https://evil.example' });
      const res = await add(token, 'Key', wrongOrigin.response);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'response'], msg: PASSKEY_MESSAGES.notAdded })]);
      expect((await add(token, 'Key', wrongOrigin.response)).statusCode).toBe(409);
    });

    it('refuses a passkey made without user verification (a passkey is both factors): 422', async () => {
      const token = await signIn(await newUser());
      const made = register((await options(token)).json(), origin(), { uv: false });
      expect((await add(token, 'Key', made.response)).statusCode).toBe(422);
      expect(await list(token)).toEqual([]);
    });

    it('answers for the options of the session that asked: another user cannot use them', async () => {
      const aToken = await signIn(await newUser());
      const bToken = await signIn(await newUser());
      const made = register((await options(aToken)).json(), origin());
      expect((await add(bToken, 'Key', made.response)).statusCode).toBe(409);
      expect((await add(aToken, 'Key', made.response)).statusCode).toBe(201);
    });
  });

  describe('signing in with a passkey', () => {
    it('POST /login then names the passkey as the way on; the passkey alone signs in, with a session like any other', async () => {
      const user = await newUser();
      const { passkey, row } = await addPasskey(await signIn(user));
      expect((await login(user)).json()).toEqual({ mfa_required: true, mfa_token: expect.any(String), methods: ['passkey'] });

      const opts = await loginOptions();
      expect(opts.json()).toMatchObject({ challenge_id: expect.any(String), challenge: expect.any(String), rpId: new URL(origin()).hostname, userVerification: 'required' });
      const body = await signInWithPasskey(passkey);
      expect(body).toMatchObject({ id: user.id, email: user.email, token: expect.any(String), mfa_enrolment_required: false });
      expect((await api({ method: 'GET', url: '/user', token: body.token })).statusCode).toBe(200);
      expect((await list(body.token)).find((p) => p.id === row.id)?.last_used_at).toEqual(expect.any(String));
    });

    it('with both factors, the methods are the app, a recovery code and the passkey', async () => {
      const user = await newUser();
      const token = await signIn(user);
      const { secret } = (await api({ method: 'POST', url: '/me/mfa/totp', token })).json();
      expect((await api({ method: 'POST', url: '/me/mfa/totp/confirm', token, payload: { code: codeAt(secret, clock) } })).statusCode).toBe(200);
      await addPasskey(token);
      expect((await login(user)).json().methods).toEqual(['totp', 'recovery_code', 'passkey']);
    });

    it('uses a challenge once: the same answer again is 401 and asks to start again', async () => {
      const { passkey } = await addPasskey(await signIn(await newUser()));
      const opts = (await loginOptions()).json();
      const answer = authenticate(passkey, opts, origin());
      expect((await loginWith(opts.challenge_id, answer)).statusCode).toBe(200);
      const again = await loginWith(opts.challenge_id, answer);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual(EXPIRED);
    });

    it('a challenge lives 5 minutes', async () => {
      const { passkey } = await addPasskey(await signIn(await newUser()));
      const opts = (await loginOptions()).json();
      advance(5 * MINUTE + 1_000);
      expect((await loginWith(opts.challenge_id, authenticate(passkey, opts, origin()))).json()).toEqual(EXPIRED);
    });

    it.each([
      ['signed by another key', 'key'],
      ['without user verification', 'uv'],
      ['from another origin', 'origin'],
      ['for another user handle', 'handle'],
      ['with a counter that went back (a cloned key)', 'counter'],
      ['of a passkey nobody has', 'unknown'],
    ])('an answer %s is 401 with one message', async (_what, kind) => {
      const { passkey } = await addPasskey(await signIn(await newUser()));
      await signInWithPasskey(passkey); // counter 1
      const stranger = register({ challenge: 'x', rp: {}, user: { id: passkey.userHandle } }, origin()).passkey;
      const opts = (await loginOptions()).json();
      const answer =
        kind === 'key'
          ? authenticate({ ...stranger, credentialId: passkey.credentialId }, opts, origin(), { counter: 5 })
          : kind === 'uv'
            ? authenticate(passkey, opts, origin(), { uv: false })
            : kind === 'origin'
              ? authenticate(passkey, opts, origin(), { originOverride: 'https://evil.example' })
              : kind === 'handle'
                ? authenticate(passkey, opts, origin(), { userHandle: Buffer.from('someone else').toString('base64url') })
                : kind === 'counter'
                  ? authenticate(passkey, opts, origin(), { counter: 1 })
                  : authenticate(stranger, opts, origin());
      const res = await loginWith(opts.challenge_id, answer);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(FAILED);
    });

    it('a removed user cannot sign in with their passkey', async () => {
      const user = await newUser();
      const { passkey } = await addPasskey(await signIn(user));
      await t().ctx.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', user.id).execute();
      const opts = (await loginOptions()).json();
      expect((await loginWith(opts.challenge_id, authenticate(passkey, opts, origin()))).json()).toEqual(FAILED);
    });

    it.each([
      [{ challenge_id: '' }, 422],
      [{ challenge_id: 'x'.repeat(201) }, 422],
      [{ challenge_id: 'unknown' }, 401],
    ])('a challenge_id of %j -> %i', async (body, status) => {
      const { passkey } = await addPasskey(await signIn(await newUser()));
      const opts = (await loginOptions()).json();
      expect((await loginWith(body.challenge_id, authenticate(passkey, opts, origin()))).statusCode).toBe(status);
    });
  });

  describe('removing a passkey', () => {
    it('a fresh session removes it without the password; the other sessions end; sign-in is the password alone again', async () => {
      const user = await newUser();
      const { row, passkey } = await addPasskey(await signIn(user));
      const other = (await signInWithPasskey(passkey)).token as string;
      const token = (await signInWithPasskey(passkey)).token as string;
      expect((await remove(token, row.id)).json()).toEqual({ message: 'Passkey removed.' });
      expect(await list(token)).toEqual([]);
      expect((await api({ method: 'GET', url: '/user', token: other })).statusCode).toBe(401);
      expect((await login(user)).json()).toMatchObject({ token: expect.any(String) });
    });

    it("an older session needs the password; another user's passkey is 404", async () => {
      const user = await newUser();
      const { row, passkey } = await addPasskey(await signIn(user));
      const token = (await signInWithPasskey(passkey)).token as string;
      const stranger = await signIn(await newUser());
      expect((await remove(stranger, row.id, { password: 'password-1' })).statusCode).toBe(404);
      advance(11 * MINUTE);
      expect((await remove(token, row.id)).statusCode).toBe(403);
      expect((await remove(token, row.id, { password: 'wrong-password' })).statusCode).toBe(403);
      expect((await remove(token, row.id, { password: user.password })).statusCode).toBe(200);
    });

    it('a role that requires a second factor keeps the last one (409); with the app as well, either may go', async () => {
      const roleId = await createRole(t().ctx, ['List Cities']);
      await t().ctx.db.updateTable('roles').set({ mfa_required: 1 }).where('id', '=', roleId).execute();
      const user = await newUser(roleId);
      const first = await signIn(user);
      expect((await login(user)).json()).toMatchObject({ mfa_enrolment_required: true });
      const { row, passkey } = await addPasskey(first);
      const token = (await signInWithPasskey(passkey)).token as string;
      expect((await api({ method: 'GET', url: '/user', token })).json()).toMatchObject({ mfa_enrolment_required: false });
      expect((await remove(token, row.id)).statusCode).toBe(409);

      const { secret } = (await api({ method: 'POST', url: '/me/mfa/totp', token })).json();
      expect((await api({ method: 'POST', url: '/me/mfa/totp/confirm', token, payload: { code: codeAt(secret, clock) } })).statusCode).toBe(200);
      // The passkey may go now (the app stays); with only the app left, it may not.
      expect((await remove(token, row.id)).statusCode).toBe(200);
      expect((await api({ method: 'DELETE', url: '/me/mfa/totp', token, payload: { password: user.password } })).statusCode).toBe(409);
    });

    it('the app may be turned off in a role that requires a factor when a passkey stays', async () => {
      const roleId = await createRole(t().ctx, ['List Cities']);
      await t().ctx.db.updateTable('roles').set({ mfa_required: 1 }).where('id', '=', roleId).execute();
      const user = await newUser(roleId);
      const token = await signIn(user);
      const { secret } = (await api({ method: 'POST', url: '/me/mfa/totp', token })).json();
      expect((await api({ method: 'POST', url: '/me/mfa/totp/confirm', token, payload: { code: codeAt(secret, clock) } })).statusCode).toBe(200);
      await addPasskey(token);
      expect((await api({ method: 'DELETE', url: '/me/mfa/totp', token, payload: { password: user.password } })).statusCode).toBe(200);
    });
  });
}

describe('passkeys', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ throttle: WIDE_OPEN });
  });
  afterAll(() => app.close());
  suite(() => app);
});

describe('passkey sign-in and the sign-in throttle', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 3, publicPerIp: 1000 } });
  });
  afterAll(() => app.close());

  it('failures count for the address: once it is blocked, the options too are 429', async () => {
    for (let i = 0; i < 3; i++) {
      const opts = (await app.api({ method: 'POST', url: '/login/passkey/options' })).json();
      const stranger = register({ challenge: 'x', rp: {}, user: { id: 'AA' } }, app.ctx.config.appUrl).passkey;
      expect(
        (await app.api({ method: 'POST', url: '/login/passkey', payload: { challenge_id: opts.challenge_id, response: authenticate(stranger, opts, app.ctx.config.appUrl) } }))
          .statusCode,
      ).toBe(401);
    }
    expect((await app.api({ method: 'POST', url: '/login/passkey/options' })).statusCode).toBe(429);
  });
});
