import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysBetween,
  holdByMonth,
  isOverdue,
  nextDayMs,
  owed,
  priceHold,
  ratesAt,
  ratesInForce,
  startedDays,
  toCents,
  toDollars,
  type Hold,
  type RateChange,
} from './billing.js';

const iso = (ms: number) => new Date(ms).toISOString();
const utcMonth = (ms: number) => iso(ms).slice(0, 7);
/** The month on Sydney's wall clock (DST on both sides of the year): what TIME_ZONE gives the statements. */
const sydney = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit' });
const sydneyMonth = (ms: number) => sydney.format(ms).slice(0, 7);

const FROM = Date.UTC(2023, 0, 1);
const TO = Date.UTC(2029, 11, 31);
/** Free days as customers have them: none, a year, or anything between (and past it). */
const freeDays = fc.oneof(fc.constant(0), fc.constant(365), fc.integer({ min: 0, max: 400 }));
const rates = fc.record({ freeDays, perDayCents: fc.integer({ min: 0, max: 100_000 }) });
/** A hold of up to two and a half years, closed or open, anywhere from 2023 to 2029 (two leap days among them). */
const hold = fc.record({
  startMs: fc.integer({ min: FROM, max: TO }),
  lengthMs: fc.integer({ min: 0, max: 900 * DAY_MS }),
  open: fc.boolean(),
  rates,
});
const toHold = (h: { startMs: number; lengthMs: number; open: boolean; rates: Hold['rates'] }) => ({
  hold: { start: iso(h.startMs), end: h.open ? null : iso(h.startMs + h.lengthMs), rates: h.rates },
  now: iso(h.startMs + h.lengthMs + (h.open ? 0 : 5 * DAY_MS)),
});

