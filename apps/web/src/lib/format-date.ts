import { appDates } from './app-dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored ISO time as the day it fell on here, in the app's date format (APP_LOCALE: dd/mm/yyyy in en-AU). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return appDates.write(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** A moment as the app writes it: the local day (as formatDate) and the time, 24-hour (HH:mm). */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDate(iso);
  if (!day) return '';
  const date = new Date(iso!);
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Today's date here as YYYY-MM-DD. */
export function todayIso(now = new Date()) {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
