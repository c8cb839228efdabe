import type { Kysely } from 'kysely';
import type { Job } from '../../lib/jobs.js';
import type { ActivityTallyTable, Database } from '../../db/schema.js';
import { isPostgresDb } from '../../db/sql.js';
import { GENESIS_HASH, entryHash, type HashedEntry } from './activity-hash.js';
import { filledEntry } from './activity.recorder.js';
import {
  addTallySum,
  addTallySums,
  anyPendingEntry,
  deletePendingEntries,
  deletePendingEntriesUpTo,
  indexChainTextAfter,
  insertChainRow,
  insertChainRows,
  insertChainRowsSqlite,
  lastChainEntry,
  moveTimeOrderMark,
  oldestPendingEntries,
  SQLITE_INSERT_ROWS,
  takeAdvisoryLock,
  timeOrderMark,
} from './activity-chain.repository.js';

/**
 * The activity log's second step (migration 0018). A change's transaction writes its entries to `activity_pending`
 * (one small insert: the change and its entry commit or roll back together); the sealer moves them into `activity`
 * in batches, in the order they were written: it links each to the chain (prev_hash, hash), feeds the free-text index
 * (FTS5 on SQLite; pg_trgm indexes itself) and adds the per-day tallies once per batch. It runs every SEAL_INTERVAL_MS
 * and before every read of the log, so a reader always sees every committed change.
 */
export const SEAL_INTERVAL_MS = 250;
/**
 * Pending entries sealed per transaction: SQLite's work is synchronous, so a batch holds the event loop (about 30 µs
 * an entry); requests are served between batches.
 */
const SEAL_BATCH = 250;
/** Rows per multi-row insert on PostgreSQL (15 columns each). */
const INSERT_ROWS = 500;

// The chain's writers take turns: on PostgreSQL a transaction-scoped advisory lock, held from here to the commit, so
// two sealers (or a sealer and the purge) never link to the same previous entry; SQLite writes one transaction at a time.
const CHAIN_LOCK = 727_021;

/** Takes the chain's turn until the transaction ends (see CHAIN_LOCK). */
export async function lockChain(trx: Kysely<Database>) {
  if (isPostgresDb(trx)) await takeAdvisoryLock(trx, CHAIN_LOCK);
}

/** The tallies' dimensions of an entry (the Activity list's one-filter counts; see migration 0017). */
function dimensions(e: Tallied): [string, string][] {
  return [
    ['all', ''],
    ['actor_type', e.actor_type],
    ['actor', `${e.actor_type}:${e.actor_id ?? ''}`],
    ['entity_type', e.entity_type],
    ['action', e.action],
  ];
}

/**
 * Appends entries at the chain's end, in the caller's transaction, which must hold the chain (lockChain): links
 * them, inserts them, indexes their text and adds them to the tallies. Answers the id of the last one.
 */
export async function appendToChain(trx: Kysely<Database>, entries: HashedEntry[]): Promise<number | undefined> {
  if (!entries.length) return undefined;
  const last = await lastChainEntry(trx);
  let prev = last?.hash ?? GENESIS_HASH;
  const rows = entries.map((entry) => {
    const hash = entryHash(prev, entry);
    const row = { ...entry, prev_hash: prev, hash };
    prev = hash;
    return row;
  });
  const pg = isPostgresDb(trx);
  let lastId: number | undefined;
  if (pg) {
    // PostgreSQL: a few multi-row statements (one round trip each).
    for (let i = 0; i < rows.length; i += INSERT_ROWS) {
      const inserted = await insertChainRows(trx, rows.slice(i, i + INSERT_ROWS));
      lastId = Math.max(lastId ?? 0, ...inserted);
    }
  } else {
    // SQLite: fixed statements (prepared once: a statement of its own per batch size would crowd the statement
    // cache), SQLITE_INSERT_ROWS rows each and the rest one by one, then the batch's text into the FTS5 indexes and
    // its words into their list, a statement each. Rows one by one cost the sealer about twice as much CPU (a call
    // through the driver per row).
    let i = 0;
    for (; i + SQLITE_INSERT_ROWS <= rows.length; i += SQLITE_INSERT_ROWS) lastId = await insertChainRowsSqlite(trx, rows.slice(i, i + SQLITE_INSERT_ROWS));
    for (; i < rows.length; i++) lastId = await insertChainRow(trx, rows[i]);
    await indexChainTextAfter(
      trx,
      Number(last?.id ?? 0),
      rows.map((r) => r.search_text),
    );
  }
  await addToTallies(trx, entries, 1);
  if (lastId !== undefined) await markTimeOrder(trx, last?.at, entries, lastId);
  return lastId;
}

