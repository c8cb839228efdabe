import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createRole, createUserQuick, expireSessions, latestOtp } from '../../test/factories.js';

const WRONG_LOGIN = { detail: 'Incorrect email or password.' };
const BAD_OTP = { detail: 'Invalid or expired OTP.' };
// The first app's limits are out of reach, so its many failures block nothing; the throttling block has an
// app of its own with small limits.
const WIDE_OPEN = { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 };

let t: TestApp;
let admin: string;
let roleId: number;

const login = (email: string, password: string) => t.api({ method: 'POST', url: '/login', payload: { email, password } });
const me = (token: string) => t.api({ method: 'GET', url: '/user', token });
const forgot = (email: string) => t.api({ method: 'POST', url: '/forgot-password', payload: { email } });
const confirm = (email: string, otp: string, password: string) => t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp, password } });
const otherOtp = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

// Each app lives only as long as its block: the blocks run one after the other, never two apps at once.
describe('with the throttle out of reach', () => {
  beforeAll(async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN });
    admin = await t.login();
    roleId = await createRole(t.ctx, ['List Cities']);
  });
  afterAll(() => t.close());

  describe('login', () => {
    it('answers the session and the user, with the built-in Super Admin role not editable', async () => {
      const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        id: expect.any(Number),
        token: expect.any(String),
        first_name: 'Super',
        last_name: 'Admin',
        email: ADMIN_EMAIL,
        role: { id: expect.any(Number), name: 'Super Admin', editable: false },
        mfa_enrolment_required: false,
      });
      expect(body.token.length).toBeGreaterThanOrEqual(32);
      expect((await me(body.token)).json().id).toBe(body.id);
    });

    it('answers the same 401 for a wrong password and for an unknown email', async () => {
      const wrong = await login(ADMIN_EMAIL, 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual(WRONG_LOGIN);
      const unknown = await login('nobody-here@example.com', ADMIN_PASSWORD);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(WRONG_LOGIN);
    });

    it('matches the email whatever its case', async () => {
      const res = await login('ADMIN@Example.COM', ADMIN_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(ADMIN_EMAIL);
    });

    // Email 5-50 and an email, password 6-50 (spec §5). A 401 means the body passed validation.
    it.each([
      ['email', 'a@b.', 422],
      ['email', `${'a'.repeat(38)}@example.com`, 401],
      ['email', `${'a'.repeat(39)}@example.com`, 422],
      ['email', 'not-an-email', 422],
      ['email', '', 422],
      ['password', 'x'.repeat(5), 422],
      ['password', 'x'.repeat(51), 422],
      ['password', '', 422],
    ] as const)('%s %j -> %i', async (field, value, status) => {
      const body = { email: 'nobody@example.com', password: 'secret-pass', [field]: value };
      const res = await login(body.email, body.password);
      expect(res.statusCode).toBe(status);
      if (status === 422) {
        const detail = res.json().detail;
        expect(detail[0].loc).toEqual(['body', field]);
        expect(typeof detail[0].msg).toBe('string');
        expect(typeof detail[0].type).toBe('string');
      } else {
        expect(res.json()).toEqual(WRONG_LOGIN);
      }
    });

    it('reports a missing field as a 422 on that field', async () => {
      const res = await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL } });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'password']);
    });

    it('signs in with passwords of exactly 6 and 50 characters, into a role made by staff (editable)', async () => {
      for (const password of ['x'.repeat(6), `${'y'.repeat(49)}!`]) {
        const user = await createUserQuick(t.ctx, { roleId, password, first_name: 'Edith' });
        const res = await login(user.email, password);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: user.id, first_name: 'Edith', email: user.email, role: { id: roleId, editable: true } });
      }
    });
  });

  describe('session', () => {
    it('reads the own profile with GET /user', async () => {
      const res = await me(admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        first_name: 'Super',
        last_name: 'Admin',
        email: ADMIN_EMAIL,
        role: { id: expect.any(Number), name: 'Super Admin', editable: false },
        mfa_enrolment_required: false,
      });
    });

    it('accepts the token as Bearer or in a token header, and refuses none or a made-up one', async () => {
      expect((await t.api({ method: 'GET', url: '/user', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(200);
      expect((await t.api({ method: 'GET', url: '/user', headers: { token: admin } })).statusCode).toBe(200);

      const none = await t.api({ method: 'GET', url: '/user' });
      expect(none.statusCode).toBe(401);
      expect(typeof none.json().detail).toBe('string');
      const madeUp = await t.api({ method: 'GET', url: '/user', token: 'x'.repeat(43) });
      expect(madeUp.statusCode).toBe(401);
      expect(typeof madeUp.json().detail).toBe('string');
    });

    it('revokes the token on logout, in either header', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      const first = (await login(user.email, user.password)).json().token;
      const second = (await login(user.email, user.password)).json().token;

      const out = await t.api({ method: 'POST', url: '/logout', token: first });
      expect(out.statusCode).toBe(200);
      const again = await me(first);
      expect(again.statusCode).toBe(401);
      expect(typeof again.json().detail).toBe('string');
      expect((await t.api({ method: 'POST', url: '/logout', token: first })).statusCode).toBe(401);

      // Only that session ends; the token header signs out the other one just as well.
      expect((await me(second)).statusCode).toBe(200);
      expect((await t.api({ method: 'POST', url: '/logout', headers: { token: second } })).statusCode).toBe(200);
      expect((await me(second)).statusCode).toBe(401);
    });

    it('refuses an expired session with 401', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      const token = (await login(user.email, user.password)).json().token;
      expect((await me(token)).statusCode).toBe(200);
      await expireSessions(t.ctx, user.id);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    });
  });

  describe('forgot password', () => {
    it('answers the same for a known and an unknown email, and mails a 4-digit OTP only to the known one', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await t.flushMail();
      const before = t.mails.length;
      const unknown = await forgot('no-such-user@example.com');
      await t.flushMail();
      expect(t.mails.length).toBe(before);
      const known = await forgot(user.email.toUpperCase());
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await t.flushMail();
      expect(t.mails.length).toBe(before + 1);
      expect(t.mails.at(-1)!.to).toBe(user.email);
      expect(await latestOtp(t, user.email)).toMatch(/^\d{4}$/);
    });

    it('sets a new password with the right OTP and ends the sessions the user had', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      const token = (await login(user.email, user.password)).json().token;
      await forgot(user.email);
      const res = await confirm(user.email, await latestOtp(t, user.email), 'new-password-2');
      expect(res.statusCode).toBe(200);

      expect((await me(token)).statusCode).toBe(401);
      expect((await login(user.email, user.password)).statusCode).toBe(401);
      expect((await login(user.email, 'new-password-2')).statusCode).toBe(200);
    });

    it('accepts an OTP only once', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await forgot(user.email);
      const otp = await latestOtp(t, user.email);
      expect((await confirm(user.email, otp, 'first-new-pass')).statusCode).toBe(200);
      const second = await confirm(user.email, otp, 'second-new-pass');
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual(BAD_OTP);
      expect((await login(user.email, 'first-new-pass')).statusCode).toBe(200);
    });

    it('still accepts the right OTP after four wrong ones', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await forgot(user.email);
      const otp = await latestOtp(t, user.email);
      for (let i = 0; i < 4; i++) {
        const wrong = await confirm(user.email, otherOtp(otp), 'never-used-1');
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toEqual(BAD_OTP);
      }
      expect((await confirm(user.email, otp, 'after-four-1')).statusCode).toBe(200);
    });

    it('burns the OTP after five wrong tries', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await forgot(user.email);
      const otp = await latestOtp(t, user.email);
      for (let i = 0; i < 5; i++) expect((await confirm(user.email, otherOtp(otp), 'never-used-1')).statusCode).toBe(400);
      const res = await confirm(user.email, otp, 'never-used-2');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_OTP);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    });

    it('refuses an expired OTP', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await forgot(user.email);
      await t.ctx.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const res = await confirm(user.email, await latestOtp(t, user.email), 'never-used-1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_OTP);
    });

    it('makes an earlier OTP useless once a new one is asked for', async () => {
      const user = await createUserQuick(t.ctx, { roleId });
      await forgot(user.email);
      const first = await latestOtp(t, user.email);
      let second = first;
      // Two draws of 4 digits can match (1 in 10,000): ask again until they differ.
      for (let i = 0; i < 5 && second === first; i++) {
        await forgot(user.email);
        second = await latestOtp(t, user.email);
      }
      expect(second).not.toBe(first);
      const old = await confirm(user.email, first, 'never-used-1');
      expect(old.statusCode).toBe(400);
      expect(old.json()).toEqual(BAD_OTP);
      expect((await confirm(user.email, second, 'latest-otp-1')).statusCode).toBe(200);
    });

    it('refuses an OTP for an email with no account', async () => {
      const res = await confirm('nobody-at-all@example.com', '1234', 'whatever-1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(BAD_OTP);
    });

    it.each(['123', '12345', 'abcd', '12a4', ''])('rejects the OTP %j with a 422 on otp', async (otp) => {
      const res = await confirm(ADMIN_EMAIL, otp, 'whatever-1');
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'otp']);
    });

    it.each([
      ['password', 'x'.repeat(5)],
      ['password', 'x'.repeat(51)],
      ['email', 'not-an-email'],
    ])('rejects a confirmation with a bad %s (%j)', async (field, value) => {
      const body = { email: ADMIN_EMAIL, otp: '1234', password: 'good-password', [field]: value };
      const res = await confirm(body.email, body.otp, body.password);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', field]);
    });

    it('rejects an invalid email on the request with "Invalid email."', async () => {
      const res = await forgot('not-an-email');
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Invalid email.' });
    });
  });
});

