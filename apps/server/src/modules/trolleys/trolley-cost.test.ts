import { describe, expect, it } from 'vitest';
import { holdFigures, startedDays } from './trolley-cost.js';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms).toISOString();
const H = 3_600_000;

describe('started days (CONTRACT: hours / 24 rounded up, at least 1)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24 * H - 1, 1],
    [24 * H, 1],
    [24 * H + 1, 2],
    [48 * H, 2],
    [48 * H + 1, 3],
  ])('%i ms held is %i day(s)', (ms, days) => expect(startedDays(at(0), at(ms))).toBe(days));
});

describe('hold figures', () => {
  it('charges every started day past the free days, in dollars', () => {
    expect(holdFigures({ start: at(0), end: at(72 * H + 1), freeDays: 0, perDayCents: 250 }, at(0))).toEqual({
      time_duration: 4,
      charge_free_days: 0,
      after_free_day_charge: 2.5,
      chargeable_days: 4,
      cost: 10,
    });
    expect(holdFigures({ start: at(0), end: at(168 * H), freeDays: 5, perDayCents: 300 }, at(0))).toMatchObject({ time_duration: 7, chargeable_days: 2, cost: 6 });
    expect(holdFigures({ start: at(0), end: at(24 * H), freeDays: 1, perDayCents: 999 }, at(0))).toMatchObject({ chargeable_days: 0, cost: 0 });
  });
  it('counts an open hold up to now', () => {
    expect(holdFigures({ start: at(0), end: null, freeDays: 1, perDayCents: 10 }, at(50 * H))).toMatchObject({ time_duration: 3, chargeable_days: 2, cost: 0.2 });
  });
  it('stays exact in cents at the largest charges', () => {
    expect(holdFigures({ start: at(0), end: at(240 * H), freeDays: 0, perDayCents: 10_000_000_000 }, at(0)).cost).toBe(1_000_000_000);
    expect(holdFigures({ start: at(0), end: at(72 * H), freeDays: 0, perDayCents: 1 }, at(0)).cost).toBe(0.03);
  });
});
