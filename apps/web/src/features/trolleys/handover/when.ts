import { z } from 'zod';
import { isIsoDate } from '@glassdesk/shared/dates';
import { dateHint } from '../../../components/form/date-field';

// "Happened at" on the Hand-over forms: for a hand-over made earlier, the day (YYYY-MM-DD, from a DateField, typed in
// the app's date format) and a 24-hour time, both or neither (both empty: now).

export const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/;

/** The moment the day and time give on this device's clock, as ISO-8601; null for none (both empty) or a bad one. */
export function momentOf(day: string, time: string): string | null {
  const t = TIME.exec(time.trim());
  if (!isIsoDate(day.trim()) || !t) return null;
  const [y, m, d] = day.trim().split('-').map(Number);
  return new Date(y, m - 1, d, Number(t[1]), Number(t[2])).toISOString();
}

/** Both or neither: a day without its time (or the other way round) is said on the field that is missing. */
export function checkWhen(v: { at_day: string; at_time: string }, ctx: z.RefinementCtx) {
  const day = v.at_day.trim();
  const time = v.at_time.trim();
  if (day === '' && time === '') return;
  if (!isIsoDate(day)) ctx.addIssue({ code: 'custom', path: ['at_day'], message: day ? dateHint() : 'Give the day too.' });
  if (!TIME.test(time)) ctx.addIssue({ code: 'custom', path: ['at_time'], message: time ? 'Use HH:mm, e.g. 14:05.' : 'Give the time too.' });
}