describe('throttling', () => {
  let th: TestApp;
  beforeAll(async () => {
    th = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 3, loginPerIp: 5, publicPerIp: 3 } });
  });
  afterAll(() => th.close());

  const attempt = (email: string, password: string, ip: string) => th.api({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress: ip });
  const newUser = async () => createUserQuick(th.ctx, { roleId: await createRole(th.ctx, []) });

  it('blocks an account after 3 failures, even with the right password', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    const blocked = await attempt(user.email, user.password, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().detail).toBe('string');
    // The count is per account: the email in another case and from another address is the same account.
    expect((await attempt(user.email.toUpperCase(), user.password, '10.0.1.2')).statusCode).toBe(429);
    // Another account from the same address still signs in.
    const other = await newUser();
    expect((await attempt(other.email, other.password, '10.0.1.1')).statusCode).toBe(200);
  });

  it('says when to try again (the window is a minute here), and a password reset lifts the lockout at once', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'wrong-password', '10.0.8.1')).statusCode).toBe(401);
    const blocked = await attempt(user.email, user.password, '10.0.8.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
    await th.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email }, remoteAddress: '10.0.8.2' });
    const otp = await latestOtp(th, user.email);
    const reset = await th.api({
      method: 'POST',
      url: '/confirm-forgot-password',
      payload: { email: user.email.toUpperCase(), otp, password: 'after-reset-1' },
      remoteAddress: '10.0.8.2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(user.email, 'after-reset-1', '10.0.8.3')).statusCode).toBe(200);
  });

  it('clears the account count on a successful sign-in', async () => {
    const user = await newUser();
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, '10.0.2.1')).statusCode).toBe(200);
    // Without the clearing this would be the third failure, and the next attempt a 429.
    expect((await attempt(user.email, 'wrong-password', '10.0.2.2')).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('blocks an address after 5 failures across accounts, counting neither validation failures nor successes', async () => {
    const ip = '10.0.3.1';
    const user = await newUser();
    // Refused by validation: not sign-in failures (else both limits would be reached here).
    for (let i = 0; i < 6; i++) expect((await attempt(user.email, 'short', ip)).statusCode).toBe(422);
    for (let i = 0; i < 4; i++) expect((await attempt(`stranger-${i}@example.com`, 'wrong-password', ip)).statusCode).toBe(401);
    // Successes do not count: with them this address would be blocked by now.
    for (let i = 0; i < 2; i++) expect((await attempt(user.email, user.password, ip)).statusCode).toBe(200);
    expect((await attempt('stranger-4@example.com', 'wrong-password', ip)).statusCode).toBe(401);

    const blocked = await attempt(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().detail).toBe('string');
    expect((await attempt(user.email, user.password, '10.0.3.2')).statusCode).toBe(200);
  });

  it('throttles forgot-password per address', async () => {
    const ask = (ip: string) => th.api({ method: 'POST', url: '/forgot-password', payload: { email: 'who@example.com' }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await ask('10.0.5.1')).statusCode).toBe(200);
    const blocked = await ask('10.0.5.1');
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().detail).toBe('string');
    expect((await ask('10.0.5.2')).statusCode).toBe(200);
  });

  it('throttles OTP confirmation per address', async () => {
    const user = await newUser();
    await th.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email }, remoteAddress: '10.0.6.9' });
    const otp = await latestOtp(th, user.email);
    const send = (code: string, ip: string) =>
      th.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email: user.email, otp: code, password: 'throttled-1' }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await send(otherOtp(otp), '10.0.6.1')).statusCode).toBe(400);
    const blocked = await send(otp, '10.0.6.1');
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().detail).toBe('string');
    expect((await send(otp, '10.0.6.2')).statusCode).toBe(200);
  });
});
