import { formatDate } from '../../../lib/format-date';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** spec §9: charges are shown in dollars. */
export const formatMoney = (value: number) => money.format(value);

/** When a change was made: the local day as the app writes dates (dd/MM/yyyy), and the time (HH:mm). */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};
