import { trolleyStatusLabel, type Trolley } from '@glassdesk/shared';
import { formatDate } from '../../../lib/format-date';
import { personName } from '../components/format';
import type { Step } from './offer';

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Calendar days from the moment to now, here (0 today, 1 yesterday); a moment ahead of the clock counts as today. */
function daysAgo(when: Date, now: Date) {
  return Math.max(0, Math.round((startOfDay(now) - startOfDay(when)) / DAY_MS));
}

/** A moment said as elapsed time: "today at 14:05", "yesterday at 09:10", "3 days ago". */
export function whenText(iso: string, now = new Date()) {
  const when = new Date(iso);
  const n = daysAgo(when, now);
  if (n === 0) return `today at ${clock(when)}`;
  if (n === 1) return `yesterday at ${clock(when)}`;
  return `${n} days ago`;
}

/** The customer's "ready for pickup" request from the portal, as the Hand-over screen says it. */
export function pickupRequestedText(iso: string, now = new Date()) {
  return `Ready for pickup: the customer asked ${whenText(iso, now)}.`;
}

/** How long a state has lasted: "since today at 14:05", "since yesterday at 09:10", "for 3 days". */
export function durationText(iso: string, now = new Date()) {
  const n = daysAgo(new Date(iso), now);
  return n < 2 ? `since ${whenText(iso, now)}` : `for ${n} days`;
}

/** A recorded moment, short: "14:05" today, else "03/03/2026 14:05". */
export function stampText(iso: string, now = new Date()) {
  const when = new Date(iso);
  return daysAgo(when, now) === 0 ? clock(when) : `${formatDate(iso)} ${clock(when)}`;
}

export const barsText = (n: number) => `${n} ${n === 1 ? 'bar' : 'bars'}`;

/**
 * Where the trolley is, in one line, from the time it entered its status (status_at), not from time_duration:
 * that is a count of started days (the hold's billing unit), which says "1 day" seconds after a step.
 */
export function whereabouts(t: Trolley, now = new Date()) {
  switch (t.trolley_status) {
    case 'Delivery':
      return `At ${personName(t.customer)} ${durationText(t.status_at, now)}`;
    case 'PlantChange':
      return `Leaving ${t.from_plant_name ?? ''} for ${t.to_plant_name ?? ''}: transfer ordered ${whenText(t.status_at, now)}`;
    case 'DropOff':
      return `On the road from ${t.from_plant_name ?? ''} to ${t.to_plant_name ?? ''} ${durationText(t.status_at, now)}`;
    case 'Pickup':
      return `Picked up ${whenText(t.status_at, now)}, on the way to a plant`;
    default:
      return `${t.plant?.name ?? ''} · ${trolleyStatusLabel(t.trolley_status)} ${durationText(t.status_at, now)}`;
  }
}

/**
 * What a recorded hand-over step did, for the result panel: "Delivered to Ann Lee · 3 bars · 14:05". `before` is
 * the trolley as the step found it (the customer a pickup ends), `after` as the server answered (status_at is
 * when the step happened: now, or the "Happened at" given).
 */
export function recordedText(step: Step, before: Trolley, after: Trolley, bars: number | null, now = new Date()) {
  const what = {
    delivery: `Delivered to ${personName(after.customer)}`,
    pickup: `Picked up from ${personName(before.customer)}`,
    onplant: `Back on plant at ${after.plant?.name ?? ''}`,
    maintenance: `Sent to maintenance at ${after.plant?.name ?? ''}`,
  }[step];
  return [what, step === 'maintenance' || bars === null ? null : barsText(bars), stampText(after.status_at, now)].filter(Boolean).join(' · ');
}

/** Transfer (spec §4): the trolley stays at its plant, in PlantChange, until it is checked out. */
export const transferMessage = (name: string, from: string, to: string) => `Transfer ordered: ${name} goes from ${from} to ${to}.`;
