import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { ActivityAction, ActivityEntityType } from '@glassdesk/shared';
import { ALL_OPERATIONS } from '@glassdesk/shared';
import { ADMIN_EMAIL, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { tokenFor } from '../../test/access.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { multipart, testImage } from '../../test/multipart.js';
import {
  createBusiness,
  createCity,
  createCustomer,
  createEmployee,
  createFaq,
  createGlassType,
  createPlant,
  createRole,
  createSupportRequest,
  createTicket,
  createTrolley,
  setCostAt,
  createUserQuick,
  createWarrantyReason,
  grantPlants,
  latestOtp,
  operationIds,
  setTicketSettings,
  unique,
} from '../../test/factories.js';
import { PERMISSION_MATRIX } from '../../security/permission-matrix.js';
import { verifyActivityChain } from './activity.verify.js';
import { codeAt } from '../mfa/totp.js';
import { authenticate, register } from '../../test/soft-authenticator.js';
import { sealActivity } from './activity.sealer.js';

// CONTRACT "Activity log": every state-changing endpoint of the permission matrix, called once with
// success, leaves exactly one entry (or the documented number) with the right actor, action, entity and
// before -> after; a refused call leaves none. A new state-changing route without a case here fails the last test.

let t: TestApp;
let capi: ReturnType<typeof customerApi>;
let admin: string;
let adminId: number;
beforeAll(async () => {
  // A low per-account limit, so the throttled sign-in (429) is quick to reach; nothing else is throttled.
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 3, loginPerIp: 1000, publicPerIp: 1000 } });
  capi = customerApi(t);
  admin = await t.login();
  adminId = Number((await t.ctx.db.selectFrom('users').select('id').where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow()).id);
});
afterAll(() => t.close());

const ADMIN = '/api/admin/v1.0';
const CUSTOMER = '/api/customer/v1.0';

/**
 * The state-changing routes that record nothing, each with its reason (a successful call of each is a case below
 * that expects zero entries).
 */
const ZERO_ENTRY: Record<string, string> = {
  [`POST ${ADMIN}/logout`]: 'signing out changes no record',
  [`POST ${CUSTOMER}/logout`]: 'signing out changes no record',
  [`POST ${ADMIN}/forgot-password`]: 'only a request for a code: the reset itself records password_reset',
  [`POST ${CUSTOMER}/forgot-password`]: 'only a request for a code: the reset itself records password_reset',
  [`POST ${ADMIN}/files`]: 'an upload alone is no record (the record that uses it is)',
  [`POST ${ADMIN}/mail/:id/retry`]: 'the outbox is not a record of the log',
  [`POST ${ADMIN}/me/mfa/totp`]: 'a set-up not yet confirmed is no factor: its confirmation records factor_added',
  [`POST ${ADMIN}/me/passkeys/options`]: 'options are no factor: the passkey they make records factor_added',
  [`POST ${ADMIN}/login/passkey/options`]: 'a challenge is no sign-in: the sign-in with it records signed_in',
};

type Res = LightMyRequestResponse;
type Change = { field: string; before: string | null; after: string | null };
type Actor = { type: 'user' | 'customer' | 'system'; id: number | null; name?: string };
type Expected = {
  action: ActivityAction;
  actor: Actor;
  entity: { type: ActivityEntityType; id: number | null; label?: string };
  /** Exactly these changes, in order. */
  changes?: Change[];
  /** At least these changes. */
  has?: Change[];
};
type Case<A> = {
  /** The route as the permission matrix names it: "METHOD /prefix/path". */
  route: string;
  name: string;
  arrange: () => Promise<A>;
  call: (a: A) => Promise<Res>;
  expect: (a: A, res: Res) => Expected[] | Promise<Expected[]>;
};
/** A case with its arrange result kept to itself: arrange, note the last entry, call, and what it expects. */
type AnyCase = { route: string; name: string; run: () => Promise<{ res: Res; expected: Expected[]; after: number }> };

const num = (v: unknown) => (v == null ? null : Number(v));
async function lastId() {
  await sealActivity(t.ctx.db);
  const row = await t.ctx.db.selectFrom('activity').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row ? Number(row.id) : 0;
}
async function rowsAfter(id: number) {
  await sealActivity(t.ctx.db);
  return t.ctx.db.selectFrom('activity').selectAll().where('id', '>', id).orderBy('id').execute();
}

function kase<A>(c: Case<A>): AnyCase {
  return {
    route: c.route,
    name: c.name,
    run: async () => {
      const a = await c.arrange();
      const after = await lastId();
      const res = await c.call(a);
      return { res, expected: await c.expect(a, res), after };
    },
  };
}

// ---- helpers for the cases ---------------------------------------------------------------------------------------

/** An admin API call, by the Super Admin unless another token (or null: none) is given. */
const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | null = admin) =>
  t.api({ method, url, ...(token === null ? {} : { token }), ...(payload === undefined ? {} : { payload }) });
const cust = (method: 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  capi({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });
const superAdmin = (): Actor => ({ type: 'user', id: adminId, name: 'Super Admin' });
const customerName = (c: { first_name: string; last_name: string }) => `${c.first_name} ${c.last_name}`;
const idOf = (res: Res) => Number(res.json().id);

/** A staff user (role holding no operation) and a session of it. */
async function staffUser(password = 'staff-pw-1') {
  const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), password });
  return { ...user, token: await t.login(user.email, password) };
}
/** An approved customer (in no business unless given) and a session of it. */
async function signedInCustomer(opts: { businessId?: number; password?: string } = {}) {
  const c = await createCustomer(t.ctx, { approved: true, first_name: 'Cora', ...opts });
  return { ...c, token: await customerLogin(t, c.email, c.password) };
}
const checkin = (plantId: number) => ({ name: null, no_of_bars: 0, images: [], image: null, note: null, to_plant_id: plantId, from_plant_id: null });
const trolleyBody = (tr: { name: string; uid: string }, plantId: number) => ({
  name: tr.name,
  uid: tr.uid,
  trolley_photo_url: null,
  serial_number: null,
  is_certified: false,
  expiry_date: null,
  plant_id: plantId,
});
const moved = (trolleyId: number, has: Change[]): Expected[] => [{ action: 'moved', actor: superAdmin(), entity: { type: 'trolley', id: trolleyId }, has }];

