import { describe, expect, it } from 'vitest';
import { isNewSince, markSeen, readSeen, seenKey } from './seen-notifications';

describe('seen notifications (per customer, on this device)', () => {
  it('a notification is new when nothing was seen or it is newer than what was seen; none is never new', () => {
    expect(isNewSince('2026-05-06T08:15:00.000Z', null)).toBe(true);
    expect(isNewSince('2026-05-06T08:15:00.000Z', '2026-05-06T08:14:59.999Z')).toBe(true);
    expect(isNewSince('2026-05-06T08:15:00.000Z', '2026-05-06T08:15:00.000Z')).toBe(false);
    expect(isNewSince('2026-05-06T08:15:00Z', '2026-05-06T08:15:00.000Z')).toBe(false);
    expect(isNewSince(null, null)).toBe(false);
    expect(isNewSince(undefined, '2026-05-06T08:15:00.000Z')).toBe(false);
  });

  it('keeps one record per customer, never moves back in time, and survives a broken stored value', () => {
    markSeen(1, 12, '2026-05-06T08:15:00.000Z');
    markSeen(1, 12, '2026-05-05T00:00:00.000Z');
    expect(readSeen(1, 12)).toBe('2026-05-06T08:15:00.000Z');
    expect(readSeen(2, 12)).toBeNull();
    markSeen(2, 12, '2026-05-07T00:00:00.000Z');
    expect(readSeen(2, 12)).toBe('2026-05-07T00:00:00.000Z');
    expect(readSeen(1, 12)).toBe('2026-05-06T08:15:00.000Z');
    window.localStorage.setItem(seenKey(3), '{not json');
    expect(readSeen(3, 12)).toBeNull();
    markSeen(3, 12, '2026-05-07T00:00:00.000Z');
    expect(readSeen(3, 12)).toBe('2026-05-07T00:00:00.000Z');
  });
});
