import { useMemo } from 'react';
import { readStored, useStored, writeStored } from '../lib/local-store';

/**
 * What each customer has seen of their tickets' notifications, on this device: per ticket, the time (the server's
 * created_at) of the newest notification shown to them on the ticket's page. Server times only, so a phone whose
 * clock is wrong neither hides a new notification nor marks an old one.
 */
export type SeenTimes = Record<string, string>;

/** One key per customer: two customers sharing a phone each keep their own marks. */
export const seenKey = (customerId: number) => `glassdesk-portal-seen-${customerId}`;
/** The most tickets remembered per customer; the ones seen longest ago are forgotten first. */
const KEEP = 500;

function parse(raw: string | null): SeenTimes {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** True when `at` (a notification's time) is newer than what was seen; with nothing seen, every notification is new. */
export function isNewSince(at: string | null | undefined, seen: string | null | undefined): boolean {
  const when = time(at);
  if (Number.isNaN(when)) return false;
  const last = time(seen);
  return Number.isNaN(last) || when > last;
}

export function readSeen(customerId: number, ticketId: number): string | null {
  return parse(readStored(seenKey(customerId)))[String(ticketId)] ?? null;
}

/** Records that the customer has seen this ticket's notifications up to `at` (never moves back). */
export function markSeen(customerId: number, ticketId: number, at: string) {
  const seen = parse(readStored(seenKey(customerId)));
  const id = String(ticketId);
  if (!Number.isNaN(time(seen[id])) && time(seen[id]) >= time(at)) return;
  seen[id] = at;
  const kept = Object.entries(seen)
    .sort((a, b) => time(b[1]) - time(a[1]))
    .slice(0, KEEP);
  writeStored(seenKey(customerId), JSON.stringify(Object.fromEntries(kept)));
}

/** The customer's seen times, re-rendering when the ticket page (in this tab or another) records a visit. */
export function useSeenTimes(customerId: number | undefined): SeenTimes {
  const raw = useStored(customerId === undefined ? 'glassdesk-portal-seen-none' : seenKey(customerId));
  return useMemo(() => parse(raw), [raw]);
}
