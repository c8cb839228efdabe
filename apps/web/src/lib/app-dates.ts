import { dateFormat, DEFAULT_APP_LOCALE } from '@glassdesk/shared/dates';

/**
 * APP_LOCALE as the server wrote it into this page (its `app-locale` meta; apps/server/src/app/web.ts), else en-AU:
 * the order of day, month and year on every screen and in every date field, one setting for the whole app.
 */
export const APP_LOCALE = (typeof document === 'undefined' ? null : document.querySelector('meta[name="app-locale"]')?.getAttribute('content')) || DEFAULT_APP_LOCALE;

/** The app's date format: `appDates.day('2026-11-27')` is 27/11/2026 in en-AU; `appDates.parse` reads what is typed. */
export const appDates = dateFormat(APP_LOCALE);

const monthName = new Intl.DateTimeFormat(appDates.locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2024-02' -> 'February 2024' (in APP_LOCALE's words). */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00.000Z`));
