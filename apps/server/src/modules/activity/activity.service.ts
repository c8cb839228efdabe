import type { Kysely } from 'kysely';
import {
  ACTIVITY_ENTITY_LABELS,
  type ActivityAction,
  type ActivityChange,
  type ActivityEntityType,
  type ActivityExportQuery,
  type ActivityHistoryQuery,
  type ActivityListQuery,
} from '@glassdesk/shared';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/schema.js';
import { isPostgresDb, type StatementRunner } from '../../db/sql.js';
import type { XlsxDownload } from '../../lib/xlsx-reply.js';
import type { XlsxColumn } from '../../lib/xlsx-stream.js';
import { activityBatches, listActivity } from './activity.repository.js';
import { type ActivityActor, type ActivityKind, type ActivityRecord, ENTITY_ID_KEY, pendingEntries, recordActivity } from './activity.recorder.js';
import { withEntry } from './activity-chain.repository.js';
import { changesBetween, readSnapshot, snapshotOfRow, type Snapshot } from './activity-snapshots.js';
import { sealActivity } from './activity.sealer.js';
import { withoutHidden } from './activity-private.js';
import { StaleVersion, staleRecord } from '../../lib/record-version.js';

export { recordActivity, SYSTEM_ACTOR, type ActivityActor } from './activity.recorder.js';

/** The owner of an account as an actor (a sign-in, a reset by code): named as the account reads now. */
export async function accountActor(trx: Kysely<Database>, type: 'user' | 'customer', id: number): Promise<ActivityActor> {
  const s = await readSnapshot(trx, type, id);
  return { type, id, name: s ? `${s.fields.first_name} ${s.fields.last_name}` : `${ACTIVITY_ENTITY_LABELS[type]} ${id}` };
}
export type { Snapshot } from './activity-snapshots.js';

type Options = {
  actor?: ActivityActor;
  kind?: ActivityKind;
  label?: string;
  /** Given instead of the snapshots' difference. */
  changes?: ActivityChange[];
  /** Added to the snapshots' difference (what the record's snapshot does not show: a move's charge). */
  extraChanges?: ActivityChange[];
  /**
   * The record as the write answered it (RETURNING): its snapshot is made from it when its module maps rows, instead
   * of reading the record again. It must hold every column the module's snapshot shows.
   */
  row?: object;
  /** The record's snapshot after the change, when the caller knows it without reading it again (values it wrote). */
  after?: Snapshot;
  /** tracked: the caller holds the record already (see snapshot). */
  held?: boolean;
};

/** A record's snapshot from its row as its module maps rows (the row a write answered, before or after it). */
export { snapshotOfRow } from './activity-snapshots.js';

/**
 * The record as the log reads it now (label and readable fields), or undefined when it does not exist: the "before" of
 * the change the caller's transaction is about to make. The record is held first (its row's lock on PostgreSQL) unless
 * `held` says the caller holds it already (lockCustomer, lockBusiness, ...): a change that commits in between would
 * otherwise leave the entry's "before" a version behind (A -> C where the record went A -> B -> C).
 */
export const snapshot = (trx: Kysely<Database>, type: ActivityEntityType, id: number, { held = false } = {}) => readSnapshot(trx, type, id, !held);

/** The record as the log reads it now, not held: for what names a change of something else (its label). */
export const snapshotNow = (db: Kysely<Database>, type: ActivityEntityType, id: number) => readSnapshot(db, type, id);

/**
 * Records a change of one record from its snapshot `before` (read in the same transaction, before the change) to
 * what it is now: the entry lists every field that differs, before -> after. An `updated` that changed nothing
 * records nothing (a save without a change is no event); any other action always records.
 */
export async function recordChange(
  trx: Kysely<Database>,
  type: ActivityEntityType,
  id: number | null,
  before: Snapshot | undefined,
  action: ActivityAction = 'updated',
  opts: Options = {},
) {
  // id null: a record of its own kind with no id (the ticket settings), read as a whole.
  const after = opts.after ?? ((opts.row && snapshotOfRow(type, opts.row)) || (await readSnapshot(trx, type, id ?? 0)));
  const record = changeRecord(type, id, before, after, action, opts);
  if (record) await recordActivity(trx, record);
}

