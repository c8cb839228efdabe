import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, latestOtp } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';

// CONTRACT "The customer portal (browser) and its calls": the customer's own account through the customer
// API: PUT /me, PUT /change-password, and forgot password with an e-mailed code, like the staff flow.
const WIDE_OPEN = { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 };
const BAD_OTP = { detail: 'Invalid or expired OTP.' };
const FORGOT_SENT = { message: 'If this email belongs to an account, an OTP has been sent to it.' };
const otherOtp = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

let t: TestApp;
let capi: ReturnType<typeof customerApi>;
beforeAll(async () => {
  t = await buildTestApp({ throttle: WIDE_OPEN });
  capi = customerApi(t);
});
afterAll(() => t.close());

async function signedIn(password = 'customer-pw-1') {
  const customer = await createCustomer(t.ctx, { approved: true, password });
  return { customer, token: await customerLogin(t, customer.email, password) };
}
const me = (token: string) => capi({ method: 'GET', url: '/me', token });

describe('PUT /me', () => {
  it('changes the names and the number, answers as GET /me, and keeps the email', async () => {
    const { customer, token } = await signedIn();
    const res = await capi({ method: 'PUT', url: '/me', token, payload: { first_name: 'Robin <b>', last_name: 'Glazier-Smith', number: '0412345678901' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: customer.id, first_name: 'Robin', last_name: 'Glazier-Smith', number: '0412345678901', email: customer.email });
    expect((await me(token)).json()).toEqual(res.json());
  });

  it.each([
    ['first_name', 'ab', 422],
    ['first_name', 'abc', 200],
    ['first_name', 'x'.repeat(50), 200],
    ['first_name', 'x'.repeat(51), 422],
    ['last_name', 'ab', 422],
    ['last_name', 'x'.repeat(51), 422],
    ['number', '012345678', 422],
    ['number', '0123456789', 200],
    ['number', '0123456789012', 200],
    ['number', '01234567890123', 422],
    ['number', '01234 56789', 422],
  ])('%s %j answers %i', async (field, value, status) => {
    const { token } = await signedIn();
    const res = await capi({ method: 'PUT', url: '/me', token, payload: { first_name: 'Robin', last_name: 'Glazier', number: '0123456789', [field]: value } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it('needs a customer token: none or a staff token is a 401', async () => {
    const body = { first_name: 'Robin', last_name: 'Glazier', number: '0123456789' };
    expect((await capi({ method: 'PUT', url: '/me', payload: body })).statusCode).toBe(401);
    expect((await capi({ method: 'PUT', url: '/me', token: await t.login(), payload: body })).statusCode).toBe(401);
  });
});

describe('PUT /change-password', () => {
  it('needs the old password (403 with a detail), then signs in with the new one only', async () => {
    const { customer, token } = await signedIn('old-pass-1');
    const wrong = await capi({ method: 'PUT', url: '/change-password', token, payload: { old_password: 'not-it-1', new_password: 'new-pass-1' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: 'Old password is incorrect.' });
    const ok = await capi({ method: 'PUT', url: '/change-password', token, payload: { old_password: 'old-pass-1', new_password: 'new-pass-1' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed.' });
    expect((await capi({ method: 'POST', url: '/login', payload: { email: customer.email, password: 'old-pass-1' } })).statusCode).toBe(401);
    expect((await capi({ method: 'POST', url: '/login', payload: { email: customer.email, password: 'new-pass-1' } })).statusCode).toBe(200);
  });

  it('ends every other session of the customer; the one making the change stays signed in', async () => {
    const { customer, token } = await signedIn('old-pass-2');
    const phone = await customerLogin(t, customer.email, 'old-pass-2');
    const other = await signedIn();
    expect((await capi({ method: 'PUT', url: '/change-password', token, payload: { old_password: 'old-pass-2', new_password: 'new-pass-2' } })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it.each([
    ['12345', 422],
    ['123456', 200],
    ['x'.repeat(50), 200],
    ['x'.repeat(51), 422],
  ])('a new password of %j answers %i', async (password, status) => {
    const { token } = await signedIn('edge-pass-1');
    const res = await capi({ method: 'PUT', url: '/change-password', token, payload: { old_password: 'edge-pass-1', new_password: password } });
    expect(res.statusCode).toBe(status);
  });
});

describe('forgot password', () => {
  const forgot = (email: string, ip?: string) => capi({ method: 'POST', url: '/forgot-password', payload: { email }, ...(ip ? { remoteAddress: ip } : {}) });
  const confirm = (email: string, otp: string, password: string, ip?: string) =>
    capi({ method: 'POST', url: '/confirm-forgot-password', payload: { email, otp, password }, ...(ip ? { remoteAddress: ip } : {}) });

  it('answers the same for a known and an unknown email, and mails a 4-digit code only to the customer', async () => {
    const { customer } = await signedIn();
    await t.flushMail();
    const before = t.mails.length;
    const unknown = await forgot('nobody-here@example.com');
    await t.flushMail();
    expect(t.mails.length).toBe(before);
    const known = await forgot(customer.email.toUpperCase());
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual(FORGOT_SENT);
    expect(await latestOtp(t, customer.email)).toMatch(/^\d{4}$/);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(customer.email);
    // A customer's code links nowhere (the back-office sign-in is not theirs).
    expect(mail.text).not.toMatch(/\/login/);
  });

  it('resets only customer accounts: a staff email gets no mail here, a customer email none from the staff call', async () => {
    const { customer } = await signedIn();
    await t.flushMail();
    const before = t.mails.length;
    expect((await forgot('admin@example.com')).statusCode).toBe(200);
    expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: customer.email } })).statusCode).toBe(200);
    await t.flushMail();
    expect(t.mails.length).toBe(before);
  });

  it('the right code sets the password once and ends every session; a wrong one is a 400 that uses up a try', async () => {
    const { customer, token } = await signedIn('before-reset-1');
    await forgot(customer.email);
    const otp = await latestOtp(t, customer.email);
    const wrong = await confirm(customer.email, otherOtp(otp), 'after-reset-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(BAD_OTP);
    const ok = await confirm(customer.email, otp, 'after-reset-1');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed.' });
    expect((await confirm(customer.email, otp, 'after-reset-2')).json()).toEqual(BAD_OTP);
    expect((await me(token)).statusCode).toBe(401);
    expect((await capi({ method: 'POST', url: '/login', payload: { email: customer.email, password: 'after-reset-1' } })).statusCode).toBe(200);
  });

  it('a staff code does not open a customer account with the same email, nor the reverse', async () => {
    const { customer } = await signedIn();
    await forgot(customer.email);
    const otp = await latestOtp(t, customer.email);
    expect((await t.api({ method: 'POST', url: '/confirm-forgot-password', payload: { email: customer.email, otp, password: 'staff-side-1' } })).statusCode).toBe(400);
    expect((await confirm(customer.email, otp, 'customer-side-1')).statusCode).toBe(200);
  });

  it('a customer in the trash has no account to reset', async () => {
    const customer = await createCustomer(t.ctx, { approved: true });
    await t.ctx.db.updateTable('customers').set({ deleted_at: new Date().toISOString() }).where('id', '=', customer.id).execute();
    await t.flushMail();
    const before = t.mails.length;
    expect((await forgot(customer.email)).statusCode).toBe(200);
    await t.flushMail();
    expect(t.mails.length).toBe(before);
  });

  it('is throttled per address, forgot and confirm each with counters of their own', async () => {
    const th = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 3, loginPerIp: 5, publicPerIp: 3 } });
    try {
      const api = customerApi(th);
      const customer = await createCustomer(th.ctx, { approved: true });
      const ask = (ip: string) => api({ method: 'POST', url: '/forgot-password', payload: { email: customer.email }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await ask('10.0.7.1')).statusCode).toBe(200);
      const blocked = await ask('10.0.7.1');
      expect(blocked.statusCode).toBe(429);
      expect(typeof blocked.json().detail).toBe('string');
      expect((await ask('10.0.7.2')).statusCode).toBe(200);
      const otp = await latestOtp(th, customer.email);
      const send = (code: string, ip: string) =>
        api({ method: 'POST', url: '/confirm-forgot-password', payload: { email: customer.email, otp: code, password: 'throttled-1' }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await send(otherOtp(otp), '10.0.7.3')).statusCode).toBe(400);
      expect((await send(otp, '10.0.7.3')).statusCode).toBe(429);
      expect((await send(otp, '10.0.7.4')).statusCode).toBe(200);
    } finally {
      await th.close();
    }
  });

  it('a reset lifts a sign-in lockout at once; the lockout says when to try again', async () => {
    const th = await buildTestApp({ throttle: { windowMs: 15 * 60_000, loginPerAccount: 3, loginPerIp: 50, publicPerIp: 50 } });
    try {
      const api = customerApi(th);
      const customer = await createCustomer(th.ctx, { approved: true });
      const login = (password: string) => api({ method: 'POST', url: '/login', payload: { email: customer.email, password } });
      for (let i = 0; i < 3; i++) expect((await login('wrong-password')).statusCode).toBe(401);
      const blocked = await login(customer.password);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      await api({ method: 'POST', url: '/forgot-password', payload: { email: customer.email } });
      const otp = await latestOtp(th, customer.email);
      expect((await api({ method: 'POST', url: '/confirm-forgot-password', payload: { email: customer.email, otp, password: 'after-reset-1' } })).statusCode).toBe(200);
      expect((await login('after-reset-1')).statusCode).toBe(200);
    } finally {
      await th.close();
    }
  });
});
