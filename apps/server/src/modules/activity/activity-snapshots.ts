import type { Kysely } from 'kysely';
import { toDollars, type ActivityChange, type ActivityEntityType } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';

/**
 * A record as the activity log reads it: its label ("Customer Ann Lee") and its fields by their API names with
 * readable values (names, not ids; dollars as on screen; Yes/No). The service reads one before and after its change;
 * the difference is the entry's before -> after list.
 */
export type Snapshot = { label: string; fields: Record<string, string | null> };

export const text = (v: string | number | null | undefined): string | null => (v == null || v === '' ? null : String(v));
export const yesNo = (v: unknown) => (Number(v) ? 'Yes' : 'No');
export const dollars = (cents: number | null | undefined) => (cents == null ? null : `$${toDollars(cents).toFixed(2)}`);
export const person = (first?: string | null, last?: string | null) => (first == null ? null : `${first} ${last ?? ''}`.trim());
/** Rich text as words: tags dropped, spaces folded, cut at 500 characters (the entry is a record, not a copy). */
export const plain = (html: string | null | undefined) => {
  if (html == null) return null;
  const s = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return s.length > 500 ? `${s.slice(0, 499)}…` : s || null;
};
/** Names as one sorted, comma-separated value (null when none). */
export const nameList = (names: (string | null)[]) => {
  const kept = names.filter((n): n is string => !!n).sort((a, b) => a.localeCompare(b));
  return kept.length ? kept.join(', ') : null;
};

/**
 * Reads one record's snapshot; undefined when there is no such record. `fromRow`, when a module gives it, makes the
 * snapshot from the row its write answered (UPDATE/INSERT ... RETURNING), so a logged write does not read it again.
 */
export type SnapshotReader = ((db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>) & { fromRow?: (row: never) => Snapshot };

/** A reader from a module's find and its row-to-snapshot mapping (which also serves the row a write answered). */
export function snapshotOfRows<R>(find: (db: Kysely<Database>, id: number) => Promise<R | undefined>, of: (row: R) => Snapshot): SnapshotReader {
  const reader = async (db: Kysely<Database>, id: number) => {
    const row = await find(db, id);
    return row && of(row);
  };
  return Object.assign(reader, { fromRow: of });
}

// Each module owns the snapshot of its records: it registers a reader for each entity type it keeps (its
// `*.module.ts`, as the app is built), and the log reads through this registry, never another module's tables.
const readers = new Map<ActivityEntityType, SnapshotReader>();

/** A module's readers, by entity type (the same reader again is a no-op: several apps in one process share them). */
export function registerSnapshots(entries: Partial<Record<ActivityEntityType, SnapshotReader>>) {
  for (const [type, reader] of Object.entries(entries) as [ActivityEntityType, SnapshotReader][]) {
    const known = readers.get(type);
    if (known && known !== reader) throw new Error(`activity: two snapshot readers for ${type}`);
    readers.set(type, reader);
  }
}

/** A snapshot of a "list of names" record (cities, warranty reasons, glass types) from its row. */
export const namedSnapshot = (noun: string, find: (db: Kysely<Database>, id: number) => Promise<{ name: string } | undefined>): SnapshotReader =>
  snapshotOfRows(find, (r) => ({ label: `${noun} ${r.name}`, fields: { name: r.name } }));

/**
 * The snapshot of the row a write answered, when the type's module maps rows (snapshotOfRows); else undefined, and
 * the caller reads it.
 */
export function snapshotOfRow(type: ActivityEntityType, row: object): Snapshot | undefined {
  return readers.get(type)?.fromRow?.(row as never);
}

export function readSnapshot(db: Kysely<Database>, type: ActivityEntityType, id: number) {
  // The log's own purge entries carry their changes; there is no record to read.
  if (type === 'activity') return Promise.resolve(undefined);
  const reader = readers.get(type);
  if (!reader) throw new Error(`activity: no snapshot reader registered for ${type} (its module's *.module.ts registers it)`);
  return reader(db, id);
}

/** The fields that differ, in the snapshot's order; a created record lists its filled fields, a deleted one none. */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined): ActivityChange[] {
  if (!after) return [];
  return Object.entries(after.fields)
    .map(([field, value]) => ({ field, before: before ? (before.fields[field] ?? null) : null, after: value }))
    .filter((c) => c.before !== c.after);
}
