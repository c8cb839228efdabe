import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer, createEmployee, createGlassType, createWarrantyReason, quickTokenWith, setNotificationEmail } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { NOT_APPROVED } from './customer-app.service.js';

let t: TestApp;
let admin: string;
let capi: ReturnType<typeof customerApi>;
beforeAll(async () => {
  // Many registrations from one address here: the throttle itself is tested on apps of its own.
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 10, loginPerIp: 1000, publicPerIp: 1000 } });
  admin = await t.login();
  capi = customerApi(t);
});
afterAll(() => t.close());

const tag = () => randomBytes(3).toString('hex');
const registration = (over: Record<string, unknown> = {}) => ({
  first_name: 'Robin',
  last_name: 'Glazier',
  email: `robin-${tag()}@example.com`,
  number: '0123456789',
  password: 'robin-pw-1',
  ...over,
});

describe('customer app: register', () => {
  it('registers a customer neither verified nor approved, with no business and no cost, and mails the alert', async () => {
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    const body = registration({ first_name: ' <b>Robin</b> ', email: `Robin-${tag()}@Example.com` });
    await t.flushMail();
    const before = t.mails.length;
    const res = await capi({ method: 'POST', url: '/register', payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    const { id } = res.json();

    const row = await t.ctx.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Robin',
      email: body.email.toLowerCase(),
      is_verified: 0,
      is_approved: 0,
      business_id: null,
      max_day_allowed: 0,
      deleted_at: null,
    });
    expect(Number(row.per_day_charge_cents)).toBe(0);
    expect(row.password_hash).not.toContain('robin-pw-1');

    await t.flushMail();
    const alert = t.mails.slice(before).find((m) => m.to === 'alerts@example.com');
    expect(alert?.text).toContain(body.email.toLowerCase());
    // Seen by staff through the admin API.
    const seen = await t.api({ method: 'GET', url: `/customers/${id}`, token: admin });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id, is_approved: false, is_verified: false, business: null, max_day_allowed: 0, per_day_charge: 0 });
  });

  it('registers without mailing when no alert email is set', async () => {
    await setNotificationEmail(t.ctx, null);
    await t.flushMail();
    const before = t.mails.length;
    expect((await capi({ method: 'POST', url: '/register', payload: registration() })).statusCode).toBe(201);
    await t.flushMail();
    expect(t.mails.length).toBe(before);
  });

  it('answers 409 for an email a live customer has, in any case', async () => {
    const existing = await createCustomer(t.ctx);
    const res = await capi({ method: 'POST', url: '/register', payload: registration({ email: existing.email.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(typeof res.json().detail).toBe('string');
  });

  it('lets an email of a customer in the trash register again', async () => {
    const trashed = await createCustomer(t.ctx, { deleted: true });
    expect((await capi({ method: 'POST', url: '/register', payload: registration({ email: trashed.email }) })).statusCode).toBe(201);
  });

  it.each([
    ['first_name', 'ab', 422],
    ['first_name', 'abc', 201],
    ['first_name', 'a'.repeat(50), 201],
    ['first_name', 'a'.repeat(51), 422],
    ['last_name', 'ab', 422],
    ['last_name', 'abc', 201],
    ['last_name', 'a'.repeat(50), 201],
    ['last_name', 'a'.repeat(51), 422],
    ['number', '123456789', 422],
    ['number', '1234567890', 201],
    ['number', '1234567890123', 201],
    ['number', '12345678901234', 422],
    ['number', '12345 67890', 422],
    ['number', '+1234567890', 422],
    ['password', '12345', 422],
    ['password', '123456', 201],
    ['password', 'p'.repeat(50), 201],
    ['password', 'p'.repeat(51), 422],
    ['email', 'a@b.', 422],
    ['email', 'not-an-email', 422],
  ] as const)('%s %j -> %i', async (field, value, status) => {
    const res = await capi({ method: 'POST', url: '/register', payload: registration({ [field]: value }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it('takes emails of 5 to 100 characters', async () => {
    const email = (length: number) => `${tag()}${'e'.repeat(length)}`.slice(0, length - 12) + '@example.com';
    expect((await capi({ method: 'POST', url: '/register', payload: registration({ email: email(100) }) })).statusCode).toBe(201);
    const long = await capi({ method: 'POST', url: '/register', payload: registration({ email: email(101) }) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].loc).toEqual(['body', 'email']);
  });

  it('is throttled per address, counting every post', async () => {
    const small = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 10, loginPerIp: 20, publicPerIp: 2 } });
    try {
      const api = customerApi(small);
      expect((await api({ method: 'POST', url: '/register', payload: { bad: true } })).statusCode).toBe(422);
      expect((await api({ method: 'POST', url: '/register', payload: registration() })).statusCode).toBe(201);
      const third = await api({ method: 'POST', url: '/register', payload: registration() });
      expect(third.statusCode).toBe(429);
      expect(typeof third.json().detail).toBe('string');
    } finally {
      await small.close();
    }
  });
});

describe('customer app: sign-in', () => {
  it('answers 403 with a detail until approved, then signs in; /me shows the customer', async () => {
    const reg = registration();
    const { id } = (await capi({ method: 'POST', url: '/register', payload: reg })).json();
    const refused = await capi({ method: 'POST', url: '/login', payload: { email: reg.email, password: reg.password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NOT_APPROVED });

    expect((await t.api({ method: 'PUT', url: `/customers/${id}/approval`, token: admin, payload: { is_approved: true } })).statusCode).toBe(200);
    const ok = await capi({ method: 'POST', url: '/login', payload: { email: reg.email.toUpperCase(), password: reg.password } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id, token: expect.any(String), first_name: 'Robin', last_name: 'Glazier', email: reg.email });

    const me = await capi({ method: 'GET', url: '/me', token: ok.json().token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id,
      first_name: 'Robin',
      last_name: 'Glazier',
      email: reg.email,
      number: '0123456789',
      image: null,
      business_id: null,
      business_name: null,
      ticket_count: 0,
      is_verified: false,
      is_approved: true,
      max_day_allowed: 0,
      per_day_charge: 0,
      created_at: expect.any(String),
      business: null,
      sees_business_tickets: false,
    });
  });

  it('shows the business on /me as {id, name}', async () => {
    const c = await createEmployee(t.ctx);
    const token = await customerLogin(t, c.email, c.password);
    const me = (await capi({ method: 'GET', url: '/me', token })).json();
    expect(me.business).toEqual({ id: c.businessId, name: expect.any(String) });
    expect(me.business_id).toBe(c.businessId);
  });

  it('answers 401 for a wrong password or an unknown email, the same way', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const wrong = await capi({ method: 'POST', url: '/login', payload: { email: c.email, password: 'wrong-password' } });
    const unknown = await capi({ method: 'POST', url: '/login', payload: { email: `nobody-${tag()}@example.com`, password: 'wrong-password' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('a wrong password on an unapproved account is a 401, not a 403 (approval is told only to the owner)', async () => {
    const c = await createCustomer(t.ctx, { approved: false });
    expect((await capi({ method: 'POST', url: '/login', payload: { email: c.email, password: 'wrong-password' } })).statusCode).toBe(401);
  });

  it('a deleted customer cannot sign in, and its tokens stop working', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    expect((await t.api({ method: 'DELETE', url: `/customers/${c.id}`, token: admin })).statusCode).toBe(200);
    expect((await capi({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
    expect((await capi({ method: 'POST', url: '/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(401);
  });

  it('withdrawing approval ends the sessions and refuses sign-in again', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    await t.api({ method: 'PUT', url: `/customers/${c.id}/approval`, token: admin, payload: { is_approved: false } });
    expect((await capi({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
    expect((await capi({ method: 'POST', url: '/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(403);
  });

  it('logout revokes the token; tokens are stored hashed', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    const rows = await t.ctx.db.selectFrom('customer_sessions').select('token_hash').where('customer_id', '=', c.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect((await capi({ method: 'POST', url: '/logout', token })).statusCode).toBe(200);
    expect((await capi({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
  });

  it('an expired token is refused', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    await t.ctx.db
      .updateTable('customer_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('customer_id', '=', c.id)
      .execute();
    expect((await capi({ method: 'GET', url: '/me', token })).statusCode).toBe(401);
  });

  it('throttles failed sign-ins per account; a success clears the count', async () => {
    const small = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 2, loginPerIp: 50, publicPerIp: 50 } });
    try {
      const api = customerApi(small);
      const c = await createCustomer(small.ctx, { approved: true });
      const bad = { email: c.email, password: 'wrong-password' };
      expect((await api({ method: 'POST', url: '/login', payload: bad })).statusCode).toBe(401);
      expect((await api({ method: 'POST', url: '/login', payload: { email: c.email, password: c.password } })).statusCode).toBe(200);
      expect((await api({ method: 'POST', url: '/login', payload: bad })).statusCode).toBe(401);
      expect((await api({ method: 'POST', url: '/login', payload: bad })).statusCode).toBe(401);
      const blocked = await api({ method: 'POST', url: '/login', payload: { email: c.email, password: c.password } });
      expect(blocked.statusCode).toBe(429);
      expect(typeof blocked.json().detail).toBe('string');
    } finally {
      await small.close();
    }
  });

  it('validates the sign-in body with 422', async () => {
    const res = await capi({ method: 'POST', url: '/login', payload: { email: 'x', password: '1' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc[0]).toBe('body');
  });
});

describe('customer and staff tokens are separate', () => {
  it('a customer token opens no admin endpoint, and a staff token no customer endpoint', async () => {
    const c = await createCustomer(t.ctx, { approved: true });
    const customerToken = await customerLogin(t, c.email, c.password);
    for (const url of ['/customers', '/business', '/user', '/dashboard', `/customers/${c.id}`, '/operations']) {
      const res = await t.api({ method: 'GET', url, token: customerToken });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    const staff = (await quickTokenWith(t, [...ALL_OPERATIONS])).token;
    for (const [method, url] of [
      ['GET', '/me'],
      ['GET', '/glass-types'],
      ['GET', '/warranty-reasons'],
      ['POST', '/logout'],
    ] as const) {
      for (const token of [staff, admin]) {
        const res = await capi({ method, url, token });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
        expect(typeof res.json().detail).toBe('string');
      }
    }
    // Nor by the alternative `token` header.
    expect((await capi({ method: 'GET', url: '/me', headers: { token: admin } })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/dashboard', headers: { token: customerToken } })).statusCode).toBe(401);
  });

  it('without a token every customer endpoint but register and login answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/me'],
      ['GET', '/glass-types'],
      ['GET', '/warranty-reasons'],
      ['POST', '/logout'],
    ] as const) {
      const res = await capi({ method, url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
  });
});

describe('customer app: lists for the ticket form', () => {
  it('lists glass types and warranty reasons as [{id, name}] in natural order', async () => {
    const t1 = tag();
    await createGlassType(t.ctx, `Glass ${t1} 10`);
    await createGlassType(t.ctx, `Glass ${t1} 2`);
    await createWarrantyReason(t.ctx, `Reason ${t1} 10`);
    await createWarrantyReason(t.ctx, `Reason ${t1} 2`);
    const c = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, c.email, c.password);
    for (const [url, prefix] of [
      ['/glass-types', `Glass ${t1}`],
      ['/warranty-reasons', `Reason ${t1}`],
    ] as const) {
      const res = await capi({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      const mine = res.json<{ id: number; name: string }[]>().filter((r) => r.name.startsWith(prefix));
      expect(mine.map((r) => r.name)).toEqual([`${prefix} 2`, `${prefix} 10`]);
      expect(Object.keys(mine[0]).sort()).toEqual(['id', 'name']);
    }
  });
});

describe('OpenAPI', () => {
  it('shows the customer app under its own tag group', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/customer/v1.0/register'].post.tags).toEqual(['customer app']);
    const groups = doc['x-tagGroups'] as { name: string; tags: string[] }[];
    expect(groups.find((g) => g.name === 'Customer app API')?.tags).toEqual(['customer app']);
    expect(groups.find((g) => g.name === 'Back-office API')?.tags).toContain('customers');
    expect(groups.find((g) => g.name === 'Back-office API')?.tags).not.toContain('customer app');
  });
});