/**
 * PostgreSQL: the entry of a change whose save's own statement reads the values it replaces (an UPDATE ... RETURNING
 * each field's value after it under the field's name and the one before it under `before[field]`): the runner
 * executes that statement with the entry's insert in it, so the entry costs the save no statement of its own. A save
 * that holds its row's lock from its update to its commit then holds it no longer for the log (saves of one record
 * queue on that lock: one more round trip in it was a third of their rate). The sealer makes the "before" of each
 * field from those values, as the record's module makes a snapshot from a row (which must need no other column), and
 * drops what did not change: no entry when nothing did. SQLite: undefined, and the caller records as usual (its writes
 * take turns anyway, and a statement more there costs microseconds).
 */
export async function entryInStatement(
  trx: Kysely<Database>,
  type: ActivityEntityType,
  id: number,
  after: Snapshot,
  before: Record<string, string>,
): Promise<StatementRunner | undefined> {
  if (!isPostgresDb(trx)) return undefined;
  const changes = Object.keys(before).map((field) => ({ field, before: null, after: after.fields[field] ?? null }));
  return runnerWithEntry(
    trx,
    changeRecord(type, id, undefined, after, 'updated', { changes })!,
    before,
    Object.entries(before).map(([field, column]) => [column, field]),
  );
}

/**
 * PostgreSQL: the entry of a record created by one INSERT ... RETURNING its id (and `row`, the values it writes, as its
 * module makes a snapshot of them): the runner executes the insert with the entry's insert in it, the sealer filling
 * in the id. SQLite: undefined, and the caller records as usual (recordCreated).
 */
export async function entryCreatedInStatement(trx: Kysely<Database>, type: ActivityEntityType, row: object, opts: Options = {}): Promise<StatementRunner | undefined> {
  if (!isPostgresDb(trx)) return undefined;
  return runnerWithEntry(trx, changeRecord(type, null, undefined, snapshotOfRow(type, row), 'created', opts)!, { [ENTITY_ID_KEY]: 'id' });
}

/**
 * PostgreSQL: the entry of a change whose "before" and "after" the caller knows before it saves (read under the
 * record's lock, and the values it is about to write): the runner executes the save's statement (a write ...
 * RETURNING) with the entry's insert in it, so the entry costs the save no statement of its own under the lock (see
 * entryInStatement). Undefined on SQLite, and for an `updated` that changes nothing: the caller records as usual.
 */
export async function entryWithStatement(
  trx: Kysely<Database>,
  type: ActivityEntityType,
  id: number,
  before: Snapshot | undefined,
  after: Snapshot | undefined,
  action: ActivityAction = 'updated',
  opts: Options = {},
): Promise<StatementRunner | undefined> {
  if (!isPostgresDb(trx)) return undefined;
  const record = changeRecord(type, id, before, after, action, opts);
  return record ? runnerWithEntry(trx, record) : undefined;
}

/** The runner of a save's statement with `record`'s entry written pending in it (withEntry: `was`, `changedOnly`). */
async function runnerWithEntry(trx: Kysely<Database>, record: ActivityRecord, was?: Record<string, string>, changedOnly?: [string, string][]): Promise<StatementRunner> {
  const [entry] = await pendingEntries(trx, [record]);
  return (statement) => withEntry(trx, statement, entry, was, changedOnly);
}

/**
 * Records the changes of several records of one type at once (a hand-over's trolleys): the caller, the module that
 * owns them, read their snapshots before and after in one query each; the entries go in one insert.
 */
export async function recordChanges(
  trx: Kysely<Database>,
  type: ActivityEntityType,
  items: readonly { id: number; before: Snapshot | undefined; after: Snapshot | undefined }[],
  action: ActivityAction = 'updated',
  opts: Options = {},
) {
  const records = items.flatMap((i) => changeRecord(type, i.id, i.before, i.after, action, opts) ?? []);
  await recordActivity(trx, ...records);
}

/** The entry of one change, or null for an `updated` that changed nothing. */
function changeRecord(type: ActivityEntityType, id: number | null, before: Snapshot | undefined, after: Snapshot | undefined, action: ActivityAction, opts: Options) {
  // created: its filled fields; deleted, purged: none (the label says what went); others: what differs, when known.
  const found = opts.changes
    ? opts.changes
    : action === 'created'
      ? changesBetween(undefined, after)
      : before && action !== 'deleted' && action !== 'purged'
        ? changesBetween(before, after)
        : [];
  const changes = [...found, ...(opts.extraChanges ?? [])];
  if (action === 'updated' && !changes.length) return null;
  const label = opts.label ?? after?.label ?? before?.label ?? ACTIVITY_ENTITY_LABELS[type];
  return { action, entity: { type, id, label }, changes, actor: opts.actor, kind: opts.kind };
}