/**
 * Keeps the mark of where the log's time order is its id order (migration 0046): an entry of the batch earlier than
 * one before it (the last entry before the batch being the latest of those after the mark) moves the mark to the
 * batch's last id. The whole batch, not the entry alone: a mark too high costs a search a little; one too low would
 * list entries out of order. Entries written in time order (a single clock that does not go back) leave it alone.
 */
async function markTimeOrder(trx: Kysely<Database>, lastAt: string | undefined, entries: HashedEntry[], lastId: number) {
  const mark = await timeOrderMark(trx);
  let latest = lastAt !== undefined && lastAt > mark.latestAt ? lastAt : mark.latestAt;
  let disordered = false;
  for (const e of entries) {
    if (e.at < latest) disordered = true;
    else latest = e.at;
  }
  if (disordered) await moveTimeOrderMark(trx, lastId, latest);
}

type Tallied = Pick<HashedEntry, 'at' | 'actor_type' | 'actor_id' | 'entity_type' | 'action'>;

/**
 * Adds entries to the per-day tallies (sign 1, the sealer) or takes them away (sign -1, the purge): one upsert per
 * (dimension, value, day) of the batch, not one per entry.
 */
export async function addToTallies(trx: Kysely<Database>, entries: Tallied[], sign: 1 | -1) {
  const tally = new Map<string, { dim: string; value: string; day: string; n: number }>();
  for (const e of entries) {
    const day = e.at.slice(0, 10);
    for (const [dim, value] of dimensions(e)) {
      const key = `${dim}\u0000${value}\u0000${day}`;
      const t = tally.get(key);
      if (t) t.n += sign;
      else tally.set(key, { dim, value, day, n: sign });
    }
  }
  const sums = [...tally.values()] as ActivityTallyTable[];
  if (isPostgresDb(trx)) {
    for (let i = 0; i < sums.length; i += INSERT_ROWS) await addTallySums(trx, sums.slice(i, i + INSERT_ROWS));
  } else {
    for (const t of sums) await addTallySum(trx, t);
  }
}

/** Seals the pending entries visible to this transaction (which holds the chain), oldest first. Answers how many. */
export async function sealPendingIn(trx: Kysely<Database>, limit = SEAL_BATCH): Promise<number> {
  const pending = await oldestPendingEntries(trx, limit);
  if (!pending.length) return 0;
  await appendToChain(
    trx,
    pending.flatMap((p) => filledEntry(JSON.parse(p.entry) as HashedEntry, p.was) ?? []),
  );
  const ids = pending.map((p) => Number(p.id));
  // SQLite: every row up to the last (one writer at a time, so none is missing). PostgreSQL: exactly the rows read
  // (a row another transaction commits meanwhile, below the last id, is not sealed yet and stays pending).
  if (isPostgresDb(trx)) await deletePendingEntries(trx, ids);
  else await deletePendingEntriesUpTo(trx, ids[ids.length - 1]);
  return pending.length;
}

/**
 * Seals every pending entry, SEAL_BATCH per transaction (requests served between them). Cheap when there is none (one indexed read), so every read
 * of the log calls it first. Answers how many it sealed.
 */
export async function sealActivity(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (;;) {
    const any = await anyPendingEntry(db);
    if (!any) return total;
    const sealed = await db.transaction().execute(async (trx) => {
      await lockChain(trx);
      return sealPendingIn(trx);
    });
    total += sealed;
    if (sealed < SEAL_BATCH) return total;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Sealing as a job of the app's job runner: every 250 ms, and once more as the app closes (what is left). */
export function activitySealerJob(db: Kysely<Database>, everyMs = SEAL_INTERVAL_MS): Job {
  return { name: 'activity sealing', everyMs, run: () => sealActivity(db), atStop: () => sealActivity(db) };
}
