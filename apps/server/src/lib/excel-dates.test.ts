import { describe, expect, it } from 'vitest';
import { ExcelDates, isoInstantMs } from './excel-dates.js';
import { canonicalTimeZone, WallClock } from './time-zone.js';

// Excel's day number back to the instant it names (what exceljs does when it reads a date cell).
const fromSerial = (text: string) => new Date(Math.round((Number(text) - 25_569) * 86_400_000)).toISOString();

describe('canonicalTimeZone', () => {
  it('spells known IANA names canonically and refuses the rest', () => {
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('australia/sydney')).toBe('Australia/Sydney');
    expect(canonicalTimeZone('etc/utc')).toBe('UTC');
    for (const bad of ['', 'Mars/Olympus', 'Australia/Sydney ', 'GMT+25', '../etc/passwd']) expect(canonicalTimeZone(bad), bad).toBeUndefined();
  });
});

describe('WallClock', () => {
  it('agrees with Intl for every instant, through daylight-saving changes and odd offsets', () => {
    const zones = ['Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Europe/London', 'America/Los_Angeles'];
    for (const timeZone of zones) {
      const clock = new WallClock(timeZone);
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      // Every 97 minutes or so over two years (both changes of each year, many instants within one cached day), twice.
      const start = Date.UTC(2025, 0, 1);
      const wrong: string[] = [];
      for (let pass = 0; pass < 2; pass++) {
        for (let ms = start; ms < start + 2 * 365 * 86_400_000; ms += 97 * 60_000 + 7_001) {
          const got = new Date(clock.wallMs(ms)).toISOString().slice(0, 19);
          if (got !== parts.format(ms).replace(', ', 'T')) wrong.push(`${new Date(ms).toISOString()} -> ${got}`);
        }
      }
      expect(wrong, timeZone).toEqual([]);
    }
  });

  it('is the identity in UTC', () => {
    expect(new WallClock('UTC').wallMs(1_773_783_167_568)).toBe(1_773_783_167_568);
    expect(new WallClock('Etc/UTC').wallMs(-5)).toBe(-5);
  });
});

describe('isoInstantMs', () => {
  it('reads what toISOString writes exactly, other ISO forms through Date.parse, and refuses what is not a time', () => {
    for (const iso of ['2026-03-17T21:32:47.568Z', '1970-01-01T00:00:00.000Z', '2024-02-29T23:59:59.999Z', '1900-03-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      expect(isoInstantMs(iso), iso).toBe(Date.parse(iso));
    }
    expect(isoInstantMs('2026-03-17T21:32:47Z')).toBe(Date.parse('2026-03-17T21:32:47Z'));
    expect(isoInstantMs('2026-03-18T08:32:47.568+11:00')).toBe(Date.parse('2026-03-17T21:32:47.568Z'));
    for (const bad of [
      '2026-02-29T10:00:00.000Z',
      '2026-13-01T10:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
      '2026-01-01T10:60:00.000Z',
      '2026-01-01T10:00:60.000Z',
      '2026-0a-01T10:00:00.000Z',
      'not a date',
      '',
    ]) {
      expect(isoInstantMs(bad), bad).toBeNaN();
    }
  });
});

describe('ExcelDates', () => {
  it('writes a calendar day as that day, in any zone, and refuses days that do not exist', () => {
    for (const zone of ['UTC', 'Australia/Sydney', 'Pacific/Honolulu']) {
      const dates = new ExcelDates(zone);
      expect(dates.day('1970-01-01')).toBe('25569');
      expect(dates.day('2026-03-17')).toBe('46098');
      expect(dates.day('2024-02-29')).toBe('45351');
      // The first day Excel names right, and the day before it.
      expect(dates.day('1900-03-01')).toBe('61');
      expect(dates.day('1900-02-28')).toBeNull();
      expect(dates.day('9999-12-31')).toBe('2958465');
      for (const bad of ['2026-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-1-01', '2026-03-17T00:00:00.000Z', '17/03/2026', '']) expect(dates.day(bad), bad).toBeNull();
    }
  });

  it('writes an instant as its wall-clock time in the zone, to the millisecond', () => {
    const utc = new ExcelDates('UTC');
    const sydney = new ExcelDates('Australia/Sydney');
    expect(utc.dateTime('2026-03-17T00:00:00.000Z')).toBe('46098');
    expect(utc.dateTime('2026-03-17T12:00:00.000Z')).toBe('46098.5000000000');
    expect(fromSerial(utc.dateTime('2026-03-17T21:32:47.568Z')!)).toBe('2026-03-17T21:32:47.568Z');
    expect(fromSerial(utc.dateTime('2026-03-17T23:59:59.999Z')!)).toBe('2026-03-17T23:59:59.999Z');
    // Near midnight UTC is the next morning in Sydney (+11 in summer, +10 in winter).
    expect(fromSerial(sydney.dateTime('2026-03-17T21:32:47.568Z')!)).toBe('2026-03-18T08:32:47.568Z');
    expect(fromSerial(sydney.dateTime('2026-06-15T23:30:00.000Z')!)).toBe('2026-06-16T09:30:00.000Z');
    // The night daylight saving ends (2026-04-05 03:00 AEDT -> 02:00 AEST): 02:30 twice, an hour apart.
    expect(fromSerial(sydney.dateTime('2026-04-04T15:30:00.000Z')!)).toBe('2026-04-05T02:30:00.000Z');
    expect(fromSerial(sydney.dateTime('2026-04-04T16:30:00.000Z')!)).toBe('2026-04-05T02:30:00.000Z');
    expect(sydney.dateTime('2026-03-17')).toBe('46098');
    for (const bad of ['yesterday', '', '2026-02-30T10:00:00.000Z']) expect(sydney.dateTime(bad), bad).toBeNull();
    expect(utc.dateTime('1899-12-31T10:00:00.000Z')).toBeNull();
  });
});
