import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCustomer, createRole, createUserQuick } from '../test/factories.js';
import { customerLogin } from '../test/customer-api.js';
import { housekeepingJob, purgeExpired } from './housekeeping.js';
import { JobRunner } from '../lib/jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Rows of every kind the purge looks at: one that must stay and the ones that must go, tagged by their hash. */
async function fill() {
  const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
  const customer = await createCustomer(t.ctx, { approved: true });
  const session = (tag: string, expiresIn: number, revoked = false) => ({
    token_hash: `${tag}-${Math.random()}`,
    created_at: iso(-2 * HOUR),
    expires_at: iso(expiresIn),
    revoked_at: revoked ? iso(-HOUR) : null,
  });
  await t.ctx.db
    .insertInto('sessions')
    .values([session('live', HOUR), session('expired', -1000), session('revoked', HOUR, true)].map((s) => ({ ...s, user_id: user.id })))
    .execute();
  await t.ctx.db
    .insertInto('customer_sessions')
    .values([session('live', HOUR), session('expired', -1000), session('revoked', HOUR, true)].map((s) => ({ ...s, customer_id: customer.id })))
    .execute();
  // A sign-in's second step: a live one stays, an expired one goes.
  await t.ctx.db
    .insertInto('mfa_challenges')
    .values(
      [
        ['live', HOUR],
        ['expired', -1000],
      ].map(([tag, expiresIn]) => ({
        kind: 'login',
        token_hash: `${tag}-${Math.random()}`,
        user_id: user.id,
        challenge: null,
        attempts: 0,
        created_at: iso(-HOUR),
        expires_at: iso(expiresIn as number),
      })),
    )
    .execute();
  const reset = (tag: string, expiresIn: number, used = false) => ({
    user_id: user.id,
    otp_hash: `${tag}-${Math.random()}`,
    attempts: 0,
    created_at: iso(-HOUR),
    expires_at: iso(expiresIn),
    used_at: used ? iso(-1000) : null,
  });
  await t.ctx.db
    .insertInto('password_resets')
    .values([reset('live', HOUR), reset('expired', -1000), reset('used', HOUR, true)])
    .execute();
  const windowMs = t.ctx.config.throttle.windowMs;
  await t.ctx.db
    .insertInto('throttle_hits')
    .values([
      { scope: 'housekeeping-test', key: 'live', at: Date.now() - 1000 },
      { scope: 'housekeeping-test', key: 'old', at: Date.now() - windowMs - 1000 },
    ])
    .execute();
  // Mail: sent and failed messages go after 30 days; a queued one stays however old (it still has to go out).
  const mail = (tag: string, status: 'queued' | 'sent' | 'failed', ageMs: number) => ({
    kind: 'support_alert' as const,
    recipient: `${tag}@housekeeping.test`,
    subject: 'Housekeeping test',
    text_body: null,
    html_body: null,
    customer_id: null,
    status,
    attempts: 1,
    // Never due while the test runs: the app's sender leaves it alone.
    next_attempt_at: status === 'queued' ? iso(HOUR) : null,
    claimed_until: null,
    last_error: null,
    created_at: iso(-ageMs),
    updated_at: iso(-ageMs),
    sent_at: status === 'sent' ? iso(-ageMs) : null,
  });
  await t.ctx.db
    .insertInto('mail_outbox')
    .values([mail('live', 'sent', 29 * 24 * HOUR), mail('old', 'sent', 31 * 24 * HOUR), mail('old', 'failed', 31 * 24 * HOUR), mail('queued', 'queued', 40 * 24 * HOUR)])
    .execute();
}

async function tags() {
  // Only the rows fill() wrote (a real token's hash is hex, without a '-').
  const tag = (rows: { h: string }[]) =>
    rows
      .filter((r) => r.h.includes('-'))
      .map((r) => r.h.split('-')[0])
      .sort();
  return {
    sessions: tag(await t.ctx.db.selectFrom('sessions').select('token_hash as h').execute()),
    customerSessions: tag(await t.ctx.db.selectFrom('customer_sessions').select('token_hash as h').execute()),
    otps: tag(await t.ctx.db.selectFrom('password_resets').select('otp_hash as h').execute()),
    mfaChallenges: tag(await t.ctx.db.selectFrom('mfa_challenges').select('token_hash as h').execute()),
    throttleHits: (await t.ctx.db.selectFrom('throttle_hits').select('key').where('scope', '=', 'housekeeping-test').execute()).map((r) => r.key),
    mail: (await t.ctx.db.selectFrom('mail_outbox').select('recipient').where('recipient', 'like', '%@housekeeping.test').execute()).map((r) => r.recipient.split('@')[0]).sort(),
  };
}

describe('housekeeping: TTL purge of dead sessions, spent OTPs, old throttle hits and old mail', () => {
  it('deletes expired and revoked sessions (staff and customer), used and expired OTPs, expired sign-in second steps, hits out of the window, sent and failed mail past 30 days; keeps the live ones', async () => {
    await fill();
    const purged = await purgeExpired(t.ctx);
    expect(purged).toEqual({ sessions: 2, customerSessions: 2, otps: 2, mfaChallenges: 1, throttleHits: 1, mail: 2, activity: 0, handoverClientIds: 0 });
    expect(await tags()).toEqual({ sessions: ['live'], customerSessions: ['live'], otps: ['live'], mfaChallenges: ['live'], throttleHits: ['live'], mail: ['live', 'queued'] });
  });

  it('runs when the server starts: a second instance on the same database purges at once', async () => {
    await fill();
    const second = await buildApp(t.ctx.config);
    try {
      // Started as the server starts it: the jobs begin once the app is ready (listen readies it).
      await second.app.ready();
      await expect.poll(tags).toEqual({
        sessions: ['live', 'live'],
        customerSessions: ['live', 'live'],
        otps: ['live', 'live'],
        mfaChallenges: ['live', 'live'],
        throttleHits: ['live', 'live'],
        mail: ['live', 'live', 'queued', 'queued'],
      });
    } finally {
      await second.app.close();
    }
  });

  it('runs again on every tick until the app closes', async () => {
    const other = await buildApp(t.ctx.config);
    try {
      // The start run is done once the first fill's dead rows are gone; the tick must catch rows written after it.
      const runner = new JobRunner(other.app.log);
      runner.add(housekeepingJob(other.ctx, other.app.log, 100));
      runner.start();
      other.app.addHook('onClose', () => runner.stop());
      await new Promise((r) => setTimeout(r, 150));
      await fill();
      await expect.poll(async () => (await tags()).sessions.filter((s) => s !== 'live')).toEqual([]);
    } finally {
      await other.app.close();
    }
  });

  it('never touches a session in use: a signed-in customer keeps working after a purge', async () => {
    const customer = await createCustomer(t.ctx, { approved: true });
    const token = await customerLogin(t, customer.email, customer.password);
    await purgeExpired(t.ctx);
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/v1.0/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });
});
