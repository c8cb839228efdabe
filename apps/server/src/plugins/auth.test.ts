import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi, customerLogin } from '../test/customer-api.js';
import { createEmployee, quickTokenWith, setRoleOperations } from '../test/factories.js';
import { hashToken } from '../lib/tokens.js';

// The auth hooks of both APIs (one query per request, the expiry slid without a write on every call):
// what a signed-in user relies on, whatever the hook does to be cheap.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type SessionTable = 'sessions' | 'customer_sessions';
const expiryOf = async (table: SessionTable, token: string) =>
  (await t.ctx.db.selectFrom(table).select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).expires_at;
const setExpiry = (table: SessionTable, token: string, at: number) =>
  t.ctx.db
    .updateTable(table)
    .set({ expires_at: new Date(at).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();

// The same rules on both APIs, each through a signed-in call of its own.
const kinds = [
  {
    name: 'staff',
    table: 'sessions' as const,
    signIn: async () => (await quickTokenWith(t, [])).token,
    call: (token: string) => t.api({ method: 'GET', url: '/user', token }),
  },
  {
    name: 'customer',
    table: 'customer_sessions' as const,
    signIn: async () => {
      const c = await createEmployee(t.ctx);
      return customerLogin(t, c.email, c.password);
    },
    call: (token: string) => customerApi(t)({ method: 'GET', url: '/me', token }),
  },
];

describe.each(kinds)('$name sessions', ({ table, signIn, call }) => {
  it('each use pushes the expiry a full lifetime out, so a user at work is never signed out', async () => {
    const token = await signIn();
    const ttl = t.ctx.config.tokenTtlMs;
    // Last used ten minutes ago: ten minutes of its lifetime are gone.
    await setExpiry(table, token, Date.now() + ttl - 10 * 60_000);
    const before = Date.now();
    expect((await call(token)).statusCode).toBe(200);
    const slid = Date.parse(await expiryOf(table, token));
    expect(slid).toBeGreaterThanOrEqual(before + ttl);
    expect(slid).toBeLessThanOrEqual(Date.now() + ttl);

    // Two seconds from the end: the use still counts and renews it.
    await setExpiry(table, token, Date.now() + 2_000);
    expect((await call(token)).statusCode).toBe(200);
    expect(Date.parse(await expiryOf(table, token))).toBeGreaterThan(Date.now() + ttl - 60_000);
  });

  it('a burst of requests writes the expiry once, not on every call', async () => {
    const token = await signIn();
    await setExpiry(table, token, Date.now() + t.ctx.config.tokenTtlMs - 5 * 60_000);
    expect((await call(token)).statusCode).toBe(200);
    const written = await expiryOf(table, token);
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 2));
      expect((await call(token)).statusCode).toBe(200);
    }
    // Within the minute the stored expiry is the one the first call wrote, to the millisecond.
    expect(await expiryOf(table, token)).toBe(written);
  });

  it('an expiry just past is refused, and the refused call does not revive it', async () => {
    const token = await signIn();
    const past = Date.now() - 1_000;
    await setExpiry(table, token, past);
    const res = await call(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Your session has expired. Please sign in again.' });
    // Still in the past (or already purged by housekeeping): never pushed out again.
    const row = await t.ctx.db.selectFrom(table).select('expires_at').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    if (row) expect(Date.parse(row.expires_at)).toBe(past);
    expect((await call(token)).statusCode).toBe(401);
  });

  it('a revoked session is refused on its very next call', async () => {
    const token = await signIn();
    expect((await call(token)).statusCode).toBe(200);
    await t.ctx.db.updateTable(table).set({ revoked_at: new Date().toISOString() }).where('token_hash', '=', hashToken(token)).execute();
    expect((await call(token)).statusCode).toBe(401);
  });
});

describe("a staff session's operations", () => {
  it("are the role's as they are now: a change applies to the user's next request, one operation or several", async () => {
    const { token, roleId } = await quickTokenWith(t, ['List Cities']);
    const cities = () => t.api({ method: 'GET', url: '/cities', token });
    const users = () => t.api({ method: 'GET', url: '/users', token });
    expect((await cities()).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(403);

    // No operation at all: signed in still, allowed nothing.
    await setRoleOperations(t.ctx, roleId, []);
    expect((await cities()).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/user', token })).statusCode).toBe(200);

    // Several: each one counts (the database joins them into one text that the server splits again).
    await setRoleOperations(t.ctx, roleId, ['Add City', 'List Users', 'Delete City']);
    expect((await cities()).statusCode).toBe(200);
    expect((await users()).statusCode).toBe(200);

    await setRoleOperations(t.ctx, roleId, ['List Users']);
    expect((await cities()).statusCode).toBe(403);
    expect((await users()).statusCode).toBe(200);
  });

  it('stop at once when the user is deleted', async () => {
    const { token, user } = await quickTokenWith(t, ['List Cities']);
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
    await t.ctx.db.updateTable('users').set({ deleted_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    expect((await t.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(401);
  });
});
