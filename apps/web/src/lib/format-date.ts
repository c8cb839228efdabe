/** A stored ISO time as the day it fell on here, dd/MM/yyyy (the date format the spec uses elsewhere). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** A moment as the app writes it: the local day (dd/MM/yyyy) and the time (HH:mm). */
export function formatDateTime(iso: string | null | undefined): string {
  const day = formatDate(iso);
  if (!day) return '';
  const date = new Date(iso!);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
