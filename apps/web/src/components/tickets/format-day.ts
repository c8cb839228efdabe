import { formatDate } from '../../lib/format-date';

/**
 * A ticket's calendar date (received_date, expected_date: 'YYYY-MM-DD') as dd/MM/yyyy, read as written: going
 * through a Date would shift it a day in time zones west of UTC. Anything else is formatted as a time.
 */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : formatDate(value);
}
