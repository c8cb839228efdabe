import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerApi, customerLogin } from '../test/customer-api.js';
import { createEmployee, quickTokenWith, setRoleOperations } from '../test/factories.js';
import { hashToken } from '../lib/tokens.js';

// The auth hooks of both APIs (one query per request, no write on every call): what a signed-in user relies on,
// whatever the hook does to be cheap. The customer app's sessions slide (TOKEN_TTL_HOURS from the last use); a staff
// session has an idle and an absolute limit (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS).
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

describe.each(kinds.filter((k) => k.name === 'customer'))('$name sessions', ({ table, signIn, call }) => {
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
});

describe.each(kinds)('$name sessions', ({ table, signIn, call }) => {
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

describe('a staff session: idle and absolute limits (a fake clock)', () => {
  const MINUTE = 60_000;
  afterEach(() => vi.useRealTimers());
  // Only Date is faked: the server's timers and sockets run as they do.
  const at = (ms: number) => vi.setSystemTime(ms);
  const lastUsedOf = async (token: string) =>
    (await t.ctx.db.selectFrom('sessions').select('last_used_at').where('token_hash', '=', hashToken(token)).executeTakeFirstOrThrow()).last_used_at;
  const user = (token: string) => t.api({ method: 'GET', url: '/user', token });

  it('the defaults are 60 minutes idle and 12 hours in all', () => {
    expect(t.ctx.config.sessionIdleMs).toBe(60 * MINUTE);
    expect(t.ctx.config.sessionMaxMs).toBe(12 * 60 * MINUTE);
  });

  it('unused for a minute less than the idle limit it still works; unused for the idle limit it answers 401, for good', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-02T09:00:00Z');
    at(start);
    const { token } = await quickTokenWith(t, []);
    at(start + 59 * MINUTE);
    expect((await user(token)).statusCode).toBe(200);
    // That use counts: the idle clock starts again from it.
    expect(await lastUsedOf(token)).toBe(new Date(start + 59 * MINUTE).toISOString());
    const lastUse = start + 59 * MINUTE;
    at(lastUse + 60 * MINUTE);
    const idle = await user(token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ detail: 'Your session has expired. Please sign in again.' });
    // A refused call does not count as a use: a moment later it is still refused.
    expect(await lastUsedOf(token)).toBe(new Date(lastUse).toISOString());
    at(lastUse + 60 * MINUTE + 1);
    expect((await user(token)).statusCode).toBe(401);
  });

  it('used all day, it ends 12 hours after sign-in all the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-02T06:00:00Z');
    at(start);
    const { token } = await quickTokenWith(t, []);
    for (let m = 30; m < 12 * 60; m += 30) {
      at(start + m * MINUTE);
      expect((await user(token)).statusCode).toBe(200);
    }
    at(start + 12 * 60 * MINUTE - 1);
    expect((await user(token)).statusCode).toBe(200);
    at(start + 12 * 60 * MINUTE);
    expect((await user(token)).statusCode).toBe(401);
  });

  it('a burst of requests writes the last use once a minute, not on every call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-12-02T10:00:00Z');
    at(start);
    const { token } = await quickTokenWith(t, []);
    at(start + 5 * MINUTE);
    expect((await user(token)).statusCode).toBe(200);
    const written = await lastUsedOf(token);
    for (let s = 1; s < 60; s += 10) {
      at(start + 5 * MINUTE + s * 1000);
      expect((await user(token)).statusCode).toBe(200);
    }
    expect(await lastUsedOf(token)).toBe(written);
    at(start + 6 * MINUTE);
    expect((await user(token)).statusCode).toBe(200);
    expect(await lastUsedOf(token)).toBe(new Date(start + 6 * MINUTE).toISOString());
  });

  it('SESSION_IDLE_MINUTES and SESSION_MAX_HOURS set the limits', async () => {
    const { loadConfig } = await import('../config.js');
    const config = loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' });
    expect([config.sessionIdleMs, config.sessionMaxMs]).toEqual([15 * MINUTE, 8 * 60 * MINUTE]);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
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