describe('the billing engine', () => {
  it('counts started days: 24 hours is one day, a millisecond more is two, nothing at all is still one', () => {
    const t = Date.UTC(2026, 5, 1, 9);
    expect(startedDays(t, t)).toBe(1);
    expect(startedDays(t, t + 1)).toBe(1);
    expect(startedDays(t, t + DAY_MS)).toBe(1);
    expect(startedDays(t, t + DAY_MS + 1)).toBe(2);
    expect(daysBetween(iso(t), iso(t + 10 * DAY_MS))).toBe(10);
  });

  it('stays exact in cents at the largest charges and the smallest', () => {
    const start = '2026-01-01T00:00:00.000Z';
    const days = (n: number) => iso(Date.parse(start) + n * DAY_MS);
    expect(toDollars(priceHold({ start, end: days(10), rates: { freeDays: 0, perDayCents: 10_000_000_000 } }, start).cents)).toBe(1_000_000_000);
    expect(toDollars(priceHold({ start, end: days(3), rates: { freeDays: 0, perDayCents: 1 } }, start).cents)).toBe(0.03);
  });

  it('bills the days after the free days at the per-day charge, in whole cents', () => {
    const start = '2026-06-01T09:00:00.000Z';
    const price = (days: number, free: number) => priceHold({ start, end: iso(Date.parse(start) + days * DAY_MS), rates: { freeDays: free, perDayCents: 150 } }, start);
    expect(price(14, 14)).toEqual({ days: 14, freeDays: 14, perDayCents: 150, chargeableDays: 0, cents: 0 });
    expect(price(15, 14)).toEqual({ days: 15, freeDays: 14, perDayCents: 150, chargeableDays: 1, cents: 150 });
    expect(price(3, 0).cents).toBe(450);
    expect(isOverdue(price(14, 14))).toBe(false);
    expect(isOverdue(price(15, 14))).toBe(true);
    // An open hold is counted to now.
    expect(priceHold({ start, end: null, rates: { freeDays: 1, perDayCents: 99 } }, '2026-06-04T09:00:00.001Z').chargeableDays).toBe(3);
  });

  it('takes the rates in force at the start: the last change at or before it, 0 and 0 before the first, the current terms when none', () => {
    const current = { freeDays: 30, perDayCents: 500 };
    const history: RateChange[] = [
      { at: '2026-01-10T00:00:00.000Z', freeDays: 10, perDayCents: 100 },
      { at: '2026-03-10T00:00:00.000Z', freeDays: 20, perDayCents: 200 },
    ];
    expect(ratesAt(history, current, '2026-01-09T23:59:59.999Z')).toEqual({ freeDays: 0, perDayCents: 0 });
    expect(ratesAt(history, current, '2026-01-10T00:00:00.000Z')).toEqual({ freeDays: 10, perDayCents: 100 });
    expect(ratesAt(history, current, '2026-03-09T00:00:00.000Z')).toEqual({ freeDays: 10, perDayCents: 100 });
    expect(ratesAt(history, current, '2026-05-01T00:00:00.000Z')).toEqual({ freeDays: 20, perDayCents: 200 });
    expect(ratesAt([], current, '2026-05-01T00:00:00.000Z')).toEqual(current);
    expect(ratesInForce(null, true, current)).toEqual({ freeDays: 0, perDayCents: 0 });
    expect(ratesInForce({ freeDays: 3, perDayCents: 4 }, true, current)).toEqual({ freeDays: 3, perDayCents: 4 });
  });

  it('splits a hold over a leap day by the month each day starts in', () => {
    const shares = holdByMonth(
      { start: '2024-02-28T12:00:00.000Z', end: '2024-03-02T12:00:00.000Z', rates: { freeDays: 1, perDayCents: 100 } },
      '2024-03-10T00:00:00.000Z',
      utcMonth,
    );
    expect(shares).toEqual([
      { month: '2024-02', days: 2, chargeableDays: 1, cents: 100 },
      { month: '2024-03', days: 1, chargeableDays: 1, cents: 100 },
    ]);
  });

  it('prices any hold whole exactly as its months added up (month ends, leap days, 0 and 365 free days, open or closed)', () => {
    fc.assert(
      fc.property(hold, fc.constantFrom(utcMonth, sydneyMonth), (h, monthOf) => {
        const { hold: held, now } = toHold(h);
        const whole = priceHold(held, now);
        const shares = holdByMonth(held, now, monthOf);
        expect(shares.reduce((n, s) => n + s.days, 0)).toBe(whole.days);
        expect(shares.reduce((n, s) => n + s.chargeableDays, 0)).toBe(whole.chargeableDays);
        expect(shares.reduce((n, s) => n + s.cents, 0)).toBe(whole.cents);
        expect(new Set(shares.map((s) => s.month)).size).toBe(shares.length);
        expect(shares.map((s) => s.month)).toEqual(shares.map((s) => s.month).sort());
      }),
      { numRuns: 500 },
    );
  });

  it("gives each month the days that start in it, as asking every day's month does (time zones that shift their clocks)", () => {
    // The definition, a day at a time: what holdByMonth answers without asking every day.
    const dayByDay = ({ start, end, rates }: Hold, now: string, monthOf: (ms: number) => string) => {
      const { days } = priceHold({ start, end, rates }, now);
      const shares = new Map<string, { month: string; days: number; chargeableDays: number; cents: number }>();
      for (let i = 0; i < days; i++) {
        const month = monthOf(Date.parse(start) + i * DAY_MS);
        const share = shares.get(month) ?? { month, days: 0, chargeableDays: 0, cents: 0 };
        shares.set(month, share);
        share.days++;
        if (i >= rates.freeDays) {
          share.chargeableDays++;
          share.cents += rates.perDayCents;
        }
      }
      return [...shares.values()];
    };
    // Clocks back at midnight (Santiago, Havana), half an hour (Lord Howe), none (Kolkata), and Sydney's and UTC's.
    const monthIn = (timeZone: string) => {
      const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
      return (ms: number) => f.format(ms).slice(0, 7);
    };
    const zones = ['America/Santiago', 'America/Havana', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Europe/London'].map(monthIn);
    fc.assert(
      fc.property(hold, fc.constantFrom(utcMonth, sydneyMonth, ...zones), (h, monthOf) => {
        const { hold: held, now } = toHold(h);
        expect(holdByMonth(held, now, monthOf)).toEqual(dayByDay(held, now, monthOf));
      }),
      { numRuns: 300 },
    );
    // A run of 32 day starts in one month: October 2024 in London from midnight on the 1st; the 27th has 25 hours,
    // so from the 28th on each day starts at 23:00 the evening before, the 32nd on the 31st.
    const october = holdByMonth(
      { start: '2024-09-30T23:00:00.000Z', end: '2024-11-02T00:30:00.000Z', rates: { freeDays: 0, perDayCents: 1 } },
      '2025-01-01T00:00:00.000Z',
      monthIn('Europe/London'),
    );
    expect(october.map((s) => [s.month, s.days])).toEqual([
      ['2024-10', 32],
      ['2024-11', 1],
    ]);
  });

  it('ignores a change of rates made during the hold: the hold keeps the rates of its start', () => {
    fc.assert(
      fc.property(hold, rates, rates, fc.integer({ min: 1, max: 900 * DAY_MS }), (h, before, after, changeAfterMs) => {
        const { hold: held, now } = toHold(h);
        const history: RateChange[] = [
          { at: iso(h.startMs - DAY_MS), ...before },
          { at: iso(h.startMs + changeAfterMs), ...after },
        ];
        const priced = priceHold({ ...held, rates: ratesAt(history, { freeDays: 1, perDayCents: 1 }, held.start) }, now);
        expect(priced).toEqual(priceHold({ ...held, rates: before }, now));
      }),
      { numRuns: 300 },
    );
  });

  it('holds an open hold’s price until the moment its next day starts, and not a moment later', () => {
    fc.assert(
      fc.property(hold, (h) => {
        const open = { start: iso(h.startMs), end: null, rates: h.rates };
        const nowMs = h.startMs + h.lengthMs;
        const until = nextDayMs(h.startMs, nowMs);
        expect(until).toBeGreaterThanOrEqual(nowMs);
        expect(priceHold(open, iso(until)).days).toBe(priceHold(open, iso(nowMs)).days);
        expect(priceHold(open, iso(until + 1)).days).toBe(priceHold(open, iso(nowMs)).days + 1);
      }),
    );
  });

  it('adds what a customer owes from its holds and its charges, credits taking away', () => {
    const start = '2026-06-01T00:00:00.000Z';
    const held = priceHold({ start, end: '2026-06-11T00:00:00.000Z', rates: { freeDays: 5, perDayCents: 250 } }, start);
    expect(owed([held, held], [45_000, -1_250])).toEqual({ holdCents: 2_500, chargeCents: 43_750, totalCents: 46_250 });
    expect(owed([], [])).toEqual({ holdCents: 0, chargeCents: 0, totalCents: 0 });
  });

  it('turns dollars into whole cents and back without drift', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(100_000_000)).toBe(10_000_000_000);
    expect(toDollars(29)).toBe(0.29);
    expect(toDollars('45000')).toBe(450);
  });
});
