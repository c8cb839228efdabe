import { dateFormat, DEFAULT_APP_LOCALE } from '@glassdesk/shared/dates';

/**
 * APP_LOCALE as the server wrote it into this page (its `app-locale` meta; apps/server/src/app/web.ts), else en-AU:
 * the order of day, month and year on every screen and in every date field, one setting for the whole app.
 */
export const APP_LOCALE = (typeof document === 'undefined' ? null : document.querySelector('meta[name="app-locale"]')?.getAttribute('content')) || DEFAULT_APP_LOCALE;

/** The app's date format: `appDates.day('2026-11-27')` is 27/11/2026 in en-AU; `appDates.parse` reads what is typed. */
export const appDates = dateFormat(APP_LOCALE);

let monthName: Intl.DateTimeFormat | undefined;
const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * '2024-02' -> 'February 2024' (in APP_LOCALE's words). The default locale's words are known ahead (app-dates.test.ts
 * holds them equal to Intl's): a page that shows months builds no Intl formatter while it starts (~15 ms on a phone).
 */
export function monthLabel(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (m && appDates.locale === DEFAULT_APP_LOCALE && Number(m[2]) >= 1 && Number(m[2]) <= 12) return `${ENGLISH_MONTHS[Number(m[2]) - 1]} ${m[1]}`;
  monthName ??= new Intl.DateTimeFormat(appDates.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return monthName.format(new Date(`${month}-01T00:00:00.000Z`));
}
