import { describe, expect, it } from 'vitest';
import { canonicalLocale, dateFormat, DEFAULT_APP_LOCALE, isIsoDate, knownFormatOf, localeParts } from './dates.js';

describe('APP_LOCALE: one date format for display and input', () => {
  it('defaults to en-AU: day, month, year between slashes', () => {
    expect(DEFAULT_APP_LOCALE).toBe('en-AU');
    const f = dateFormat();
    expect(f.pattern).toBe('dd/mm/yyyy');
    expect(f.day('2026-11-27')).toBe('27/11/2026');
    expect(f.write(2026, 3, 7)).toBe('07/03/2026');
    expect(f.excelDate).toBe('dd/mm/yyyy');
    expect(f.excelDateTime).toBe('dd/mm/yyyy hh:mm');
  });

  it('knows the default locale ahead exactly as Intl writes it (the web app builds no Intl formatter for it)', () => {
    expect(knownFormatOf(DEFAULT_APP_LOCALE)).toEqual(localeParts(DEFAULT_APP_LOCALE));
    expect(canonicalLocale(DEFAULT_APP_LOCALE)).toBe(DEFAULT_APP_LOCALE);
  });

  it.each([
    ['en-US', 'mm/dd/yyyy', '11/27/2026'],
    ['de-DE', 'dd.mm.yyyy', '27.11.2026'],
    ['sv-SE', 'yyyy-mm-dd', '2026-11-27'],
    ['en-GB', 'dd/mm/yyyy', '27/11/2026'],
  ])('%s writes %s', (locale, pattern, written) => {
    const f = dateFormat(locale);
    expect(f.pattern).toBe(pattern);
    expect(f.day('2026-11-27')).toBe(written);
    expect(f.parse(written)).toBe('2026-11-27');
  });

  it('reads what a person types in the locale order, and nothing that is not a real day', () => {
    const au = dateFormat('en-AU');
    expect(au.parse('7/3/2026')).toBe('2026-03-07');
    expect(au.parse(' 07-03-2026 ')).toBe('2026-03-07');
    expect(au.parse('07.03.2026')).toBe('2026-03-07');
    expect(au.parse('29/02/2028')).toBe('2028-02-29');
    expect(au.parse('29/02/2027')).toBeNull();
    expect(au.parse('31/04/2026')).toBeNull();
    expect(au.parse('00/01/2026')).toBeNull();
    expect(au.parse('13/13/2026')).toBeNull();
    expect(au.parse('01/12/26')).toBeNull();
    expect(au.parse('2026-12-01')).toBe('2026-12-01');
    expect(au.parse('2026/12/01')).toBeNull();
    expect(dateFormat('en-US').parse('2026-12-01')).toBe('2026-12-01');
    expect(au.parse('')).toBeNull();
    expect(au.parse('soon')).toBeNull();
    expect(dateFormat('en-US').parse('3/7/2026')).toBe('2026-03-07');
    // A phone's number pad has no slash: eight digits in the locale's order.
    expect(au.parse('27112026')).toBe('2026-11-27');
    expect(dateFormat('en-US').parse('11272026')).toBe('2026-11-27');
    expect(dateFormat('sv-SE').parse('20261127')).toBe('2026-11-27');
    expect(au.parse('2711202')).toBeNull();
    expect(au.parse('31022026')).toBeNull();
  });

  it('an unknown locale falls back to the default', () => {
    expect(canonicalLocale('en-au')).toBe('en-AU');
    expect(canonicalLocale('not a locale')).toBeUndefined();
    expect(dateFormat('not a locale').pattern).toBe('dd/mm/yyyy');
  });

  it('a day that is not ISO is written as given', () => {
    expect(dateFormat().day('whenever')).toBe('whenever');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});