/** Reads the record (held: see snapshot), runs `change`, and records the difference (see recordChange), all in the caller's transaction. */
export async function tracked<T>(trx: Kysely<Database>, type: ActivityEntityType, id: number, action: ActivityAction, change: () => Promise<T>, opts: Options = {}) {
  const before = await snapshot(trx, type, id, { held: opts.held });
  const result = await change();
  await recordChange(trx, type, id, before, action, opts);
  return result;
}

/** A record created: the entry lists its filled fields (before empty). */
export const recordCreated = (trx: Kysely<Database>, type: ActivityEntityType, id: number, opts: Options = {}) => recordChange(trx, type, id, undefined, 'created', opts);

// Every read of the log seals first: it shows every change committed before it (see activity.sealer.ts).
export async function activityList(db: Kysely<Database>, query: ActivityListQuery, hidden: ReadonlySet<string> = new Set()) {
  await sealActivity(db);
  const page = await listActivity(db, query);
  return { ...page, list: withoutHidden(page.list, hidden) };
}

/**
 * A guarded save (CONTRACT "Concurrent edits"): `work` runs its transaction; a StaleVersion it throws (its guarded
 * UPDATE found another version, nothing written) becomes the 412 that names who saved last and when, read from this
 * log once the transaction is over.
 */
export async function versionedSave<T>(db: Kysely<Database>, type: ActivityEntityType, id: number | null, what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof StaleVersion)) throw err;
    const { list } = await activityList(db, { entity_type: type, entity_id: id ?? undefined, start: 0, limit: 1, sort_by: 'at', order: 'desc', search: '' });
    throw staleRecord(what, { by: list[0]?.actor.name ?? null, at: list[0]?.at ?? null }, err.version);
  }
}

/** The History tab of one record: its entries, newest first (less the actions this reader is not shown). */
export async function recordHistory(
  db: Kysely<Database>,
  type: ActivityEntityType,
  id: number,
  query: ActivityHistoryQuery,
  hideActions?: string[],
  hidden: ReadonlySet<string> = new Set(),
) {
  await sealActivity(db);
  const page = await listActivity(db, { ...query, entity_type: type, entity_id: id, hideActions });
  return { ...page, list: withoutHidden(page.list, hidden) };
}

const COLUMNS: XlsxColumn[] = [
  { header: 'At', width: 17, type: 'datetime' },
  { header: 'Actor', width: 24 },
  { header: 'Actor Type', width: 10 },
  { header: 'Action', width: 16 },
  { header: 'Record Type', width: 18 },
  { header: 'Record', width: 32 },
  { header: 'Changes', width: 60 },
  { header: 'Request Id', width: 38 },
];
export const ACTIVITY_EXPORT_HEADERS = COLUMNS.map((c) => c.header);

/** Streams activity.xlsx of every entry matching the filter (the tickets export's streaming: any size, flat memory). */
export async function activitySheet(ctx: Pick<AppContext, 'db' | 'config'>, query: ActivityExportQuery, hidden: ReadonlySet<string> = new Set()): Promise<XlsxDownload> {
  await sealActivity(ctx.db);
  return {
    fileName: 'activity.xlsx',
    sheetName: 'Activity',
    columns: COLUMNS,
    timeZone: ctx.config.timeZone,
    locale: ctx.config.appLocale,
    batches: (async function* () {
      for await (const batch of activityBatches(ctx.db, query)) {
        yield withoutHidden(batch, hidden).map((e) => [
          e.at,
          e.actor.name,
          e.actor.type,
          e.action,
          ACTIVITY_ENTITY_LABELS[e.entity.type] ?? e.entity.type,
          e.entity.label,
          e.changes.map((c) => `${c.field}: ${c.before ?? '—'} -> ${c.after ?? '—'}`).join('\n'),
          e.request_id,
        ]);
      }
    })(),
  };
}