async function failedMail() {
  const at = new Date(Date.now() - 60_000).toISOString();
  const row = await t.ctx.db
    .insertInto('mail_outbox')
    .values({
      kind: 'support_alert',
      recipient: `failed-${unique()}@example.com`,
      subject: 'Failed',
      text_body: 'text',
      html_body: '<p>html</p>',
      customer_id: null,
      status: 'failed',
      attempts: 13,
      next_attempt_at: null,
      claimed_until: null,
      last_error: 'connect ECONNREFUSED',
      created_at: at,
      updated_at: at,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A trolley at `plant`, delivered to an approved customer (a hold: what a pickup request needs), and that customer signed in. */
async function heldTrolley() {
  const holder = await signedInCustomer();
  const tr = await createTrolley(t.ctx, { since: new Date(Date.now() - 86_400_000).toISOString() });
  const d = await api('PUT', `/trolleys/${tr.id}/delivery`, { customer_id: holder.id });
  if (d.statusCode !== 200) throw new Error(`delivery: ${d.statusCode} ${d.body}`);
  return { tr, holder };
}

/** A customer signed in whose March 2024 is closed with one hold ($1 a day, 2 days): what a confirm or dispute needs. */
async function closedMarch() {
  const holder = await signedInCustomer();
  await setCostAt(t.ctx, holder.id, '2024-01-01T00:00:00.000Z', 0, 100);
  const tr = await createTrolley(t.ctx, { since: '2024-01-01T00:00:00.000Z' });
  for (const [move, body] of [
    ['delivery', { customer_id: holder.id, at: '2024-03-05T08:00:00.000Z' }],
    ['pickup', { at: '2024-03-07T08:00:00.000Z' }],
  ] as const) {
    const r = await api('PUT', `/trolleys/${tr.id}/${move}`, body);
    if (r.statusCode !== 200) throw new Error(`${move}: ${r.statusCode} ${r.body}`);
  }
  const closed = await api('PUT', `/customers/${holder.id}/statements/2024-03/close`);
  if (closed.statusCode !== 200) throw new Error(`close: ${closed.statusCode} ${closed.body}`);
  return { tr, holder };
}

// ---- the cases ---------------------------------------------------------------------------------------------------

const CASES = [
  // Signing in and out, passwords.
  kase({
    route: `POST ${ADMIN}/login`,
    name: 'a sign-in records signed_in by the account itself',
    arrange: async () => createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), password: 'login-pw-1' }),
    call: (u) => api('POST', '/login', { email: u.email, password: 'login-pw-1' }, null),
    expect: (u) => [{ action: 'signed_in', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/logout`,
    name: 'a sign-out records nothing',
    arrange: () => staffUser(),
    call: (u) => api('POST', '/logout', undefined, u.token),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/forgot-password`,
    name: 'asking for a code records nothing',
    arrange: () => staffUser(),
    call: (u) => api('POST', '/forgot-password', { email: u.email }, null),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/confirm-forgot-password`,
    name: 'a reset by code records password_reset by the account itself',
    arrange: async () => {
      const u = await staffUser();
      expect((await api('POST', '/forgot-password', { email: u.email }, null)).statusCode).toBe(200);
      return { ...u, otp: await latestOtp(t, u.email) };
    },
    call: (u) => api('POST', '/confirm-forgot-password', { email: u.email, otp: u.otp, password: 'reset-by-code-1' }, null),
    expect: (u) => [{ action: 'password_reset', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/change-password`,
    name: 'changing my password records password_changed by me',
    arrange: () => staffUser('old-pass-1'),
    call: (u) => api('PUT', '/change-password', { old_password: 'old-pass-1', new_password: 'new-pass-1' }, u.token),
    expect: (u) => [{ action: 'password_changed', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/profile`,
    name: 'my profile: my names before -> after',
    arrange: () => staffUser(),
    call: (u) => api('PUT', '/profile', { first_name: 'Ada', last_name: 'User' }, u.token),
    expect: (u) => [
      {
        action: 'updated',
        actor: { type: 'user', id: u.id },
        entity: { type: 'user', id: u.id, label: 'User Ada User' },
        changes: [{ field: 'first_name', before: 'Test', after: 'Ada' }],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/notification-settings/:id`,
    name: 'the alert address before -> after',
    arrange: async () => {
      const current = (await t.api({ method: 'GET', url: '/notification-settings', token: admin })).json() as { id: number; email: string | null };
      return { ...current, next: `alerts-${unique()}@example.com` };
    },
    call: (s) => api('PUT', `/notification-settings/${s.id}`, { email: s.next }),
    expect: (s) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'notification_settings', id: s.id }, changes: [{ field: 'email', before: s.email, after: s.next }] }],
  }),

  // Users and roles.
  kase({
    route: `POST ${ADMIN}/users`,
    name: 'a new user: its filled fields, the role by name (never the password)',
    arrange: async () => {
      const roleName = `Role ${unique()}`;
      return { roleName, roleId: await createRole(t.ctx, ['List Cities'], roleName), email: `grace-${unique()}@example.com` };
    },
    call: (a) => api('POST', '/users', { first_name: 'Grace', last_name: 'Hopper', email: a.email, password: 'secret-12', role: a.roleId }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'user', id: idOf(res), label: 'User Grace Hopper' },
        changes: [
          { field: 'first_name', before: null, after: 'Grace' },
          { field: 'last_name', before: null, after: 'Hopper' },
          { field: 'email', before: null, after: a.email },
          { field: 'role_id', before: null, after: a.roleName },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/users/:id`,
    name: 'a user: names and the role by name, before -> after',
    arrange: async () => {
      const [from, to] = [`Role ${unique()}`, `Role ${unique()}`];
      const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities'], from) });
      return { user, from, to, toId: await createRole(t.ctx, ['List Cities'], to) };
    },
    call: (a) => api('PUT', `/users/${a.user.id}`, { first_name: 'Tess', last_name: 'User', role_id: a.toId }),
    expect: (a) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'user', id: a.user.id, label: 'User Tess User' },
        changes: [
          { field: 'first_name', before: 'Test', after: 'Tess' },
          { field: 'role_id', before: a.from, after: a.to },
        ],
      },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/users/:id`,
    name: 'a deleted user: its label, no changes',
    arrange: async () => createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) }),
    call: (u) => api('DELETE', `/users/${u.id}`),
    expect: (u) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/users/:id/sessions`,
    name: "an admin ends a user's sessions: sessions_ended on the user, by the admin",
    arrange: () => staffUser(),
    call: (u) => api('DELETE', `/users/${u.id}/sessions`),
    expect: (u) => [{ action: 'sessions_ended', actor: superAdmin(), entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/me/sessions/:id`,
    name: 'ending one of my sessions: session_ended on me, by me',
    arrange: async () => {
      const u = await staffUser();
      const other = await t.login(u.email, 'staff-pw-1');
      const id = (await t.api({ method: 'GET', url: '/me/sessions', token: u.token })).json().find((s: { current: boolean }) => !s.current).id as number;
      return { ...u, other, sessionId: id };
    },
    call: (u) => api('DELETE', `/me/sessions/${u.sessionId}`, undefined, u.token),
    expect: (u) => [{ action: 'session_ended', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/me/sessions`,
    name: 'ending all my other sessions: sessions_ended on me, by me',
    arrange: async () => {
      const u = await staffUser();
      await t.login(u.email, 'staff-pw-1');
      return u;
    },
    call: (u) => api('DELETE', '/me/sessions', undefined, u.token),
    expect: (u) => [{ action: 'sessions_ended', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/me/mfa/totp`,
    name: 'starting an authenticator set-up records nothing',
    arrange: () => staffUser(),
    call: (u) => api('POST', '/me/mfa/totp', {}, u.token),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/me/mfa/totp/confirm`,
    name: 'an authenticator app set up: factor_added on me, by me',
    arrange: async () => {
      const u = await staffUser();
      const { secret } = (await api('POST', '/me/mfa/totp', {}, u.token)).json() as { secret: string };
      return { ...u, secret };
    },
    call: (u) => api('POST', '/me/mfa/totp/confirm', { code: codeAt(u.secret, Date.now()) }, u.token),
    expect: (u) => [
      {
        action: 'factor_added',
        actor: { type: 'user', id: u.id, name: 'Test User' },
        entity: { type: 'user', id: u.id, label: 'User Test User' },
        changes: [{ field: 'second_factor', before: null, after: 'Authenticator app' }],
      },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/me/mfa/totp`,
    name: 'an authenticator app turned off: factor_removed on me, by me',
    arrange: async () => {
      const u = await staffUser();
      const { secret } = (await api('POST', '/me/mfa/totp', {}, u.token)).json() as { secret: string };
      expect((await api('POST', '/me/mfa/totp/confirm', { code: codeAt(secret, Date.now()) }, u.token)).statusCode).toBe(200);
      return u;
    },
    call: (u) => api('DELETE', '/me/mfa/totp', { password: 'staff-pw-1' }, u.token),
    expect: (u) => [
      {
        action: 'factor_removed',
        actor: { type: 'user', id: u.id, name: 'Test User' },
        entity: { type: 'user', id: u.id, label: 'User Test User' },
        changes: [{ field: 'second_factor', before: 'Authenticator app', after: null }],
      },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/login/mfa`,
    name: 'a sign-in with a recovery code records signed_in by the account itself',
    arrange: async () => {
      const u = await staffUser();
      const { secret } = (await api('POST', '/me/mfa/totp', {}, u.token)).json() as { secret: string };
      const codes = (await api('POST', '/me/mfa/totp/confirm', { code: codeAt(secret, Date.now()) }, u.token)).json().recovery_codes as string[];
      const step = (await api('POST', '/login', { email: u.email, password: 'staff-pw-1' }, null)).json() as { mfa_token: string };
      return { ...u, mfaToken: step.mfa_token, code: codes[0] };
    },
    call: (u) => api('POST', '/login/mfa', { mfa_token: u.mfaToken, code: u.code }, null),
    expect: (u) => [{ action: 'signed_in', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/me/passkeys/options`,
    name: 'options for a passkey record nothing',
    arrange: () => staffUser(),
    call: (u) => api('POST', '/me/passkeys/options', {}, u.token),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/me/passkeys`,
    name: 'a passkey added: factor_added on me, by me, with its name',
    arrange: async () => {
      const u = await staffUser();
      const made = register((await api('POST', '/me/passkeys/options', {}, u.token)).json(), t.ctx.config.appUrl);
      return { ...u, response: made.response };
    },
    call: (u) => api('POST', '/me/passkeys', { name: 'Desk key', response: u.response }, u.token),
    expect: (u) => [
      {
        action: 'factor_added',
        actor: { type: 'user', id: u.id, name: 'Test User' },
        entity: { type: 'user', id: u.id, label: 'User Test User' },
        changes: [{ field: 'second_factor', before: null, after: 'Passkey "Desk key"' }],
      },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/me/passkeys/:id`,
    name: 'a passkey removed: factor_removed on me, by me, with its name',
    arrange: async () => {
      const u = await staffUser();
      const made = register((await api('POST', '/me/passkeys/options', {}, u.token)).json(), t.ctx.config.appUrl);
      const added = (await api('POST', '/me/passkeys', { name: 'Desk key', response: made.response }, u.token)).json() as { id: number };
      return { ...u, passkeyId: added.id };
    },
    call: (u) => api('DELETE', `/me/passkeys/${u.passkeyId}`, undefined, u.token),
    expect: (u) => [
      {
        action: 'factor_removed',
        actor: { type: 'user', id: u.id, name: 'Test User' },
        entity: { type: 'user', id: u.id, label: 'User Test User' },
        changes: [{ field: 'second_factor', before: 'Passkey "Desk key"', after: null }],
      },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/login/passkey/options`,
    name: 'a passkey challenge records nothing',
    arrange: () => staffUser(),
    call: () => api('POST', '/login/passkey/options', undefined, null),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/login/passkey`,
    name: 'a sign-in with a passkey records signed_in by the account itself',
    arrange: async () => {
      const u = await staffUser();
      const made = register((await api('POST', '/me/passkeys/options', {}, u.token)).json(), t.ctx.config.appUrl);
      expect((await api('POST', '/me/passkeys', { name: 'Desk key', response: made.response }, u.token)).statusCode).toBe(201);
      const opts = (await api('POST', '/login/passkey/options', undefined, null)).json();
      return { ...u, challengeId: opts.challenge_id as string, response: authenticate(made.passkey, opts, t.ctx.config.appUrl) };
    },
    call: (u) => api('POST', '/login/passkey', { challenge_id: u.challengeId, response: u.response }, null),
    expect: (u) => [{ action: 'signed_in', actor: { type: 'user', id: u.id, name: 'Test User' }, entity: { type: 'user', id: u.id, label: 'User Test User' }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/users/:id/reset-password`,
    name: "a staff reset of a user's password: password_reset by the admin, nothing else",
    arrange: async () => createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) }),
    call: (u) => api('PUT', `/users/${u.id}/reset-password`, { new_password: 'brand-new-1' }),
    expect: (u) => [{ action: 'password_reset', actor: superAdmin(), entity: { type: 'user', id: u.id }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/users/:id/user-plant`,
    name: "a user's plants: none -> the plant's name",
    arrange: async () => ({ user: await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) }), plant: await createPlant(t.ctx) }),
    call: (a) => api('POST', `/users/${a.user.id}/user-plant`, { plant_id: a.plant.id }),
    expect: (a) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'user', id: a.user.id }, changes: [{ field: 'plants', before: null, after: a.plant.name }] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/users/:id/user-plant/:entryId`,
    name: "a user's plants: the plant's name -> none",
    arrange: async () => {
      const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
      const plant = await createPlant(t.ctx);
      await grantPlants(t.ctx, user.id, [plant.id]);
      const entry = await t.ctx.db.selectFrom('user_plants').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
      return { user, plant, entryId: Number(entry.id) };
    },
    call: (a) => api('DELETE', `/users/${a.user.id}/user-plant/${a.entryId}`),
    expect: (a) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'user', id: a.user.id }, changes: [{ field: 'plants', before: a.plant.name, after: null }] }],
  }),
  kase({
    route: `POST ${ADMIN}/roles`,
    name: 'a new role: its name and operations by name',
    arrange: async () => ({ name: `Role ${unique()}`, ops: await operationIds(t.ctx, ['List Cities', 'Add City']) }),
    call: (a) => api('POST', '/roles', { name: a.name, operations: a.ops }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'role', id: idOf(res), label: `Role ${a.name}` },
        changes: [
          { field: 'name', before: null, after: a.name },
          { field: 'operations', before: null, after: 'Add City, List Cities' },
          { field: 'second_factor', before: null, after: 'Not required' },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/roles/:id`,
    name: 'a role: its operations by name, before -> after',
    arrange: async () => {
      const name = `Role ${unique()}`;
      return { name, id: await createRole(t.ctx, ['List Cities'], name), ops: await operationIds(t.ctx, ['List Cities', 'Update City']) };
    },
    call: (a) => api('PUT', `/roles/${a.id}`, { name: a.name, operations: a.ops }),
    expect: (a) => [
      { action: 'updated', actor: superAdmin(), entity: { type: 'role', id: a.id }, changes: [{ field: 'operations', before: 'List Cities', after: 'List Cities, Update City' }] },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/roles/:id`,
    name: 'a deleted role',
    arrange: async () => {
      const name = `Role ${unique()}`;
      return { name, id: await createRole(t.ctx, ['List Cities'], name) };
    },
    call: (a) => api('DELETE', `/roles/${a.id}`),
    expect: (a) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'role', id: a.id, label: `Role ${a.name}` }, changes: [] }],
  }),

  // Reference lists and content.
  ...(
    [
      ['cities', 'city', 'City', (n: string) => createCity(t.ctx, n)],
      ['warranty-reasons', 'warranty_reason', 'Warranty Reason', (n: string) => createWarrantyReason(t.ctx, n)],
      ['glass-types', 'glass_type', 'Glass Type', (n: string) => createGlassType(t.ctx, n)],
    ] as const
  ).flatMap(([path, type, noun, make]) => [
    kase({
      route: `POST ${ADMIN}/${path}`,
      name: `a new ${noun}: its name`,
      arrange: async () => `${noun} ${unique()}`,
      call: (name) => api('POST', `/${path}`, { name }),
      expect: (name, res) => [
        { action: 'created', actor: superAdmin(), entity: { type, id: idOf(res), label: `${noun} ${name}` }, changes: [{ field: 'name', before: null, after: name }] },
      ],
    }),
    kase({
      route: `PUT ${ADMIN}/${path}/:id`,
      name: `a ${noun} renamed: old name -> new name`,
      arrange: () => make(`${noun} ${unique()}`),
      call: (row) => api('PUT', `/${path}/${row.id}`, { name: `${row.name} Two` }),
      expect: (row) => [
        {
          action: 'updated',
          actor: superAdmin(),
          entity: { type, id: row.id, label: `${noun} ${row.name} Two` },
          changes: [{ field: 'name', before: row.name, after: `${row.name} Two` }],
        },
      ],
    }),
    kase({
      route: `DELETE ${ADMIN}/${path}/:id`,
      name: `a deleted ${noun}: its name kept in the label`,
      arrange: () => make(`${noun} ${unique()}`),
      call: (row) => api('DELETE', `/${path}/${row.id}`),
      expect: (row) => [{ action: 'deleted', actor: superAdmin(), entity: { type, id: row.id, label: `${noun} ${row.name}` }, changes: [] }],
    }),
  ]),
  kase({
    route: `POST ${ADMIN}/plants`,
    name: 'a new plant: its fields, the city by name',
    arrange: async () => ({ city: await createCity(t.ctx), name: `Plant ${unique()}` }),
    call: (a) => api('POST', '/plants', { name: a.name, city_id: a.city.id, address: '1 Plant Road', contact: '0123456789' }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'plant', id: idOf(res), label: `Plant ${a.name}` },
        changes: [
          { field: 'name', before: null, after: a.name },
          { field: 'address', before: null, after: '1 Plant Road' },
          { field: 'contact', before: null, after: '0123456789' },
          { field: 'city_id', before: null, after: a.city.name },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/plants/:id`,
    name: 'a plant moved to another city: city names, not ids',
    arrange: async () => {
      const [from, to] = [await createCity(t.ctx), await createCity(t.ctx)];
      return { from, to, plant: await createPlant(t.ctx, { cityId: from.id }) };
    },
    call: (a) => api('PUT', `/plants/${a.plant.id}`, { name: a.plant.name, city_id: a.to.id, address: '1 Glass Road', contact: '0123456789' }),
    expect: (a) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'plant', id: a.plant.id }, changes: [{ field: 'city_id', before: a.from.name, after: a.to.name }] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/plants/:id`,
    name: 'a deleted plant',
    arrange: () => createPlant(t.ctx),
    call: (p) => api('DELETE', `/plants/${p.id}`),
    expect: (p) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'plant', id: p.id, label: `Plant ${p.name}` }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/faqs`,
    name: 'a new FAQ: its title and content as words',
    arrange: async () => `FAQ ${unique()}`,
    call: (title) => api('POST', '/faqs', { title, content: '<p>An <b>answer</b>.</p>' }),
    expect: (title, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'faq', id: idOf(res), label: `FAQ ${title}` },
        changes: [
          { field: 'title', before: null, after: title },
          { field: 'content', before: null, after: 'An answer .' },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/faqs/:id`,
    name: 'a FAQ: its title before -> after',
    arrange: () => createFaq(t.ctx, { content: '<p>An answer.</p>' }),
    call: (f) => api('PUT', `/faqs/${f.id}`, { title: `${f.title} v2`, content: '<p>An answer.</p>' }),
    expect: (f) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'faq', id: f.id }, changes: [{ field: 'title', before: f.title, after: `${f.title} v2` }] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/faqs/:id`,
    name: 'a deleted FAQ',
    arrange: () => createFaq(t.ctx),
    call: (f) => api('DELETE', `/faqs/${f.id}`),
    expect: (f) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'faq', id: f.id, label: `FAQ ${f.title}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/help/:id`,
    name: 'the help text, as words, before -> after',
    arrange: async () => {
      const help = (await t.api({ method: 'GET', url: '/help', token: admin })).json() as { id: number };
      expect((await api('PUT', `/help/${help.id}`, { content: '<p>Old help.</p>' })).statusCode).toBe(200);
      return help;
    },
    call: (h) => api('PUT', `/help/${h.id}`, { content: '<p>New <i>help</i>.</p>' }),
    expect: (h) => [
      { action: 'updated', actor: superAdmin(), entity: { type: 'help', id: h.id, label: 'Help' }, changes: [{ field: 'content', before: 'Old help.', after: 'New help .' }] },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/support`,
    name: 'a support request from the public form: created by the guest (a system-side actor)',
    arrange: async () => `Visitor ${unique()}`,
    call: (name) => api('POST', '/support', { name, email: 'visitor@example.com', description: 'It does not work.' }, null),
    expect: async (name) => {
      const row = await t.ctx.db.selectFrom('support_requests').select('id').where('name', '=', name).executeTakeFirstOrThrow();
      return [
        {
          action: 'created',
          actor: { type: 'system', id: null, name: `Guest ${name}` },
          entity: { type: 'support', id: Number(row.id), label: `Support request from ${name}` },
          has: [{ field: 'description', before: null, after: 'It does not work.' }],
        },
      ];
    },
  }),
  kase({
    route: `DELETE ${ADMIN}/support/:id`,
    name: 'a deleted support request',
    arrange: () => createSupportRequest(t.ctx),
    call: (s) => api('DELETE', `/support/${s.id}`),
    expect: (s) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'support', id: s.id, label: `Support request from ${s.name}` }, changes: [] }],
  }),
  kase({
    route: `POST ${ADMIN}/mail/:id/retry`,
    name: 'retrying a failed mail records nothing',
    arrange: () => failedMail(),
    call: (id) => api('POST', `/mail/${id}/retry`),
    expect: () => [],
  }),
  kase({
    route: `POST ${ADMIN}/files`,
    name: 'an upload alone records nothing',
    arrange: () => testImage(),
    call: async (img) => t.api({ method: 'POST', url: '/files', token: admin, ...multipart({}, [{ field: 'file', data: img }]) }),
    expect: () => [],
  }),

  // Businesses and customers.
  kase({
    route: `POST ${ADMIN}/business`,
    name: 'a new business records 2: the business, and its master customer now in it',
    arrange: async () => ({ master: await createCustomer(t.ctx, { approved: true, first_name: 'Mia' }), name: `Business ${unique()}` }),
    call: (a) => api('POST', '/business', { name: a.name, account_id: 'AC1', contact: '0123456789', address: '1 Glass Road', customer_id: a.master.id }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'business', id: idOf(res), label: `Business ${a.name}` },
        has: [
          { field: 'name', before: null, after: a.name },
          { field: 'account_id', before: null, after: 'AC1' },
          { field: 'customer_id', before: null, after: customerName(a.master) },
        ],
      },
      { action: 'updated', actor: superAdmin(), entity: { type: 'customer', id: a.master.id }, changes: [{ field: 'business_id', before: null, after: a.name }] },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/business/:id`,
    name: 'a business renamed, same master: 1 (its master did not move)',
    arrange: () => createBusiness(t.ctx),
    call: (b) => api('PUT', `/business/${b.id}`, { name: `${b.name} Two`, account_id: null, contact: '0123456789', address: '1 Glass Road', customer_id: b.customerId }),
    expect: (b) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'business', id: b.id, label: `Business ${b.name} Two` },
        changes: [{ field: 'name', before: b.name, after: `${b.name} Two` }],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/business/:id`,
    name: 'a business given another master records 2: the master by name, and the new master now in it',
    arrange: async () => {
      const b = await createBusiness(t.ctx);
      const old = await t.ctx.db.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', b.customerId).executeTakeFirstOrThrow();
      return { b, old, next: await createCustomer(t.ctx, { approved: true, first_name: 'Nova' }) };
    },
    call: (a) => api('PUT', `/business/${a.b.id}`, { name: a.b.name, account_id: null, contact: '0123456789', address: '1 Glass Road', customer_id: a.next.id }),
    expect: (a) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'business', id: a.b.id },
        changes: [{ field: 'customer_id', before: customerName(a.old), after: customerName(a.next) }],
      },
      { action: 'updated', actor: superAdmin(), entity: { type: 'customer', id: a.next.id }, changes: [{ field: 'business_id', before: null, after: a.b.name }] },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/business/:id`,
    name: 'a deleted business',
    arrange: () => createBusiness(t.ctx),
    call: (b) => api('DELETE', `/business/${b.id}`),
    expect: (b) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'business', id: b.id, label: `Business ${b.name}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/business/:id/restore`,
    name: 'a restored business: 1 (its master already belongs to it)',
    arrange: () => createBusiness(t.ctx, { deleted: true }),
    call: (b) => api('PUT', `/business/${b.id}/restore`),
    expect: (b) => [{ action: 'restored', actor: superAdmin(), entity: { type: 'business', id: b.id, label: `Business ${b.name}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/business/:id/customers/settings`,
    name: "a business's settings: customers by name",
    arrange: async () => {
      const b = await createBusiness(t.ctx);
      return { b, e: await createEmployee(t.ctx, { businessId: b.id, first_name: 'Eli' }) };
    },
    call: (a) => api('PUT', `/business/${a.b.id}/customers/settings`, { access: [a.e.id], emails: [], notifications: [a.e.id] }),
    expect: (a) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'business', id: a.b.id },
        changes: [
          { field: 'access', before: null, after: customerName(a.e) },
          { field: 'notifications', before: null, after: customerName(a.e) },
        ],
      },
    ],
  }),
  kase({
    route: `DELETE ${ADMIN}/customers/:id`,
    name: 'a deleted customer',
    arrange: () => createCustomer(t.ctx),
    call: (c) => api('DELETE', `/customers/${c.id}`),
    expect: (c) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'customer', id: c.id, label: `Customer ${customerName(c)}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/restore`,
    name: 'a restored customer',
    arrange: () => createCustomer(t.ctx, { deleted: true }),
    call: (c) => api('PUT', `/customers/${c.id}/restore`),
    expect: (c) => [{ action: 'restored', actor: superAdmin(), entity: { type: 'customer', id: c.id, label: `Customer ${customerName(c)}` }, changes: [] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/customers/:id/deleted`,
    name: 'a customer erased: purged, the name kept as the label and nothing else',
    arrange: () => createCustomer(t.ctx, { deleted: true }),
    call: (c) => api('DELETE', `/customers/${c.id}/deleted`),
    expect: (c) => [{ action: 'purged', actor: superAdmin(), entity: { type: 'customer', id: c.id, label: `Customer ${customerName(c)}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/business`,
    name: 'a customer moved: business names, not ids',
    arrange: async () => {
      const [from, to] = [await createBusiness(t.ctx), await createBusiness(t.ctx)];
      return { from, to, e: await createEmployee(t.ctx, { businessId: from.id }) };
    },
    call: (a) => api('PUT', `/customers/${a.e.id}/business`, { business_id: a.to.id }),
    expect: (a) => [
      { action: 'updated', actor: superAdmin(), entity: { type: 'customer', id: a.e.id }, changes: [{ field: 'business_id', before: a.from.name, after: a.to.name }] },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/customers/notification`,
    name: 'a notification to a customer: notified, with its message',
    arrange: () => createCustomer(t.ctx, { approved: true }),
    call: (c) => api('POST', '/customers/notification', { id: c.id, message: 'Hello there' }),
    expect: (c) => [{ action: 'notified', actor: superAdmin(), entity: { type: 'customer', id: c.id }, changes: [{ field: 'message', before: null, after: 'Hello there' }] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/approval`,
    name: 'an approval: No -> Yes',
    arrange: () => createCustomer(t.ctx),
    call: (c) => api('PUT', `/customers/${c.id}/approval`, { is_approved: true }),
    expect: (c) => [{ action: 'approved', actor: superAdmin(), entity: { type: 'customer', id: c.id }, changes: [{ field: 'is_approved', before: 'No', after: 'Yes' }] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/approval`,
    name: 'an approval withdrawn: Yes -> No',
    arrange: () => createCustomer(t.ctx, { approved: true }),
    call: (c) => api('PUT', `/customers/${c.id}/approval`, { is_approved: false }),
    expect: (c) => [{ action: 'unapproved', actor: superAdmin(), entity: { type: 'customer', id: c.id }, changes: [{ field: 'is_approved', before: 'Yes', after: 'No' }] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/verification`,
    name: 'a verification: No -> Yes',
    arrange: () => createCustomer(t.ctx),
    call: (c) => api('PUT', `/customers/${c.id}/verification`, { is_verified: true }),
    expect: (c) => [{ action: 'verified', actor: superAdmin(), entity: { type: 'customer', id: c.id }, changes: [{ field: 'is_verified', before: 'No', after: 'Yes' }] }],
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/cost`,
    name: "a customer's cost: days, and dollars as on screen",
    arrange: () => createCustomer(t.ctx),
    call: (c) => api('PUT', `/customers/${c.id}/cost`, { max_day_allowed: 5, per_day_charge: 3.5 }),
    expect: (c) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'customer', id: c.id },
        changes: [
          { field: 'max_day_allowed', before: '0', after: '5' },
          { field: 'per_day_charge', before: '$0.00', after: '$3.50' },
        ],
      },
    ],
  }),

  // Tickets.
  kase({
    route: `DELETE ${ADMIN}/tickets/:id`,
    name: 'a disabled ticket: deleted',
    arrange: () => createTicket(t.ctx),
    call: (tk) => api('DELETE', `/tickets/${tk.id}`),
    expect: (tk) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'ticket', id: tk.id, label: `Ticket ${tk.ticket_id}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/tickets/:id/restore`,
    name: 'a restored ticket',
    arrange: () => createTicket(t.ctx, { deleted: true }),
    call: (tk) => api('PUT', `/tickets/${tk.id}/restore`),
    expect: (tk) => [{ action: 'restored', actor: superAdmin(), entity: { type: 'ticket', id: tk.id, label: `Ticket ${tk.ticket_id}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/tickets/:id/status`,
    name: 'a ticket delivered: status Created -> Delivered',
    arrange: () => createTicket(t.ctx),
    call: (tk) => api('PUT', `/tickets/${tk.id}/status`),
    expect: (tk) => [{ action: 'delivered', actor: superAdmin(), entity: { type: 'ticket', id: tk.id }, changes: [{ field: 'status', before: 'Created', after: 'Delivered' }] }],
  }),
  kase({
    route: `POST ${ADMIN}/tickets/notification`,
    name: 'a ticket notified: its message, and status Created -> Notified',
    arrange: () => createTicket(t.ctx),
    call: (tk) => api('POST', '/tickets/notification', { id: tk.id, message: 'Your glass is ready' }),
    expect: (tk) => [
      {
        action: 'notified',
        actor: superAdmin(),
        entity: { type: 'ticket', id: tk.id },
        changes: [
          { field: 'message', before: null, after: 'Your glass is ready' },
          { field: 'status', before: 'Created', after: 'Notified' },
        ],
      },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/tickets/:id/comments`,
    name: 'a comment: commented, with its text (a private change: only readers with view_comment see it)',
    arrange: () => createTicket(t.ctx),
    call: (tk) => api('POST', `/tickets/${tk.id}/comments`, { message: 'Internal remark' }),
    expect: (tk) => [{ action: 'commented', actor: superAdmin(), entity: { type: 'ticket', id: tk.id }, changes: [{ field: 'comment', before: null, after: 'Internal remark' }] }],
  }),
  kase({
    route: `PUT ${ADMIN}/ticket-settings`,
    name: 'the ticket settings: users by name',
    arrange: async () => {
      await setTicketSettings(t.ctx, {});
      const first_name = `Pat${unique()}`;
      return { ...(await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), first_name })), first_name };
    },
    call: (u) => api('PUT', '/ticket-settings', { access: [], emails: [], production: [u.id], sales: [] }),
    expect: (u) => [
      {
        action: 'updated',
        actor: superAdmin(),
        entity: { type: 'ticket_settings', id: null, label: 'Ticket Settings' },
        changes: [{ field: 'production', before: null, after: `${u.first_name} User` }],
      },
    ],
  }),

  // Trolleys.
  kase({
    route: `POST ${ADMIN}/trolleys`,
    name: 'a new trolley: its fields, the plant by name',
    arrange: async () => ({ plant: await createPlant(t.ctx), uid: `U-${unique()}` }),
    call: (a) =>
      api('POST', '/trolleys', { name: 'Rack', uid: a.uid, trolley_photo_url: null, serial_number: 'SN-1', is_certified: true, expiry_date: '2027-03-31', plant_id: a.plant.id }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: superAdmin(),
        entity: { type: 'trolley', id: idOf(res), label: 'Trolley Rack' },
        has: [
          { field: 'uid', before: null, after: a.uid },
          { field: 'is_certified', before: null, after: 'Yes' },
          { field: 'expiry_date', before: null, after: '2027-03-31' },
          { field: 'plant_id', before: null, after: a.plant.name },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id`,
    name: "a trolley's plant: plant names, not ids",
    arrange: async () => {
      const [from, to] = [await createPlant(t.ctx), await createPlant(t.ctx)];
      return { from, to, tr: await createTrolley(t.ctx, { plantId: from.id }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}`, trolleyBody(a.tr, a.to.id)),
    expect: (a) => [{ action: 'updated', actor: superAdmin(), entity: { type: 'trolley', id: a.tr.id }, changes: [{ field: 'plant_id', before: a.from.name, after: a.to.name }] }],
  }),
  kase({
    route: `DELETE ${ADMIN}/trolleys/:id`,
    name: 'a deleted trolley',
    arrange: () => createTrolley(t.ctx),
    call: (tr) => api('DELETE', `/trolleys/${tr.id}`),
    expect: (tr) => [{ action: 'deleted', actor: superAdmin(), entity: { type: 'trolley', id: tr.id, label: `Trolley ${tr.name}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/restore`,
    name: 'a restored trolley',
    arrange: () => createTrolley(t.ctx, { deleted: true }),
    call: (tr) => api('PUT', `/trolleys/${tr.id}/restore`),
    expect: (tr) => [{ action: 'restored', actor: superAdmin(), entity: { type: 'trolley', id: tr.id, label: `Trolley ${tr.name}` }, changes: [] }],
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/plantchange`,
    name: 'a transfer: moved OnPlant -> PlantChange, towards the plant by name',
    arrange: async () => {
      const [from, to] = [await createPlant(t.ctx), await createPlant(t.ctx)];
      return { from, to, tr: await createTrolley(t.ctx, { plantId: from.id }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/plantchange`, { name: 'Truck 7', to_plant_id: a.to.id, from_plant_id: a.from.id }),
    expect: (a) =>
      moved(a.tr.id, [
        { field: 'trolley_status', before: 'OnPlant', after: 'PlantChange' },
        { field: 'to_plant_id', before: null, after: a.to.name },
      ]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/plantdropoff`,
    name: 'a checkout: moved PlantChange -> DropOff',
    arrange: async () => {
      const [from, to] = [await createPlant(t.ctx), await createPlant(t.ctx)];
      return { from, to, tr: await createTrolley(t.ctx, { plantId: from.id, status: 'PlantChange', fromPlantId: from.id, toPlantId: to.id }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/plantdropoff`, { ...checkin(a.to.id), from_plant_id: a.from.id }),
    expect: (a) => moved(a.tr.id, [{ field: 'trolley_status', before: 'PlantChange', after: 'DropOff' }]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/onplant`,
    name: 'a check-in: moved DropOff -> OnPlant, at the destination by name',
    arrange: async () => {
      const [from, to] = [await createPlant(t.ctx), await createPlant(t.ctx)];
      return { from, to, tr: await createTrolley(t.ctx, { plantId: from.id, status: 'DropOff', fromPlantId: from.id, toPlantId: to.id }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/onplant`, checkin(a.to.id)),
    expect: (a) =>
      moved(a.tr.id, [
        { field: 'trolley_status', before: 'DropOff', after: 'OnPlant' },
        { field: 'plant_id', before: a.from.name, after: a.to.name },
      ]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/delivery`,
    name: 'a delivery: moved OnPlant -> Delivery, to the customer by name',
    arrange: async () => ({ tr: await createTrolley(t.ctx), c: await createCustomer(t.ctx, { approved: true, first_name: 'Holly' }) }),
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/delivery`, { customer_id: a.c.id }),
    expect: (a) =>
      moved(a.tr.id, [
        { field: 'trolley_status', before: 'OnPlant', after: 'Delivery' },
        { field: 'customer_id', before: null, after: customerName(a.c) },
      ]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/pickup`,
    name: 'a pickup: moved Delivery -> Pickup, the customer no longer holding it',
    arrange: async () => {
      const c = await createCustomer(t.ctx, { approved: true, first_name: 'Holly' });
      return { c, tr: await createTrolley(t.ctx, { status: 'Delivery', customerId: c.id, since: new Date(Date.now() - 86_400_000).toISOString() }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/pickup`, {}),
    expect: (a) =>
      moved(a.tr.id, [
        { field: 'trolley_status', before: 'Delivery', after: 'Pickup' },
        { field: 'customer_id', before: customerName(a.c), after: null },
      ]),
  }),
  kase({
    route: `POST ${ADMIN}/handovers`,
    name: 'a hand-over of two trolleys: each moved OnPlant -> Delivery, to the customer by name',
    arrange: async () => ({
      a: await createTrolley(t.ctx),
      b: await createTrolley(t.ctx),
      c: await createCustomer(t.ctx, { approved: true, first_name: 'Holly' }),
    }),
    call: (x) => api('POST', '/handovers', { kind: 'delivery', customer_id: x.c.id, trolleys: [{ id: x.a.id }, { id: x.b.id }], signed_by: 'Holly' }),
    expect: (x) =>
      [x.a, x.b].flatMap((tr) =>
        moved(tr.id, [
          { field: 'trolley_status', before: 'OnPlant', after: 'Delivery' },
          { field: 'customer_id', before: null, after: customerName(x.c) },
        ]),
      ),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/maintenance`,
    name: 'maintenance: moved OnPlant -> Maintenance',
    arrange: () => createTrolley(t.ctx),
    call: (tr) => api('PUT', `/trolleys/${tr.id}/maintenance`, { note: 'Wheel' }),
    expect: (tr) => moved(tr.id, [{ field: 'trolley_status', before: 'OnPlant', after: 'Maintenance' }]),
  }),
  kase({
    route: `PUT ${ADMIN}/customers/:id/statements/:month/close`,
    name: "a month's statement closed: the month and its total on the customer",
    arrange: () => createCustomer(t.ctx, { approved: true, first_name: 'Stella' }),
    call: (c) => api('PUT', `/customers/${c.id}/statements/2024-03/close`),
    expect: (c) => [
      { action: 'updated', actor: superAdmin(), entity: { type: 'customer', id: c.id }, changes: [{ field: 'statement', before: null, after: '2024-03 closed: $0.00' }] },
    ],
  }),
  kase({
    route: `POST ${ADMIN}/trolleys/reminders`,
    name: 'a reminder of trolleys past their free days: notified on the customer',
    arrange: async () => {
      const c = await createCustomer(t.ctx, { approved: true, first_name: 'Rita' });
      await setCostAt(t.ctx, c.id, new Date(Date.now() - 10 * 86_400_000).toISOString(), 0, 100);
      await createTrolley(t.ctx, { status: 'Delivery', customerId: c.id, since: new Date(Date.now() - 3 * 86_400_000).toISOString() });
      return c;
    },
    call: (c) => api('POST', '/trolleys/reminders', { customer_id: c.id }),
    expect: (c) => [
      {
        action: 'notified',
        actor: superAdmin(),
        entity: { type: 'customer', id: c.id },
        changes: [{ field: 'message', before: null, after: 'Reminder: 1 trolley(s) past their free days' }],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/lost`,
    name: 'lost at a customer: moved Delivery -> Lost, the customer no longer holding it, charged $1,250.50',
    arrange: async () => {
      const c = await createCustomer(t.ctx, { approved: true, first_name: 'Holly' });
      return { c, tr: await createTrolley(t.ctx, { status: 'Delivery', customerId: c.id, since: new Date(Date.now() - 86_400_000).toISOString() }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/lost`, { note: 'Not at the site', charge: 1250.5 }),
    expect: (a) =>
      moved(a.tr.id, [
        { field: 'trolley_status', before: 'Delivery', after: 'Lost' },
        { field: 'customer_id', before: customerName(a.c), after: null },
        { field: 'charge', before: null, after: '$1250.50' },
      ]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/damaged`,
    name: 'damaged at its plant: moved OnPlant -> Damaged (no charge, no customer)',
    arrange: () => createTrolley(t.ctx),
    call: (tr) => api('PUT', `/trolleys/${tr.id}/damaged`, { note: 'Bent frame' }),
    expect: (tr) => moved(tr.id, [{ field: 'trolley_status', before: 'OnPlant', after: 'Damaged' }]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/recover`,
    name: 'recovered: moved Lost -> OnPlant',
    arrange: async () => {
      const p = await createPlant(t.ctx);
      return { p, tr: await createTrolley(t.ctx, { status: 'Lost', plantId: p.id }) };
    },
    call: (a) => api('PUT', `/trolleys/${a.tr.id}/recover`, { to_plant_id: a.p.id }),
    expect: (a) => moved(a.tr.id, [{ field: 'trolley_status', before: 'Lost', after: 'OnPlant' }]),
  }),
  kase({
    route: `PUT ${ADMIN}/trolleys/:id/defleet`,
    name: 'DeFleet: moved OnPlant -> DeFleet',
    arrange: () => createTrolley(t.ctx),
    call: (tr) => api('PUT', `/trolleys/${tr.id}/defleet`, {}),
    expect: (tr) => moved(tr.id, [{ field: 'trolley_status', before: 'OnPlant', after: 'DeFleet' }]),
  }),

  // The customer app.
  kase({
    route: `POST ${CUSTOMER}/register`,
    name: 'a registration: created by the new customer itself',
    arrange: async () => ({ email: `reg-${unique()}@example.com` }),
    call: (a) => cust('POST', '/register', undefined, { first_name: 'Rita', last_name: 'Register', email: a.email, number: '0123456789', password: 'register-pw-1' }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: { type: 'customer', id: idOf(res), name: 'Rita Register' },
        entity: { type: 'customer', id: idOf(res), label: 'Customer Rita Register' },
        has: [
          { field: 'first_name', before: null, after: 'Rita' },
          { field: 'email', before: null, after: a.email },
          { field: 'is_approved', before: null, after: 'No' },
        ],
      },
    ],
  }),
  kase({
    route: `POST ${CUSTOMER}/login`,
    name: "a customer's sign-in: signed_in by the customer",
    arrange: () => createCustomer(t.ctx, { approved: true }),
    call: (c) => cust('POST', '/login', undefined, { email: c.email, password: c.password }),
    expect: (c) => [{ action: 'signed_in', actor: { type: 'customer', id: c.id, name: customerName(c) }, entity: { type: 'customer', id: c.id }, changes: [] }],
  }),
  kase({
    route: `POST ${CUSTOMER}/logout`,
    name: 'a sign-out records nothing',
    arrange: () => signedInCustomer(),
    call: (c) => cust('POST', '/logout', c.token),
    expect: () => [],
  }),
  kase({
    route: `PUT ${CUSTOMER}/me`,
    name: 'my account: names and number before -> after, by me',
    arrange: () => signedInCustomer(),
    call: (c) => cust('PUT', '/me', c.token, { first_name: 'Corinna', last_name: c.last_name, number: '0987654321' }),
    expect: (c) => [
      {
        action: 'updated',
        actor: { type: 'customer', id: c.id },
        entity: { type: 'customer', id: c.id, label: `Customer Corinna ${c.last_name}` },
        changes: [
          { field: 'first_name', before: 'Cora', after: 'Corinna' },
          { field: 'number', before: '0123456789', after: '0987654321' },
        ],
      },
    ],
  }),
  kase({
    route: `PUT ${CUSTOMER}/change-password`,
    name: 'changing my password: password_changed by me',
    arrange: () => signedInCustomer({ password: 'cust-old-1' }),
    call: (c) => cust('PUT', '/change-password', c.token, { old_password: 'cust-old-1', new_password: 'cust-new-1' }),
    expect: (c) => [{ action: 'password_changed', actor: { type: 'customer', id: c.id }, entity: { type: 'customer', id: c.id }, changes: [] }],
  }),
  kase({
    route: `POST ${CUSTOMER}/forgot-password`,
    name: 'asking for a code records nothing',
    arrange: () => createCustomer(t.ctx, { approved: true }),
    call: (c) => cust('POST', '/forgot-password', undefined, { email: c.email }),
    expect: () => [],
  }),
  kase({
    route: `POST ${CUSTOMER}/confirm-forgot-password`,
    name: 'a reset by code: password_reset by the customer',
    arrange: async () => {
      const c = await createCustomer(t.ctx, { approved: true });
      expect((await cust('POST', '/forgot-password', undefined, { email: c.email })).statusCode).toBe(200);
      return { ...c, otp: await latestOtp(t, c.email) };
    },
    call: (c) => cust('POST', '/confirm-forgot-password', undefined, { email: c.email, otp: c.otp, password: 'cust-by-code-1' }),
    expect: (c) => [{ action: 'password_reset', actor: { type: 'customer', id: c.id, name: customerName(c) }, entity: { type: 'customer', id: c.id }, changes: [] }],
  }),
  kase({
    route: `POST ${CUSTOMER}/tickets`,
    name: 'a ticket raised: created by the customer, glass type and reason by name',
    arrange: async () => {
      const b = await createBusiness(t.ctx);
      const c = await signedInCustomer({ businessId: b.id });
      return { b, c, glass: await createGlassType(t.ctx), reason: await createWarrantyReason(t.ctx), img: await testImage() };
    },
    call: (a) =>
      capi({
        method: 'POST',
        url: '/tickets',
        token: a.c.token,
        ...multipart({ glass_order_no: 'GO-77', glass_type_id: a.glass.id, warranty_reason_id: a.reason.id, glass_size: '1200x800', received_date: '2026-01-10' }, [
          { field: 'defect_images', data: a.img },
        ]),
      }),
    expect: (a, res) => [
      {
        action: 'created',
        actor: { type: 'customer', id: a.c.id, name: customerName(a.c) },
        entity: { type: 'ticket', id: idOf(res), label: `Ticket ${res.json().ticket_id}` },
        has: [
          { field: 'customer_id', before: null, after: customerName(a.c) },
          { field: 'business_id', before: null, after: a.b.name },
          { field: 'glass_type_id', before: null, after: a.glass.name },
          { field: 'warranty_reason_id', before: null, after: a.reason.name },
          { field: 'status', before: null, after: 'Created' },
        ],
      },
    ],
  }),
  kase({
    route: `POST ${CUSTOMER}/trolleys/:id/pickup-request`,
    name: 'a pickup request: the trolley updated by the customer, requested at',
    arrange: () => heldTrolley(),
    call: (a) => cust('POST', `/trolleys/${a.tr.id}/pickup-request`, a.holder.token),
    expect: (a, res) => [
      {
        action: 'updated',
        actor: { type: 'customer', id: a.holder.id },
        entity: { type: 'trolley', id: a.tr.id, label: `Trolley ${a.tr.name}` },
        changes: [{ field: 'pickup_requested_at', before: null, after: res.json().pickup_requested_at as string }],
      },
    ],
  }),
  kase({
    route: `DELETE ${CUSTOMER}/trolleys/:id/pickup-request`,
    name: 'a pickup request withdrawn: requested at -> none',
    arrange: async () => {
      const a = await heldTrolley();
      const r = await cust('POST', `/trolleys/${a.tr.id}/pickup-request`, a.holder.token);
      return { ...a, at: r.json().pickup_requested_at as string };
    },
    call: (a) => cust('DELETE', `/trolleys/${a.tr.id}/pickup-request`, a.holder.token),
    expect: (a) => [
      {
        action: 'updated',
        actor: { type: 'customer', id: a.holder.id },
        entity: { type: 'trolley', id: a.tr.id },
        changes: [{ field: 'pickup_requested_at', before: a.at, after: null }],
      },
    ],
  }),
  kase({
    route: `POST ${CUSTOMER}/statements/:month/confirm`,
    name: 'a closed month confirmed by the customer: confirmed on the customer',
    arrange: () => closedMarch(),
    call: (a) => cust('POST', '/statements/2024-03/confirm', a.holder.token),
    expect: (a) => [
      {
        action: 'confirmed',
        actor: { type: 'customer', id: a.holder.id },
        entity: { type: 'customer', id: a.holder.id },
        changes: [{ field: 'statement', before: null, after: '2024-03 confirmed' }],
      },
    ],
  }),
  kase({
    route: `POST ${CUSTOMER}/statements/:month/disputes`,
    name: 'lines of a closed month disputed by the customer: disputed on the customer, naming the trolleys',
    arrange: () => closedMarch(),
    call: (a) => cust('POST', '/statements/2024-03/disputes', a.holder.token, { lines: [{ trolley_id: a.tr.id, reason: 'Returned earlier' }] }),
    expect: (a, res) => [
      {
        action: 'disputed',
        actor: { type: 'customer', id: a.holder.id },
        entity: { type: 'customer', id: a.holder.id },
        changes: [{ field: 'statement', before: null, after: `2024-03 disputed: ${a.tr.uid} (dispute No. ${res.json().id as number})` }],
      },
    ],
  }),
  kase({
    route: `PUT ${ADMIN}/disputes/:id/resolve`,
    name: 'a dispute credited by staff: credited on the customer, the amount and the month it lands on',
    arrange: async () => {
      const a = await closedMarch();
      const d = await cust('POST', '/statements/2024-03/disputes', a.holder.token, { lines: [{ trolley_id: a.tr.id, reason: 'Returned earlier' }] });
      return { ...a, disputeId: d.json().id as number };
    },
    call: (a) => api('PUT', `/disputes/${a.disputeId}/resolve`, { outcome: 'credit', amount: 1, reply: 'Credited one day.' }),
    expect: (a) => [
      {
        action: 'credited',
        actor: superAdmin(),
        entity: { type: 'customer', id: a.holder.id },
        changes: [{ field: 'dispute', before: `No. ${a.disputeId} (2024-03) open`, after: 'credited $1.00 on 2024-04' }],
      },
    ],
  }),
];

// ---- the tests ---------------------------------------------------------------------------------------------------

describe('every state-changing endpoint leaves its documented entries', () => {
  async function check(c: AnyCase) {
    const { res, expected, after } = await c.run();
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // An update names at least one field before -> after (the case says which).
    for (const e of expected) if (e.action === 'updated') expect((e.changes ?? e.has ?? []).length).toBeGreaterThan(0);
    expect(Object.keys(ZERO_ENTRY).includes(c.route)).toBe(expected.length === 0);

    const rows = await rowsAfter(after);
    const seen = rows.map((r) => ({
      action: r.action,
      actor: { type: r.actor_type, id: num(r.actor_id), name: r.actor_name },
      entity: { type: r.entity_type, id: num(r.entity_id), label: r.entity_label },
      changes: JSON.parse(r.changes) as Change[],
    }));
    expect(seen).toEqual(
      expected.map((e) => ({
        action: e.action,
        actor: { type: e.actor.type, id: e.actor.id, name: e.actor.name ?? expect.any(String) },
        entity: { type: e.entity.type, id: e.entity.id, label: e.entity.label ?? expect.any(String) },
        changes: e.changes ?? expect.arrayContaining(e.has ?? []),
      })),
    );
    // Written by this request, from this address.
    for (const r of rows) expect({ request_id: r.request_id, client_address: r.client_address }).toEqual({ request_id: res.headers['x-request-id'], client_address: '127.0.0.1' });
  }

  const label = (c: AnyCase) => [`${c.route}: ${c.name}`, c] as const;
  it.each(CASES.map(label))('%s', (_label, c) => check(c));

  it('a failed sign-in records one sign_in_failed (the account, or "Unknown"); a throttled one (429) records none', async () => {
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), password: 'right-pw-1' });
    const customer = await createCustomer(t.ctx, { approved: true });
    const staffLogin = (password: string, email = user.email) => api('POST', '/login', { email, password }, null);
    const customerLogin = (password: string) => cust('POST', '/login', undefined, { email: customer.email, password });
    const added = async (before: number) =>
      (await rowsAfter(before)).map((r) => [r.action, r.actor_type, num(r.actor_id), r.actor_name, r.entity_type, num(r.entity_id), r.changes, r.request_id]);

    let before = await lastId();
    let res = await staffLogin('wrong-pw-1');
    expect(res.statusCode).toBe(401);
    expect(await added(before)).toEqual([['sign_in_failed', 'user', user.id, 'Test User', 'user', user.id, '[]', res.headers['x-request-id']]]);

    before = await lastId();
    res = await staffLogin('wrong-pw-1', `nobody-${unique()}@example.com`);
    expect(res.statusCode).toBe(401);
    expect(await added(before)).toEqual([['sign_in_failed', 'system', null, 'Unknown', 'user', null, '[]', res.headers['x-request-id']]]);

    before = await lastId();
    res = await customerLogin('wrong-pw-1');
    expect(res.statusCode).toBe(401);
    expect(await added(before)).toEqual([['sign_in_failed', 'customer', customer.id, customerName(customer), 'customer', customer.id, '[]', res.headers['x-request-id']]]);

    // The per-account limit is 3 failures: after them the next try is refused before the password is looked at.
    for (let i = 0; i < 2; i++) {
      expect((await staffLogin('wrong-pw-1')).statusCode).toBe(401);
      expect((await customerLogin('wrong-pw-1')).statusCode).toBe(401);
    }
    before = await lastId();
    expect((await staffLogin('right-pw-1')).statusCode).toBe(429);
    expect((await staffLogin('wrong-pw-1')).statusCode).toBe(429);
    expect((await customerLogin(customer.password)).statusCode).toBe(429);
    expect((await customerLogin('wrong-pw-1')).statusCode).toBe(429);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('a refused call (401, 403, 404, 409, 422, 400) leaves no entry', async () => {
    const city = await createCity(t.ctx);
    const other = await createCity(t.ctx);
    const customer = await createCustomer(t.ctx);
    const away = await createTrolley(t.ctx, { status: 'Delivery', customerId: (await createCustomer(t.ctx, { approved: true })).id });
    const delivered = await createTicket(t.ctx, { status: 'Delivered' });
    const heldRole = await createRole(t.ctx, ['List Cities']);
    await createUserQuick(t.ctx, { roleId: heldRole });
    const business = await createBusiness(t.ctx);
    const pending = await createCustomer(t.ctx, { password: 'pending-pw-1' });
    const lacking = await tokenFor(
      t,
      ALL_OPERATIONS.filter((op) => !['Delete City', 'Update Customer', 'Add Trolley'].includes(op)),
    );
    const noOps = await staffUser();
    const signedIn = await signedInCustomer();

    const before = await lastId();
    const refused: Array<[string, () => Promise<Res>, number]> = [
      ['403 without the operation (delete)', () => api('DELETE', `/cities/${city.id}`, undefined, lacking), 403],
      ['403 without the operation (money)', () => api('PUT', `/customers/${customer.id}/cost`, { max_day_allowed: 5, per_day_charge: 3.5 }, lacking), 403],
      ['403 without the operation (create)', () => api('POST', '/trolleys', { name: 'Rack', uid: `U-${unique()}`, plant_id: 1 }, lacking), 403],
      ['403 a wrong old password', () => api('PUT', '/change-password', { old_password: 'wrong-pass-1', new_password: 'new-pass-22' }, noOps.token), 403],
      ['403 a customer not approved signing in', () => cust('POST', '/login', undefined, { email: pending.email, password: 'pending-pw-1' }), 403],
      ['401 without a session', () => api('PUT', `/cities/${city.id}`, { name: `${city.name} X` }, null), 401],
      ['404 a missing record', () => api('DELETE', '/faqs/987654'), 404],
      ['404 a pickup request for a trolley not held', () => cust('POST', `/trolleys/${away.id}/pickup-request`, signedIn.token), 404],
      ['409 a duplicate name', () => api('PUT', `/cities/${city.id}`, { name: other.name }), 409],
      ['409 a role still held', () => api('DELETE', `/roles/${heldRole}`), 409],
      ['409 a trolley away from its plant', () => api('DELETE', `/trolleys/${away.id}`), 409],
      ['409 a move out of status', () => api('PUT', `/trolleys/${away.id}/maintenance`, {}), 409],
      ['409 a ticket delivered twice', () => api('PUT', `/tickets/${delivered.id}/status`), 409],
      [
        '409 a master customer of another business',
        () => api('POST', '/business', { name: `B ${unique()}`, contact: '0123456789', address: '1 Glass Road', customer_id: business.customerId }),
        409,
      ],
      ['422 an invalid amount', () => api('PUT', `/customers/${customer.id}/cost`, { max_day_allowed: 5, per_day_charge: 1.234 }), 422],
      ['422 an invalid email', () => api('POST', '/users', { first_name: 'Bad', last_name: 'Email', email: 'not-an-email', password: 'secret-12', role: heldRole }), 422],
      ['422 a short name (customer)', () => cust('PUT', '/me', signedIn.token, { first_name: 'X', last_name: 'Y', number: '1' }), 422],
      ['400 a wrong code', () => api('POST', '/confirm-forgot-password', { email: noOps.email, otp: '0000', password: 'new-pass-22' }, null), 400],
    ];
    const got: Array<[string, number]> = [];
    for (const [name, call] of refused) got.push([name, (await call()).statusCode]);
    expect(got).toEqual(refused.map(([name, , status]) => [name, status]));
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('a save that changes nothing leaves no entry', async () => {
    const city = await createCity(t.ctx);
    const c = await createCustomer(t.ctx);
    const b = await createBusiness(t.ctx);
    const before = await lastId();
    expect((await api('PUT', `/cities/${city.id}`, { name: city.name })).statusCode).toBe(200);
    expect((await api('PUT', `/customers/${c.id}/cost`, { max_day_allowed: 0, per_day_charge: 0 })).statusCode).toBe(200);
    expect((await api('PUT', `/business/${b.id}/customers/settings`, { access: [], emails: [], notifications: [] })).statusCode).toBe(200);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('covers every state-changing route of the server: a case, or a documented zero-entry exception', () => {
    const stateChanging = [...new Set(t.routes.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`))].sort();
    // The matrix and the server agree (the permission matrix test checks the rest of it).
    expect(stateChanging).toEqual(
      Object.keys(PERMISSION_MATRIX)
        .filter((k) => !k.startsWith('GET '))
        .sort(),
    );
    const covered = new Set(CASES.map((c) => c.route));
    expect(stateChanging.filter((r) => !covered.has(r) && !(r in ZERO_ENTRY))).toEqual([]);
    // No case for a route that is gone, and every zero-entry exception is a real route with its own case.
    expect([...covered].filter((r) => !stateChanging.includes(r))).toEqual([]);
    expect(Object.keys(ZERO_ENTRY).filter((r) => !covered.has(r))).toEqual([]);
  });

  it('leaves a verifiable chain', async () => {
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });
});
