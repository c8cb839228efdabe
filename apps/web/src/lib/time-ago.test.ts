import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = Date.parse('2026-12-03T10:00:00.000Z');
const before = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says the largest whole unit, singular at one', () => {
    expect(timeAgo(before(1), now)).toBe('1 second');
    expect(timeAgo(before(59), now)).toBe('59 seconds');
    expect(timeAgo(before(60), now)).toBe('1 minute');
    expect(timeAgo(before(3599), now)).toBe('59 minutes');
    expect(timeAgo(before(3600), now)).toBe('1 hour');
    expect(timeAgo(before(86399), now)).toBe('23 hours');
    expect(timeAgo(before(86400), now)).toBe('1 day');
    expect(timeAgo(before(3 * 86400 + 5), now)).toBe('3 days');
  });

  it('a moment just now, or a clock a little ahead of ours, is one second', () => {
    expect(timeAgo(before(0), now)).toBe('1 second');
    expect(timeAgo(before(-30), now)).toBe('1 second');
  });
});
