import { type Kysely, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';

// Kysely's migrator takes a lock (a lock table row on PostgreSQL, the write lock on SQLite), so several
// instances starting at once run each migration exactly once.
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
