import { appDates } from '../../lib/app-dates';
import { formatDate } from '../../lib/format-date';

/**
 * A calendar date (a ticket's received_date, a trolley's expiry: 'YYYY-MM-DD') in the app's date format, read as
 * written: going through a Date would shift it a day in time zones west of UTC. Anything else is formatted as a time.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? appDates.day(value) : formatDate(value);
}
