import { type Compilable, CompiledQuery, type Kysely, sql } from 'kysely';
import type { ActivityTallyTable, Database } from '../../db/schema.js';
import { amongIds, isPostgresDb, pgQuery, runPrepared, runPreparedFirst } from '../../db/sql.js';
import type { HashedEntry } from './activity-hash.js';

// The SQL of the activity log's hash chain: the pending entries a change writes, the chain's entries and their
// free-text index, the per-day tallies, the bridges and the chain's lock. The order, the batches, the hashes and the
// transactions are the callers' (activity.recorder.ts, activity.sealer.ts, activity.verify.ts, activity.retention.ts).

/** The columns of an entry in the chain, as the sealer inserts them (and the benchmark's generator). */
export const ACTIVITY_COLUMNS = [
  'at',
  'actor_type',
  'actor_id',
  'actor_name',
  'action',
  'entity_type',
  'entity_id',
  'entity_label',
  'changes',
  'search_text',
  'request_id',
  'client_address',
  'kind',
  'prev_hash',
  'hash',
] as const;
/** SQLite: rows per multi-row insert of the sealer (a fixed size, so one prepared statement serves every batch). */
export const SQLITE_INSERT_ROWS = 50;
/**
 * `or fail`: a statement of several rows that may abort keeps a statement journal (the pages it changes, copied first,
 * so that it can be undone alone), and the sealer's spilled to a temporary file: 3-5 µs an entry. Nothing here needs
 * a statement undone alone: any failure rolls back the sealer's whole transaction. No `returning`: the driver answers
 * the last rowid, and SQLite keeps returned rows in a table of their own until the statement ends.
 */
const sqliteInsert = (rows: number) =>
  `insert or fail into activity (${ACTIVITY_COLUMNS.join(', ')}) values ${Array.from({ length: rows }, () => `(${ACTIVITY_COLUMNS.map(() => '?').join(', ')})`).join(', ')}`;
const INSERT_SQLITE = sqliteInsert(1);
const INSERT_SQLITE_MANY = sqliteInsert(SQLITE_INSERT_ROWS);
const INDEX_TEXT_SQLITE = 'insert into activity_search (rowid, search_text) select id, search_text from activity where id > ?';
const INDEX_WORDS_SQLITE = 'insert into activity_words (rowid, search_text) select id, search_text from activity where id > ?';
/** `or ignore`: a word the list holds already is left as it is (and its trigger does not run). */
const LIST_WORDS_SQLITE = 'insert or ignore into activity_word_list (word) select value from json_each(?)';
const TALLY_SQLITE = 'insert into activity_tally (dim, value, day, n) values (?, ?, ?, ?) on conflict (dim, value, day) do update set n = n + excluded.n';

// The one statement a change adds: compiled once per dialect (a change's write path pays no query building for it).
// PostgreSQL: prepared once per connection (named), not parsed and planned again for every change.
const PENDING_INSERT = {
  sqlite: 'insert into activity_pending (entry) values (?)',
  postgres: pgQuery(CompiledQuery.raw('insert into activity_pending (entry) values ($1)'), { name: 'glassdesk_activity_pending' }),
};

/** An entry as the chain stores it: its content linked to the one before it. */
export type ChainRow = HashedEntry & { prev_hash: string; hash: string };

/** Writes one pending entry (JSON of its content), in the transaction of the change it records. */
export async function insertPendingEntry(trx: Kysely<Database>, entry: string): Promise<void> {
  await trx.executeQuery(isPostgresDb(trx) ? { ...PENDING_INSERT.postgres, parameters: [entry] } : CompiledQuery.raw(PENDING_INSERT.sqlite, [entry]));
}

/** Writes several pending entries in one statement, in their order (ids are given in the order of the rows). */
export async function insertPendingEntries(trx: Kysely<Database>, entries: readonly string[]): Promise<void> {
  if (!entries.length) return;
  await trx
    .insertInto('activity_pending')
    .values(entries.map((entry) => ({ entry })))
    .execute();
}

/**
 * PostgreSQL: runs `statement` (a write ... RETURNING) and writes `entry` pending in the same statement, once for the
 * row it wrote: the change and its entry in one round trip. `was` names columns of that row the sealer fills the
 * entry from (filledEntry): they are kept with it as a JSON object, key -> the column's value. With `changedOnly`,
 * pairs of columns (the value before, the value after): no entry when every pair is equal (a save that changed
 * nothing). Answers the statement's rows.
 */
