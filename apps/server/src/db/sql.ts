import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { type Compilable, type CompiledQuery, type Kysely, PostgresAdapter, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from './schema.js';

// Helpers that keep dialect differences inside db/.

// The moment nowIso() reads. Only the demo fill (src/demo) sets one, to replay months of history through the
// repositories; the store is per async context, so requests served meanwhile still read the real time.
// The moments the modules write (created_at, revoked_at, an OTP's expiry, ...) come from here, never from new Date().
const clock = new AsyncLocalStorage<Date>();
export const now = (): Date => clock.getStore() ?? new Date();
export const nowIso = () => now().toISOString();
/** Runs `work` with nowIso() answering `at` (demo data only). */
export const atMoment = <T>(at: Date, work: () => Promise<T>): Promise<T> => clock.run(at, work);

/**
 * Runs a write statement (an UPDATE ... RETURNING) in place of executing it, for one that carries more with it: the
 * activity log's entry of the change, in the same statement (see entryInStatement in the activity service).
 */
export type StatementRunner = <R>(statement: Compilable) => Promise<R[]>;

/** A LIKE pattern for a case-insensitive "contains" search, with LIKE's wildcards escaped. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One FTS5 phrase: the trigram tokenizer matches it as a substring, case-folded. Quotes are doubled inside it. */
export const ftsPhrase = (search: string) => `"${search.replaceAll('"', '""')}"`;

/**
 * A query run as a named prepared statement on PostgreSQL (one name per statement text: the lists' and searches'
 * statements have a few dozen shapes, their terms and filters being parameters), so each pooled connection parses and
 * plans it once instead of on every request (planning a list's joins cost more than running them). SQLite keeps its
 * own statement cache.
 */
export async function runPrepared<R>(db: Pick<Kysely<object>, 'getExecutor' | 'executeQuery'>, compiled: CompiledQuery<R>): Promise<R[]> {
  if (!isPostgresDb(db)) return (await db.executeQuery<R>(compiled)).rows;
  return (await db.executeQuery<R>(pgQuery(compiled))).rows;
}

/** runPrepared's first row, or undefined when there is none (a read by id: Kysely's executeTakeFirst, prepared). */
export async function runPreparedFirst<R>(db: Pick<Kysely<object>, 'getExecutor' | 'executeQuery'>, compiled: CompiledQuery<R>): Promise<R | undefined> {
  return (await runPrepared(db, compiled)).at(0);
}

/**
 * A compiled query as pg's query config, which Kysely hands to pg's client.query() in place of the SQL text: named
 * (prepared once per connection; by default after a hash of its text), with pg's other options.
 */
export function pgQuery<R>(compiled: CompiledQuery, options: { name?: string; rowMode?: 'array' } = {}): CompiledQuery<R> {
  const text = compiled.sql;
  const name = options.name ?? statementName(text);
  return { ...compiled, sql: { ...options, name, text, toString: () => text } as unknown as string };
}

// Statement names by their text, kept: hashing the same text again on every request cost a few µs of each. The texts
// are the app's own (a few hundred shapes, their values being parameters); the memo starts over past MAX_NAMES.
const names = new Map<string, string>();
const MAX_NAMES = 1_000;
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMES) names.clear();
    name = `glassdesk_q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** Ends a statement's SQL on SQLite to have withStatementCache (create-db.ts) prepare it answering rows as arrays. */
export const ROWS_AS_ARRAYS = ' /* rows as arrays */';

/**
 * A select's rows as arrays of its columns' values in the select's order (a prepared statement on PostgreSQL, as
 * runPrepared). Where rows are many and go straight out (an export), an object per row is work for nothing:
 * better-sqlite3 built one of 15 columns in about 2 µs, as long as SQLite took to read the row. pg's rowMode 'array'
 * and better-sqlite3's raw mode hand the values over as they come.
 */
export async function selectArrays(db: Pick<Kysely<object>, 'getExecutor' | 'executeQuery'>, compiled: CompiledQuery): Promise<unknown[][]> {
  if (isPostgresDb(db)) return (await db.executeQuery<unknown[]>(pgQuery(compiled, { rowMode: 'array' }))).rows;
  const { rows } = await db.executeQuery<unknown[] | object>({ ...compiled, sql: compiled.sql + ROWS_AS_ARRAYS });
  // A Kysely made without withStatementCache answers objects: the same values, in the same order.
  return rows.map((r): unknown[] => (Array.isArray(r) ? (r as unknown[]) : Object.values(r)));
}

/**
 * `column` is one of `ids`: on PostgreSQL one array parameter (= any), planned once whatever their number (118 ids as
 * 118 parameters cost 3-4 ms to plan); on SQLite the plain list.
 */
export const amongIds = (db: Pick<Kysely<object>, 'getExecutor'>, column: string, ids: readonly unknown[]): RawBuilder<SqlBool> =>
  isPostgresDb(db) ? sql<SqlBool>`${sql.ref(column)} = any(${ids})` : sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;

/**
 * A value per row in an update of several rows by id, in one statement: `case id when <id> then <value> ... else
 * <otherwise> end` (no else: null).
 */
export const valueById = <T>(pairs: ReadonlyArray<readonly [number, RawBuilder<unknown>]>, otherwise: RawBuilder<unknown> = sql`null`) =>
  sql<T>`case id ${sql.join(
    pairs.map(([id, value]) => sql`when ${id} then ${value}`),
    sql` `,
  )} else ${otherwise} end`;

/** An integer parameter inside a `case`: PostgreSQL types a `case` of parameters as text, so it is cast. */
export const integerParam = (value: number | null) => sql`cast(${value} as integer)`;

/** A trigram index answers a search from 3 characters on; a shorter one is a scan. */
export const indexedSearch = (search: string) => [...search].length >= 3;

/**
 * A write the database refused for a reason the caller has to explain: `taken` (a unique constraint: the name or
 * email is in use) or `in_use` (a foreign key: rows elsewhere still point at the row). Repositories answer it
 * instead of throwing, and never throw HTTP errors: the service turns it into its 409 in the resource's own words.
 * The failed statement has aborted the transaction on PostgreSQL, so the service throws inside it (a rollback).
 */
export class Refusal<R extends 'taken' | 'in_use' = 'taken' | 'in_use'> {
  constructor(readonly reason: R) {}
}

/** Runs a write; a unique-constraint violation answers Refusal('taken') instead of the driver's error. */
export async function unlessTaken<T>(write: () => Promise<T>): Promise<T | Refusal<'taken'>> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) return new Refusal('taken');
    throw err;
  }
}

/** Runs a delete; a foreign-key violation (rows elsewhere still point at it) answers Refusal('in_use'). */
export async function unlessInUse<T>(write: () => Promise<T>): Promise<T | Refusal<'in_use'>> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) return new Refusal('in_use');
    throw err;
  }
}

/** True when an error from either driver is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL refused a number too large for its column (e.g. an id above 2^31-1 compared with an integer column). */
export function isNumberOutOfRange(err: unknown): boolean {
  return (err as { code?: string })?.code === '22003';
}

/** PostgreSQL refused a text it cannot hold (a NUL character: "invalid byte sequence for encoding UTF8: 0x00"). */
export function isUnstorableText(err: unknown): boolean {
  return (err as { code?: string })?.code === '22021';
}

/**
 * The database could not be reached or went away under the statement: PostgreSQL refused or dropped the connection
 * (restarting, shutting down, too many connections, an administrator ended it; SQLSTATE class 08, 57P01-57P03, 53300),
 * the network failed on the way, or SQLite's file stayed locked by another process past the busy timeout. Nothing
 * about the request is wrong: the same call can succeed a moment later (a 503, not a 500).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? e.code : '';
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', 'SQLITE_BUSY'].includes(code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true;
  // node-postgres's own errors carry no code.
  const message = typeof e?.message === 'string' ? e.message : '';
  return /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/.test(message);
}

/** True when an error from either driver is a foreign-key violation (a row still in use, or a missing parent). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  // SQLite reports ON DELETE RESTRICT through a trigger code; its message names the foreign key.
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (e?.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY/.test(e.message ?? ''));
}

/** True on PostgreSQL (for the few queries that must differ, such as the tickets' search index). */
export const isPostgresDb = (db: Pick<Kysely<object>, 'getExecutor'>) => db.getExecutor().adapter instanceof PostgresAdapter;

type Lockable = 'customers' | 'businesses' | 'roles';

/**
 * Takes a row's write lock for the rest of the transaction, so checks made after it see every change committed before;
 * false when no row of this id is in that state (live: not deleted). PostgreSQL: SELECT ... FOR NO KEY UPDATE, the
 * lock an UPDATE of the row takes, without writing a new version of it (a no-op UPDATE left a dead version behind and,
 * when its page had no room, new entries in every index of the table, the GIN trigram ones included). SQLite: a no-op
 * UPDATE (it has no row locks; a write takes the database's write lock).
 */
export async function lockRow(trx: Kysely<Database>, table: Lockable, id: number, state: 'live' | 'trashed' = 'live'): Promise<boolean> {
  const db = trx as unknown as Kysely<Record<Lockable, { id: number; updated_at: string; deleted_at: string | null }>>;
  if (isPostgresDb(trx)) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', state === 'live' ? 'is' : 'is not', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }
  const res = await db
    .updateTable(table)
    .set({ updated_at: sql<string>`updated_at` })
    .where('id', '=', id)
    .where('deleted_at', state === 'live' ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The tables whose rows a change holds while it reads them as they were before it (holdRow). */
export type Holdable =
  | 'businesses'
  | 'cities'
  | 'customers'
  | 'faqs'
  | 'glass_types'
  | 'help'
  | 'notification_settings'
  | 'plants'
  | 'roles'
  | 'support_requests'
  | 'tickets'
  | 'trolleys'
  | 'users'
  | 'warranty_reasons';

/**
 * Holds a row, whatever its state, for the rest of the transaction, so what the change reads of it next (the activity
 * log's "before") is what its write replaces: a change of the row that commits meanwhile is seen, one that starts
 * meanwhile waits. PostgreSQL: SELECT ... FOR NO KEY UPDATE (nothing when there is no such row). SQLite: nothing; its
 * one connection runs one transaction at a time, so nothing changes the row between the transaction's read and its write.
 */
export async function holdRow(trx: Kysely<Database>, table: Holdable, id: number): Promise<void> {
  if (!trx.isTransaction) throw new Error(`holdRow(${table}) needs the transaction of the change`);
  if (!isPostgresDb(trx)) return;
  const db = trx as unknown as Kysely<Record<Holdable, { id: number }>>;
  await db.selectFrom(table).select('id').where('id', '=', id).forNoKeyUpdate().execute();
}

/** One round trip to the database (readiness). */
export const ping = (db: Pick<Kysely<object>, 'getExecutor'>) => sql`select 1`.execute(db);
