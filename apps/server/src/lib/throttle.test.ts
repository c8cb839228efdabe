import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { purgeThrottleHits, Throttle } from './throttle.js';

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
});
