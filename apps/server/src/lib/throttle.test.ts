import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { purgeThrottleHits, Throttle, tryAgainIn } from './throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// A day ahead of the real clock: the app's housekeeping purges, in the background from its start, the hits out of
// the window by the real time, and a fixed date in the past (2026-11-24) had them purged mid-test once it was days old.
let clock = Date.now() + 86_400_000;
const now = () => clock;

describe('Throttle (counts in the database)', () => {
  it('blocks a key after max events within the window, and lets it through once they age out', async () => {
    const th = new Throttle(t.ctx.db, 'test-window', 3, 60_000, now);
    for (let i = 0; i < 3; i++) {
      expect(await th.isBlocked('1.2.3.4')).toBe(false);
      await th.record('1.2.3.4');
      clock += 10_000;
    }
    expect(await th.isBlocked('1.2.3.4')).toBe(true);
    expect(await th.isBlocked('5.6.7.8')).toBe(false);
    // The first hit was at 0 s; at 61 s it no longer counts.
    clock += 31_000;
    expect(await th.isBlocked('1.2.3.4')).toBe(false);
  });

  it('is shared by every Throttle on the same database and scope (as two instances of the server are), never across scopes', async () => {
    const a = new Throttle(t.ctx.db, 'test-shared', 2, 60_000, now);
    const b = new Throttle(t.ctx.db, 'test-shared', 2, 60_000, now);
    const other = new Throttle(t.ctx.db, 'test-other', 2, 60_000, now);
    await a.record('k');
    await b.record('k');
    expect(await a.isBlocked('k')).toBe(true);
    expect(await b.isBlocked('k')).toBe(true);
    expect(await other.isBlocked('k')).toBe(false);
    // A success clears the account's count everywhere.
    await b.clear('k');
    expect(await a.isBlocked('k')).toBe(false);
  });

  it('purges the hits that are out of the window, keeping the recent ones', async () => {
    const th = new Throttle(t.ctx.db, 'test-purge', 2, 60_000, now);
    await th.record('old');
    clock += 120_000;
    await th.record('new');
    await th.record('new');
    await purgeThrottleHits(t.ctx.db, 60_000, clock);
    const left = await t.ctx.db.selectFrom('throttle_hits').select('key').where('scope', '=', 'test-purge').execute();
    expect(left.map((r) => r.key)).toEqual(['new', 'new']);
    expect(await th.isBlocked('new')).toBe(true);
  });

  it('tells how long a key stays blocked: until its max-th newest hit leaves the window', async () => {
    const th = new Throttle(t.ctx.db, 'test-wait', 3, 60_000, now);
    expect(await th.blockedFor('k')).toBe(0);
    for (let i = 0; i < 4; i++) {
      await th.record('k');
      clock += 10_000;
    }
    // Hits at 0, 10, 20 and 30 s, now 40 s: the 3rd newest (10 s) leaves at 70 s, 30 s from now.
    expect(await th.blockedFor('k')).toBe(30_000);
    clock += 30_000;
    expect(await th.blockedFor('k')).toBe(0);
    expect(await th.isBlocked('k')).toBe(false);
  });

  it('says the wait in whole minutes, rounded up, one at the least', () => {
    expect(tryAgainIn(1)).toBe('in 1 minute');
    expect(tryAgainIn(60_000)).toBe('in 1 minute');
    expect(tryAgainIn(60_001)).toBe('in 2 minutes');
    expect(tryAgainIn(15 * 60_000)).toBe('in 15 minutes');
  });
});