export async function withEntry<R>(
  trx: Kysely<Database>,
  statement: Compilable,
  entry: string,
  was: Record<string, string> = {},
  changedOnly: [string, string][] = [],
): Promise<R[]> {
  // The write compiled as it would be without the log, and the rest put around it as text: compiling the whole
  // statement through Kysely's sql template cost the request more than the rest of the entry's making.
  const write = statement.compile();
  const params: unknown[] = [...write.parameters, entry];
  const param = (value: unknown) => `$${params.push(value)}`;
  const col = (name: string) => `changed.${quotedName(name)}`;
  const keys = Object.entries(was);
  const wasJson = keys.length ? `json_build_object(${keys.map(([key, column]) => `${param(key)}::text, ${col(column)}`).join(', ')})::text` : 'null';
  const where = changedOnly.length
    ? ` where (${changedOnly.map(([before]) => col(before)).join(', ')}) is distinct from (${changedOnly.map(([, after]) => col(after)).join(', ')})`
    : '';
  // Prepared (named after its text): planning this statement cost more than running it.
  return runPrepared(
    trx,
    CompiledQuery.raw(
      `with changed as (${write.sql}), logged as (insert into activity_pending (entry, was) select $${write.parameters.length + 1}, ${wasJson} from changed${where}) select * from changed`,
      params,
    ) as CompiledQuery<R>,
  );
}

/** A column's name as PostgreSQL reads it exactly (quoted, any quote in it doubled). */
const quotedName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Whether any entry is pending: one read of the primary key's first entry. In its order, not a bare `limit 1`: on
 * PostgreSQL that was a scan of the heap, which the sealer's deletes fill with dead rows until a vacuum (2.7 ms a
 * call under load); the index skips the entries it has found dead once.
 */
export function anyPendingEntry(db: Kysely<Database>) {
  return runPreparedFirst(db, db.selectFrom('activity_pending').select('id').orderBy('id').limit(1).compile());
}

/** The oldest pending entries visible to this transaction, up to `limit`. */
export function oldestPendingEntries(trx: Kysely<Database>, limit: number) {
  return runPrepared(trx, trx.selectFrom('activity_pending').select(['id', 'entry', 'was']).orderBy('id').limit(limit).compile());
}

/** Deletes exactly these pending entries (on PostgreSQL one array parameter: one statement whatever their number). */
export async function deletePendingEntries(trx: Kysely<Database>, ids: number[]): Promise<void> {
  await runPrepared(
    trx,
    trx
      .deleteFrom('activity_pending')
      .where(amongIds(trx, 'id', ids))
      .compile(),
  );
}

/** Deletes every pending entry up to `lastId`. */
export async function deletePendingEntriesUpTo(trx: Kysely<Database>, lastId: number): Promise<void> {
  await trx.deleteFrom('activity_pending').where('id', '<=', lastId).execute();
}

/** PostgreSQL: a lock on `key` held until the transaction ends (pg_advisory_xact_lock). */
export async function takeAdvisoryLock(trx: Kysely<Database>, key: number): Promise<void> {
  await runPrepared(trx, sql`select pg_advisory_xact_lock(${key})`.compile(trx));
}

/** The chain's last entry (its id, hash and time), if any. */
export function lastChainEntry(trx: Kysely<Database>) {
  return runPreparedFirst(trx, trx.selectFrom('activity').select(['id', 'hash', 'at']).orderBy('id', 'desc').limit(1).compile());
}

/** Where the log's time order is its id order (migration 0046): its one row. */
export async function timeOrderMark(db: Kysely<Database>) {
  const row = await runPreparedFirst(db, db.selectFrom('activity_time_order').select(['disordered_upto', 'latest_at']).where('id', '=', 1).compile());
  return { disorderedUpto: Number(row?.disordered_upto ?? 0), latestAt: row?.latest_at ?? '' };
}

/** Moves the time order's mark up to `upto`, the entries up to it being no later than `latestAt`. */
export async function moveTimeOrderMark(trx: Kysely<Database>, upto: number, latestAt: string): Promise<void> {
  await runPrepared(trx, trx.updateTable('activity_time_order').set({ disordered_upto: upto, latest_at: latestAt }).where('id', '=', 1).compile());
}

/**
 * PostgreSQL: entries in one statement of fixed text whatever their number, one array per column (unnest), prepared
 * once per connection: a VALUES list of 15 parameters a row was built by Kysely and parsed and planned by the server
 * again for every batch.
 */
const INSERT_POSTGRES = pgQuery<{ id: number }>(
  CompiledQuery.raw(
    `insert into activity (${ACTIVITY_COLUMNS.join(', ')})
     select ${ACTIVITY_COLUMNS.map((c) => `u.${c}`).join(', ')}
     from unnest(${ACTIVITY_COLUMNS.map((c, i) => `$${i + 1}::${c === 'actor_id' || c === 'entity_id' ? 'integer' : 'text'}[]`).join(', ')})
       with ordinality as u(${ACTIVITY_COLUMNS.join(', ')}, n)
     order by u.n
     returning id`,
  ),
  { name: 'glassdesk_activity_insert' },
);

