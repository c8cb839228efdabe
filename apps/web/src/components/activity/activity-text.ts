import type { ActivityEntry } from '@glassdesk/shared';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS, trolleyStatusLabel, type ActivityAction } from '@glassdesk/shared/constants';
import { formatDateTime } from '../../lib/format-date';
import { appDates } from '../../lib/app-dates';

// Words a field name writes in capitals: trolley uid -> "UID", not "Uid".
const CAPITALS: Record<string, string> = { id: 'ID', uid: 'UID', url: 'URL', faq: 'FAQ', otp: 'OTP' };

// Fields whose screen label is not their name in words (the forms' and lists' own labels).
const FIELD_LABELS: Record<string, string> = {
  max_day_allowed: 'Max Days Allowed',
  glass_order_no: 'Glass Order No',
  customer_po_no: 'Customer PO No',
  received_date: 'Glass Received Date',
  expected_date: 'Expected Replacement Date',
  is_verified: 'Verified',
  is_approved: 'Approved',
  image: 'Photo',
  trolley_photo_url: 'Photo',
  account_id: 'Account ID',
};

/**
 * A change's field as a screen names it: the API's snake_case name in Title Case words, a trailing "_id" dropped
 * (per_day_charge -> "Per Day Charge", plant_id -> "Plant"): the value beside it is already the name, not the id.
 */
export function fieldLabel(field: string): string {
  if (FIELD_LABELS[field]) return FIELD_LABELS[field];
  const words = field.replace(/_id$/, '').split('_').filter(Boolean);
  return words.map((word) => CAPITALS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value before or after a change, for people: none (null or empty) shows as an em dash; a stored day
 * (2026-11-27) and a stored moment (a pickup request's time) as every other screen writes them (APP_LOCALE's day,
 * 27/11/2026 in en-AU, and HH:mm); anything else as it was recorded.
 */
export function shownValue(value: string | null): string {
  if (value === null || value === '') return '—';
  if (CALENDAR_DAY.test(value)) return appDates.day(value);
  if (INSTANT.test(value)) return formatDateTime(value) || value;
  return value;
}

// Fields whose recorded values are codes with a label for people (the log keeps the code).
const VALUE_LABELS: Partial<Record<string, (value: string) => string>> = { trolley_status: trolleyStatusLabel };

/** A change's value for people: its field's label for a code ("On plant" for OnPlant), else as shownValue writes it. */
export function changeValue(field: string, value: string | null): string {
  const label = VALUE_LABELS[field];
  return label && value ? label(value) : shownValue(value);
}

/** "Per Day Charge $2.00 → $3.50", "Trolley Status On plant → Delivered" */
export const changeText = (change: ActivityEntry['changes'][number]) =>
  `${fieldLabel(change.field)} ${changeValue(change.field, change.before)} → ${changeValue(change.field, change.after)}`;

// A sign-in names its user already as the actor: "Ann Lee signed in", not "Ann Lee signed in Ann Lee".
const WITHOUT_RECORD: ReadonlySet<ActivityAction> = new Set(['signed_in', 'sign_in_failed']);

/** The record an entry is about, as the server names it with its kind ("Customer Bo Ek", "Ticket T-ABC234"). */
export function recordText(entry: ActivityEntry): string {
  if (WITHOUT_RECORD.has(entry.action)) return '';
  return entry.entity.label || (ACTIVITY_ENTITY_LABELS[entry.entity.type] ?? entry.entity.type);
}

/**
 * The parts of an entry's readable line, for the screens to lay out (the record may be a link):
 * "{actor} {verb} {record}", and for a change of fields the first one and how many more ("+2 more").
 * In a record's own History the record goes without saying: "Ann Lee changed Per Day Charge $2.00 → $3.50".
 */
export function lineParts(entry: ActivityEntry, { withRecord }: { withRecord: boolean }) {
  const verb = ACTIVITY_ACTION_LABELS[entry.action] ?? entry.action;
  const [first, ...rest] = entry.changes;
  const update = entry.action === 'updated' && first !== undefined;
  const record = update && !withRecord ? '' : recordText(entry);
  // A comment, for whoever may read it (the server leaves it out for the others): its words, quoted.
  const comment = entry.action === 'commented' ? entry.changes.find((c) => c.field === 'comment')?.after : undefined;
  return {
    actor: entry.actor.name,
    verb,
    record,
    firstChange: update ? changeText(first) : comment ? `“${comment}”` : '',
    more: update && rest.length > 0 ? `+${rest.length} more` : '',
  };
}

/** A History's line: one entry, or a run of failed sign-ins folded into one. */
export type HistoryItem = { kind: 'entry'; entry: ActivityEntry } | { kind: 'failed-sign-ins'; entries: ActivityEntry[] };

/**
 * Folds each run of two or more failed sign-ins next to each other (newest first, as the History lists them) into one
 * item, so ten wrong passwords take one line of a record's History instead of ten.
 */
export function foldFailedSignIns(entries: readonly ActivityEntry[]): HistoryItem[] {
  const items: HistoryItem[] = [];
  for (const entry of entries) {
    const last = items.at(-1);
    if (entry.action === 'sign_in_failed') {
      if (last?.kind === 'failed-sign-ins') {
        last.entries.push(entry);
        continue;
      }
      if (last?.kind === 'entry' && last.entry.action === 'sign_in_failed') {
        items[items.length - 1] = { kind: 'failed-sign-ins', entries: [last.entry, entry] };
        continue;
      }
    }
    items.push({ kind: 'entry', entry });
  }
  return items;
}

/** "5 failed sign-ins, 14:02-14:07" (one day: the day once), else "3 failed sign-ins, 30/11/2026 23:58-01/12/2026 00:03". */
export function failedSignInsText(entries: readonly ActivityEntry[]): string {
  const newest = formatDateTime(entries[0].at);
  const oldest = formatDateTime(entries.at(-1)!.at);
  const [oldDay, oldTime] = oldest.split(' ');
  const [newDay, newTime] = newest.split(' ');
  const span = oldDay === newDay ? `${oldDay} ${oldTime}-${newTime}` : `${oldest}-${newest}`;
  return `${entries.length} failed sign-ins, ${span}`;
}
