import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createRequire } from 'node:module';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type PgModule from 'pg';
import type { Database } from './schema.js';
import { ROWS_AS_ARRAYS } from './sql.js';
import { FALLBACK_AUTOCHECKPOINT_PAGES, startCheckpointer } from './checkpointer.js';

let pgLoaded: typeof PgModule | undefined;
/**
 * node-postgres, loaded by the first PostgreSQL handle: a server on SQLite never reads its modules (about 60 ms of a
 * cold start). It is CommonJS, so `require` loads it as the handle is made, without making createDb wait.
 */
function pgModule(): typeof PgModule {
  if (!pgLoaded) {
    pgLoaded = createRequire(import.meta.url)('pg') as typeof PgModule;
    // PostgreSQL returns count(*) and bigint as strings; both dialects answer numbers here.
    pgLoaded.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  }
  return pgLoaded;
}

export type Dialect = 'sqlite' | 'postgres';
/** `close`: ends what the handle started (SQLite's checkpointer, then the connection; PostgreSQL's pool). */
export type DbHandle = { db: Kysely<Database>; dialect: Dialect; close: () => Promise<void> };

/**
 * PostgreSQL: how long a pooled connection may sit unused before it is closed. node-postgres closes them after 10 s,
 * so a page opened after a pause paid new connections, their sign-in, and its statements prepared and the server's
 * caches filled again (a ticket search on a new connection: 56 ms, on a used one 5 ms; a page's five requests after
 * 12 s: the slowest 117-129 ms, 38-48 ms with connections kept). Ten minutes, as HikariCP's default idle timeout.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/** What PostgreSQL shows of GlassDesk's connections (pg_stat_activity.application_name). */
export const APPLICATION_NAME = 'glassdesk';

/**
 * PostgreSQL: the most connections the pool holds when DATABASE_POOL_SIZE does not say: twice this machine's CPUs, at
 * least 4 (the PostgreSQL wiki's starting point is twice the cores). Connections beyond what the cores can run at once
 * do not answer more: their statements take turns inside PostgreSQL, each slowed by the others. On 2 cores with
 * PostgreSQL beside the server, 1,000,000 tickets, 10 clients, two alternated rounds: 4 instead of 10 took a search
 * new on every request from 154-172 to 225-234 requests/s (p99 145-147 -> 82-86 ms) and the first page from 797-1,013
 * to 1,358-1,374 (p99 27-34 -> 19 ms); 2, 3, 4 and 6 were within each other's spread, 2 and 6 with the worst rounds.
 */
export function defaultPoolSize(cpus = os.availableParallelism()): number {
  return Math.max(4, 2 * cpus);
}

export function createDb(opts: {
  databaseUrl?: string;
  /** PostgreSQL: the most connections at once (DATABASE_POOL_SIZE); default defaultPoolSize(). */
  poolSize?: number;
  dataDir: string;
  schema?: string;
  onCheckpointError?: (message: string) => void;
  /** PostgreSQL: a pooled connection broke while unused (the server restarted, an administrator or a proxy ended it). */
  onIdleConnectionError?: (message: string) => void;
}): DbHandle {
  if (opts.databaseUrl) {
    // No parallel workers: a request's statements are small, and starting workers cost more than they saved (a
    // search's ids, 55 of 100,000 trolleys: 0.9 ms of work, 58 ms with two workers launched, once the statistics
    // estimated 5,000 rows); ten connections on a few cores are the parallelism.
    // No JIT: it compiles a statement whose estimated cost passes jit_above_cost, and a search's estimates can be far
    // off (an array overlap of 20 rare words estimated at 454,218 rows, 152 read): 589 ms of compiling for a statement
    // that ran in 2 ms. No statement of a request runs long enough to win it back.
    const settings = ['-c max_parallel_workers_per_gather=0', '-c jit=off'];
    // A test run works in its own schema so runs never see each other's rows.
    if (opts.schema) settings.push(`-c search_path=${opts.schema}`);
    const pool = new (pgModule().Pool)({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? defaultPoolSize(),
      idleTimeoutMillis: POOL_IDLE_MS,
      // TCP keep-alive from a minute of silence: a connection a firewall dropped while unused is found out, not waited on.
      keepAlive: true,
      keepAliveInitialDelayMillis: 60_000,
      // Named in pg_stat_activity and the server's log (%a), unless DATABASE_URL or PGAPPNAME names it otherwise.
      fallback_application_name: APPLICATION_NAME,
      options: settings.join(' '),
    });
    // The pool drops a connection that breaks while unused, and the next query opens another. Without a listener its
    // 'error' event ended the process: restarting PostgreSQL stopped the server.
    const onIdleError = opts.onIdleConnectionError ?? ((message: string) => process.emitWarning(`PostgreSQL connection closed while idle: ${message}`));
    pool.on('error', (err) => onIdleError(err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, 'glassdesk.sqlite');
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  // Checkpoints run beside the server, not in its commits (db/checkpointer.ts).
  database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  const checkpointer = startCheckpointer(file, opts.onCheckpointError ?? ((message) => process.emitWarning(`SQLite checkpoint: ${message}`)));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  return {
    db,
    dialect: 'sqlite',
    // The checkpointer's connection first, so the server's is the last to close (it folds the log in and removes it).
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

/**
 * Kysely prepares every query anew, and better-sqlite3's prepare() was 14% of the server's time under load
 * (GET /cities). The same SQL text gets the same prepared statement back, from a bounded cache (the oldest goes
 * first): a statement runs to completion before the next call (better-sqlite3 is synchronous), so sharing is safe.
 * A statement ending in ROWS_AS_ARRAYS (selectArrays) is prepared in raw mode.
 */
export function withStatementCache(database: SQLite.Database, size = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    let stmt = cache.get(source);
    if (stmt) {
      // Most recently used last: a Map keeps insertion order.
      cache.delete(source);
    } else {
      stmt = database.prepare(source);
      // selectArrays' statements answer each row as an array of its values (their text differs: they never share).
      if (source.endsWith(ROWS_AS_ARRAYS)) stmt.raw(true);
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, stmt);
    return stmt;
  };
  return { prepare, close: () => void database.close() };
}
