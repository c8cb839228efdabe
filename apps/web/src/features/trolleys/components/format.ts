import type { TrolleyPersonRef } from '@glassdesk/shared';
import { formatDay } from '../../../components/tickets/format-day';
import { fullName } from '../../../lib/full-name';
import { todayIso } from '../../../lib/format-date';

export { todayIso };

/** spec §5: the expiry date in the app's date format (dd/MM/yyyy in en-AU; the API holds YYYY-MM-DD). */
export const formatExpiry = (iso: string | null) => formatDay(iso);

/** Expired: the expiry day has passed (a trolley is still fine on its expiry day). */
export const isExpired = (iso: string | null, now = new Date()) => !!iso && iso.slice(0, 10) < todayIso(now);

/** A transaction's customer or user; none (a move by nobody, or at no customer) is empty. */
export const personName = (person: TrolleyPersonRef | null | undefined) => (person ? fullName(person) : '');

/** Days as the screens say them: "1 day", "12 days". */
export const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * spec §2: with no customer, the Customer Name column shows "a fixed label naming the provider": the trolleys
 * belong to the service that runs this back-office.
 */
export const PROVIDER_LABEL = 'GlassDesk';

/** The small version of an uploaded photo (CONTRACT "Files": `/files/<name>/thumbnail`). */
export const thumbnailOf = (url: string) => (/^\/files\/[^/]+$/.test(url) ? `${url}/thumbnail` : url);
