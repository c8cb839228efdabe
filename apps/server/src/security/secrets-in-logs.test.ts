import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi } from '../test/customer-api.js';
import { createRole, latestOtp } from '../test/factories.js';
import { codeAt } from '../modules/mfa/totp.js';

// The server logs every request at level trace; nothing a caller must keep secret may reach those lines:
// passwords (sent or stored as a hash), session tokens, one-time codes, authenticator secrets and recovery codes. The flow below is what a day of sign-ins,
// account changes and password resets sends, with wrong attempts mixed in.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } }, { captureLogs: true });
});
afterAll(() => t.close());

describe('secrets never reach the log', () => {
  it('a realistic flow at level trace: no password, hash, token or OTP in any line', async () => {
    const secrets = new Set<string>([ADMIN_PASSWORD]);
    const capi = customerApi(t);
    const expectStatus = (res: { statusCode: number; body: string }, status: number) => expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });

    const admin = await t.login();
    secrets.add(admin);
    expectStatus(await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL, password: 'wrong-admin-pw-9' } }), 401);
    secrets.add('wrong-admin-pw-9');

    // A user created with a password, who signs in, changes it and then forgets it.
    const roleId = await createRole(t.ctx, ['List Cities']);
    const email = 'log-watch@example.com';
    const created = await t.api({
      method: 'POST',
      url: '/users',
      token: admin,
      payload: { first_name: 'Logan', last_name: 'Watcher', email, password: 'first-pw-Secret1', role: roleId },
    });
    expectStatus(created, 201);
    secrets.add('first-pw-Secret1');
    const userToken = await t.login(email, 'first-pw-Secret1');
    secrets.add(userToken);
    expectStatus(await t.api({ method: 'PUT', url: '/change-password', token: userToken, payload: { old_password: 'not-my-pw-77', new_password: 'second-pw-Secret2' } }), 403);
    secrets.add('not-my-pw-77');
    expectStatus(await t.api({ method: 'PUT', url: '/change-password', token: userToken, payload: { old_password: 'first-pw-Secret1', new_password: 'second-pw-Secret2' } }), 200);
    secrets.add('second-pw-Secret2');
    // The session making the change stays signed in (CONTRACT); a new sign-in with the new password.
    expectStatus(await t.api({ method: 'GET', url: '/user', token: userToken }), 200);
    secrets.add(await t.login(email, 'second-pw-Secret2'));

    // A request while the mail server refuses: the failure is logged (with its error), the code is not.
    const mailer = t.ctx.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ESOCKET', command: 'CONN' });
    };
    expectStatus(await t.api({ method: 'POST', url: '/forgot-password', payload: { email } }), 200);
    await t.flushMail();
    mailer.send = send;
    expect(t.logs.filter((l) => l.includes('mail not sent: will retry') && l.includes('password_reset') && l.includes('ECONNREFUSED'))).toHaveLength(1);
    expectStatus(await t.api({ method: 'POST', url: '/forgot-password', payload: { email } }), 200);
    // The OTP is 4 digits: checked below as a value of its own, not as a substring (a time, a response time or a
    // request id holds any 4 digits now and then: 1795771491724 failed CI once for the code 4917).
    const otp = await latestOtp(t, email);
    const wrongOtp = otp === '0000' ? '1111' : '0000';
    expectStatus(await t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp: wrongOtp, password: 'third-pw-Secret3' } }), 400);
    expectStatus(await t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp, password: 'third-pw-Secret3' } }), 200);
    secrets.add('third-pw-Secret3');
    const afterReset = await t.login(email, 'third-pw-Secret3');
    secrets.add(afterReset);
    // A token sent in the alternative `token` header, and a made-up one.
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/admin/v1.0/user', headers: { token: afterReset } }), 200);
    expectStatus(await t.api({ method: 'GET', url: '/user', token: 'forged-token-value-123456' }), 401);
    secrets.add('forged-token-value-123456');

    // A customer registers (not yet approved: sign-in refused), is approved, signs in, fails a sign-in.
    const customerEmail = 'log-customer@example.com';
    const register = await capi({
      method: 'POST',
      url: '/register',
      payload: { first_name: 'Casey', last_name: 'Logwatch', email: customerEmail, number: '0123456789', password: 'cust-pw-Secret4' },
    });
    expectStatus(register, 201);
    secrets.add('cust-pw-Secret4');
    expect((await capi({ method: 'POST', url: '/login', payload: { email: customerEmail, password: 'cust-pw-Secret4' } })).statusCode).not.toBe(200);
    expectStatus(await t.api({ method: 'PUT', url: `/customers/${register.json().id}/approval`, token: admin, payload: { is_approved: true } }), 200);
    const customerLogin = await capi({ method: 'POST', url: '/login', payload: { email: customerEmail, password: 'cust-pw-Secret4' } });
    expectStatus(customerLogin, 200);
    const customerToken = customerLogin.json().token as string;
    secrets.add(customerToken);
    expectStatus(await capi({ method: 'GET', url: '/me', token: customerToken }), 200);
    expectStatus(await capi({ method: 'POST', url: '/login', payload: { email: customerEmail, password: 'cust-wrong-Pw5' } }), 401);
    secrets.add('cust-wrong-Pw5');
    expectStatus(await capi({ method: 'POST', url: '/logout', token: customerToken }), 200);

    // The user sets up an authenticator app (its secret, the codes, the ten recovery codes) and signs in with it: a
    // wrong code, a right one, a recovery code; the mfa_token of each step too.
    const fresh = await t.login(email, 'third-pw-Secret3');
    secrets.add(fresh);
    const setup = await t.api({ method: 'POST', url: '/me/mfa/totp', token: fresh, payload: { password: 'third-pw-Secret3' } });
    expectStatus(setup, 200);
    const { secret } = setup.json() as { secret: string };
    secrets.add(secret);
    const confirmed = await t.api({ method: 'POST', url: '/me/mfa/totp/confirm', token: fresh, payload: { code: codeAt(secret, Date.now()) } });
    expectStatus(confirmed, 200);
    const recovery = confirmed.json().recovery_codes as string[];
    for (const code of recovery) secrets.add(code);
    const hashes = await t.ctx.db.selectFrom('user_recovery_codes').select('code_hash').execute();
    expect(hashes).toHaveLength(10);
    for (const row of hashes) secrets.add(row.code_hash);
    secrets.add((await t.ctx.db.selectFrom('user_totp').select('secret_enc').executeTakeFirstOrThrow()).secret_enc);
    const stepOne = async () => {
      const res = await t.api({ method: 'POST', url: '/login', payload: { email, password: 'third-pw-Secret3' } });
      expectStatus(res, 200);
      const token = res.json().mfa_token as string;
      secrets.add(token);
      return token;
    };
    const first = await stepOne();
    expectStatus(await t.api({ method: 'POST', url: '/login/mfa', payload: { mfa_token: first, code: recovery[9].toUpperCase() } }), 200);
    const second = await stepOne();
    expectStatus(await t.api({ method: 'POST', url: '/login/mfa', payload: { mfa_token: second, code: 'wrong-code-zz' } }), 401);
    secrets.add('wrong-code-zz');
    const signedIn = await t.api({ method: 'POST', url: '/login/mfa', payload: { mfa_token: second, code: recovery[0] } });
    expectStatus(signedIn, 200);
    secrets.add(signedIn.json().token as string);
    expectStatus(await t.api({ method: 'DELETE', url: '/me/mfa/totp', token: signedIn.json().token, payload: { password: 'third-pw-Secret3' } }), 200);
    expectStatus(await t.api({ method: 'POST', url: '/logout', token: admin }), 200);

    // The stored hashes (scrypt), whole and the part after the salt.
    for (const row of await t.ctx.db.selectFrom('users').select('password_hash').execute()) secrets.add(row.password_hash);
    for (const row of await t.ctx.db.selectFrom('customers').select('password_hash').execute()) secrets.add(row.password_hash);
    for (const hash of [...secrets].filter((s) => s.length > 40)) for (const part of hash.split(/[$:]/)) if (part.length >= 16) secrets.add(part);

    // The capture works: every request was logged, and the check below has lines to scan.
    expect(t.logs.length).toBeGreaterThan(30);
    expect(t.logs.some((l) => l.includes('/confirm-forgot-password'))).toBe(true);
    const leaks = t.logs.flatMap((line) => [...secrets].filter((s) => line.includes(s)).map((s) => ({ secret: s, line })));
    expect(leaks).toEqual([]);
    // The OTP never appears as a value: not under a key, and not standing alone (quoted, in a query, after a colon);
    // inside a longer run of digits, letters, dots or hyphens (a time, a duration, a request id) it is chance.
    expect(t.logs.filter((l) => new RegExp(`"(otp|code)"\\s*:\\s*"?${otp}`).test(l))).toEqual([]);
    expect(t.logs.filter((l) => new RegExp(`(?<![0-9A-Za-z.-])${otp}(?![0-9A-Za-z.-])`).test(l))).toEqual([]);
  });
});
