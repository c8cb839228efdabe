import type { Kysely } from 'kysely';
import { toDollars, type ActivityChange, type ActivityEntityType } from '@glassdesk/shared';
import type { Database } from '../../db/schema.js';
import { holdRow, type Holdable } from '../../db/sql.js';

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
 * Holds a record for the change about to read it (its row's lock on PostgreSQL; see holdRow in db/sql.ts), so the
 * snapshot read next is what the change replaces, not a version a concurrent change is about to replace.
 */
export type Hold = (trx: Kysely<Database>, id: number) => Promise<unknown>;

/**
 * Reads one record's snapshot; undefined when there is no such record. `hold` holds the record for a change (every
 * reader has one: a "before" read without it can miss a change that commits in between on PostgreSQL). `fromRow`,
 * when a module gives it, makes the snapshot from the row its write answered (UPDATE/INSERT ... RETURNING), so a
 * logged write does not read it again.
 */
export type SnapshotReader = ((db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>) & { hold: Hold; fromRow?: (row: never) => Snapshot };

/** The hold of a record that is one row of `table` (the most common kind). */
export const heldRow =
  (table: Holdable): Hold =>
  (trx, id) =>
    holdRow(trx, table, id);

/** A reader from a module's read of one snapshot and the hold of its record. */
export function snapshotReader(read: (db: Kysely<Database>, id: number) => Promise<Snapshot | undefined>, hold: Hold): SnapshotReader {
  return Object.assign((db: Kysely<Database>, id: number) => read(db, id), { hold });
}

/** A reader from a module's find and its row-to-snapshot mapping (which also serves the row a write answered). */
export function snapshotOfRows<R>(find: (db: Kysely<Database>, id: number) => Promise<R | undefined>, of: (row: R) => Snapshot, hold: Hold): SnapshotReader {
  const reader = async (db: Kysely<Database>, id: number) => {
    const row = await find(db, id);
    return row && of(row);
  };
  return Object.assign(reader, { hold, fromRow: of });
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
export const namedSnapshot = (noun: string, find: (db: Kysely<Database>, id: number) => Promise<{ name: string } | undefined>, hold: Hold): SnapshotReader =>
  snapshotOfRows(find, (r) => ({ label: `${noun} ${r.name}`, fields: { name: r.name } }), hold);

/**
 * The snapshot of the row a write answered, when the type's module maps rows (snapshotOfRows); else undefined, and
 * the caller reads it.
 */
export function snapshotOfRow(type: ActivityEntityType, row: object): Snapshot | undefined {
  return readers.get(type)?.fromRow?.(row as never);
}

/**
 * The record's snapshot as it is now; with `hold`, held first for the change the caller is about to make (its "before":
 * the caller's transaction then keeps the record until it commits).
 */
export async function readSnapshot(db: Kysely<Database>, type: ActivityEntityType, id: number, hold = false): Promise<Snapshot | undefined> {
  // The log's own purge entries carry their changes; there is no record to read.
  if (type === 'activity') return undefined;
  const reader = readers.get(type);
  if (!reader) throw new Error(`activity: no snapshot reader registered for ${type} (its module's *.module.ts registers it)`);
  if (hold) await reader.hold(db, id);
  return reader(db, id);
}

/** The fields that differ, in the snapshot's order; a created record lists its filled fields, a deleted one none. */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined): ActivityChange[] {
  if (!after) return [];
  return Object.entries(after.fields)
    .map(([field, value]) => ({ field, before: before ? (before.fields[field] ?? null) : null, after: value }))
    .filter((c) => c.before !== c.after);
}