/** PostgreSQL: entries in one statement (one round trip), in their order. Answers their ids. */
export async function insertChainRows(trx: Kysely<Database>, rows: ChainRow[]): Promise<number[]> {
  const { rows: inserted } = await trx.executeQuery<{ id: number }>({
    ...INSERT_POSTGRES,
    parameters: ACTIVITY_COLUMNS.map((c) => rows.map((row) => row[c])),
  });
  return inserted.map((r) => Number(r.id));
}

/**
 * SQLite: one entry by one fixed statement (prepared once: a statement of its own per batch size would crowd the
 * statement cache). Answers its id.
 */
export async function insertChainRow(trx: Kysely<Database>, row: ChainRow): Promise<number> {
  const { insertId } = await trx.executeQuery(
    CompiledQuery.raw(
      INSERT_SQLITE,
      ACTIVITY_COLUMNS.map((c) => row[c]),
    ),
  );
  return Number(insertId);
}

/**
 * SQLite: SQLITE_INSERT_ROWS entries by one fixed statement (prepared once), in their order. Answers the last id.
 */
export async function insertChainRowsSqlite(trx: Kysely<Database>, rows: ChainRow[]): Promise<number> {
  if (rows.length !== SQLITE_INSERT_ROWS) throw new Error(`insertChainRowsSqlite takes ${SQLITE_INSERT_ROWS} rows`);
  const { insertId } = await trx.executeQuery(
    CompiledQuery.raw(
      INSERT_SQLITE_MANY,
      rows.flatMap((row) => ACTIVITY_COLUMNS.map((c) => row[c])),
    ),
  );
  // The last row's: rows are inserted in the order given.
  return Number(insertId);
}

/**
 * SQLite: the text of every entry after `afterId` into the FTS5 indexes (its trigrams, its words), and the words of
 * `texts` (those entries' texts) into the list of the log's words (migration 0048), a statement each.
 */
export async function indexChainTextAfter(trx: Kysely<Database>, afterId: number, texts: readonly string[]): Promise<void> {
  await trx.executeQuery(CompiledQuery.raw(INDEX_TEXT_SQLITE, [afterId]));
  await trx.executeQuery(CompiledQuery.raw(INDEX_WORDS_SQLITE, [afterId]));
  await trx.executeQuery(CompiledQuery.raw(LIST_WORDS_SQLITE, [JSON.stringify([...textWordsSqlite(texts)])]));
}

/** What parts two words for FTS5's ascii tokenizer: every ASCII character but a letter or a digit. */
const WORDS_APART = /[^0-9A-Za-z\u0080-\uffff]+/;
const DIGITS = /^[0-9]+$/;

/**
 * SQLite: the distinct words of these texts as FTS5's ascii tokenizer makes them (migration 0048), but those of digits
 * alone, which the list leaves out: the runs of ASCII letters and digits and of characters past ASCII, ASCII letters
 * lower-cased (the text is lower-cased already).
 */
export function textWordsSqlite(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts)
    for (const word of (/[A-Z]/.test(text) ? text.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : text).split(WORDS_APART)) if (word && !DIGITS.test(word)) words.add(word);
  return words;
}

/** PostgreSQL: adds these sums to the per-day tallies in one upsert. */
export async function addTallySums(trx: Kysely<Database>, sums: ActivityTallyTable[]): Promise<void> {
  await trx.executeQuery({ ...TALLY_POSTGRES, parameters: (['dim', 'value', 'day', 'n'] as const).map((c) => sums.map((t) => t[c])) });
}

/**
 * PostgreSQL: the sums of a batch as one statement of fixed text (an array per column), prepared once per connection;
 * a VALUES list was a statement of its own for every number of sums, parsed and planned each time.
 */
const TALLY_POSTGRES = pgQuery(
  CompiledQuery.raw(
    `insert into activity_tally (dim, value, day, n)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::integer[])
     on conflict (dim, value, day) do update set n = activity_tally.n + excluded.n`,
  ),
  { name: 'glassdesk_activity_tally' },
);

/** SQLite: adds one sum to the per-day tallies, by one fixed statement. */
export async function addTallySum(trx: Kysely<Database>, t: ActivityTallyTable): Promise<void> {
  await trx.executeQuery(CompiledQuery.raw(TALLY_SQLITE, [t.dim, t.value, t.day, t.n]));
}

/** Every bridge the retention purges recorded. */
export function chainBridges(db: Kysely<Database>) {
  return db.selectFrom('activity_bridges').select(['entry_id', 'prev_hash', 'purge_entry_id']).execute();
}

/** The chain's entries after `afterId`, in id order, up to `limit`. */
export function chainEntriesAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db.selectFrom('activity').selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
}
