import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index.js';

/**
 * SQLite answers SQLITE_BUSY at once (without waiting) when two processes both try to upgrade a read
 * transaction to a write: the loser retries, and then finds the work done.
 */
export async function retryWhenBusy<T>(work: () => Promise<T>, tries = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string })?.code ?? '';
      if (!code.startsWith('SQLITE_BUSY') || attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
}

const provider = { getMigrations: async () => migrations };
/** The advisory lock a migration run holds on PostgreSQL (tests take it to drop a schema, see build-test-app). */
export const PG_MIGRATION_LOCK = 20261121;

/**
 * Several instances may start at once. Kysely's migrator creates its own tables before it locks, which races
 * on PostgreSQL, and takes no lock at all on SQLite. So we hold a lock around the whole run: a session
 * advisory lock on PostgreSQL, SQLite's write lock (BEGIN IMMEDIATE waits for the busy timeout) on SQLite.
 * The next instance then finds every migration applied.
 */
export async function migrateToLatest(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    return db.connection().execute(async (conn) => {
      await sql`select pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(conn);
      try {
        // Kysely looks for its own tables in every schema unless told which one: name ours.
        const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
        const migrationTableSchema = rows[0].schema;
        check(await new Migrator({ db: conn, provider, migrationTableSchema }).migrateToLatest());
      } finally {
        await sql`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(conn);
      }
    });
  }
  const migrator = new Migrator({ db, provider });
  await sql`begin immediate`.execute(db);
  try {
    check(await migrator.migrateToLatest());
    await sql`commit`.execute(db);
  } catch (err) {
    await sql`rollback`.execute(db);
    throw err;
  }
}

function check({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>) {
  const failed = results?.find((r) => r.status === 'Error');
  // The driver's own error is rethrown as is, so its code (e.g. SQLITE_BUSY) still tells what happened.
  if (error instanceof Error) throw error;
  if (error) throw new Error('Migration failed', { cause: error });
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
}
