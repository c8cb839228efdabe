import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, type OperationName } from '@glassdesk/shared';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { quickTokenWith } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('PUT /profile', () => {
  it('changes the caller’s own names, never the email, and the next call sees them', async () => {
    const { token, user } = await quickTokenWith(t, []);
    const res = await t.api({ method: 'PUT', url: '/profile', token, payload: { first_name: ' <i>Ada</i> ', last_name: 'Lovelace', email: 'other@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, first_name: 'Ada', last_name: 'Lovelace', email: user.email, role: expect.objectContaining({ editable: true }) });
    expect((await t.api({ method: 'GET', url: '/user', token })).json()).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email: user.email });
  });

  it.each([
    ['first_name', 2, 422],
    ['first_name', 3, 200],
    ['first_name', 50, 200],
    ['first_name', 51, 422],
    ['last_name', 2, 422],
    ['last_name', 51, 422],
  ] as const)('%s of %i characters -> %i', async (field, length, status) => {
    const { token } = await quickTokenWith(t, []);
    const res = await t.api({ method: 'PUT', url: '/profile', token, payload: { first_name: 'Ada', last_name: 'Lovelace', [field]: 'x'.repeat(length) } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it('works for a role that is not editable too (the Super Admin edits their own name)', async () => {
    const res = await t.api({ method: 'PUT', url: '/profile', token: admin, payload: { first_name: 'Chief', last_name: 'Admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Chief', email: ADMIN_EMAIL });
  });
});

describe('PUT /change-password', () => {
  it('changes the password, keeps the current session and ends the others', async () => {
    const { token, user } = await quickTokenWith(t, ['List Cities']);
    const other = await t.login(user.email, user.password);
    const res = await t.api({ method: 'PUT', url: '/change-password', token, payload: { old_password: user.password, new_password: 'changed-pass-1' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password changed.' });
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
    expect((await t.api({ method: 'GET', url: '/cities', token: other })).statusCode).toBe(401);
    expect((await t.api({ method: 'POST', url: '/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(401);
    expect(await t.login(user.email, 'changed-pass-1')).toEqual(expect.any(String));
  });

  it("answers 403 'Old password is incorrect.' for a wrong old password and changes nothing", async () => {
    const { token, user } = await quickTokenWith(t, []);
    const res = await t.api({ method: 'PUT', url: '/change-password', token, payload: { old_password: 'wrong-password', new_password: 'changed-pass-1' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Old password is incorrect.' });
    expect(await t.login(user.email, user.password)).toEqual(expect.any(String));
  });

  it.each([
    ['old_password', 5],
    ['old_password', 51],
    ['new_password', 5],
    ['new_password', 51],
  ] as const)('refuses %s of %i characters with a 422 on it', async (field, length) => {
    const { token, user } = await quickTokenWith(t, []);
    const res = await t.api({
      method: 'PUT',
      url: '/change-password',
      token,
      payload: { old_password: user.password, new_password: 'changed-pass-1', [field]: 'c'.repeat(length) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it.each([6, 50])('accepts a new password of %i characters', async (length) => {
    const { token, user } = await quickTokenWith(t, []);
    const res = await t.api({ method: 'PUT', url: '/change-password', token, payload: { old_password: user.password, new_password: 'c'.repeat(length) } });
    expect(res.statusCode).toBe(200);
    expect(await t.login(user.email, 'c'.repeat(length))).toEqual(expect.any(String));
  });
});

describe('notification settings (Preferences: Super Admin only)', () => {
  it('reads and saves the customer-registration alert email', async () => {
    const read = await t.api({ method: 'GET', url: '/notification-settings', token: admin });
    expect(read.statusCode).toBe(200);
    const { id } = read.json();
    expect(read.json()).toEqual({ id: expect.any(Number), email: null });

    const saved = await t.api({ method: 'PUT', url: `/notification-settings/${id}`, token: admin, payload: { email: ' alerts@example.com ' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ id, email: 'alerts@example.com' });
    expect((await t.api({ method: 'GET', url: '/notification-settings', token: admin })).json()).toEqual({ id, email: 'alerts@example.com' });
  });

  it.each([
    ['a@b.', 422],
    ['a@b.co', 200],
    [`${'n'.repeat(88)}@example.com`, 200],
    [`${'n'.repeat(89)}@example.com`, 422],
    ['not-an-email', 422],
  ])('email %j -> %i', async (email, status) => {
    const { id } = (await t.api({ method: 'GET', url: '/notification-settings', token: admin })).json();
    const res = await t.api({ method: 'PUT', url: `/notification-settings/${id}`, token: admin, payload: { email } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'email']);
  });

  it('answers 404 for settings that do not exist', async () => {
    const res = await t.api({ method: 'PUT', url: '/notification-settings/999999', token: admin, payload: { email: 'alerts@example.com' } });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().detail).toBe('string');
  });

  it('refuses every other role, even one holding every operation (403 with a detail)', async () => {
    const { token } = await quickTokenWith(t, [...ALL_OPERATIONS] as OperationName[]);
    const { id } = (await t.api({ method: 'GET', url: '/notification-settings', token: admin })).json();
    for (const call of [
      { method: 'GET', url: '/notification-settings' },
      { method: 'PUT', url: `/notification-settings/${id}`, payload: { email: 'sneaky@example.com' } },
    ] as const) {
      const res = await t.api({ ...call, token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'Only the Super Admin can change the preferences.' });
    }
  });
});

describe('profile calls need a token (401)', () => {
  it('on every call', async () => {
    for (const call of [
      { method: 'PUT', url: '/profile', payload: { first_name: 'Ada', last_name: 'Lovelace' } },
      { method: 'PUT', url: '/change-password', payload: { old_password: ADMIN_PASSWORD, new_password: 'changed-pass-1' } },
      { method: 'GET', url: '/notification-settings' },
      { method: 'PUT', url: '/notification-settings/1', payload: { email: 'alerts@example.com' } },
    ] as const) {
      const res = await t.api({ ...call });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().detail).toBe('string');
    }
  });
});
