import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatMoney (dollars without Intl)', () => {
  it('writes what Intl writes, at the rounding edges and across the range', () => {
    const values = [0, -0, 0.005, 0.015, 1.005, 1.015, 2.675, 1.345, 12.345, 0.125, 10.075, -0.004, -0.005, -2375.825, 7.5, 1234.5, -1234.5];
    values.push(999_999.995, 1_000_000, 123_456_789.01, 9_999_999_999_999.99, 1e15, 1e21, 1e-7, -1e-7, Number.NaN, Infinity);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 5_000; i++) values.push(Math.round(random() * 1e7) / 1000, Math.round(random() * 1e6) / 100, random() * 1e4);
    for (const value of values) expect(formatMoney(value), String(value)).toBe(intl.format(value));
  });
});
