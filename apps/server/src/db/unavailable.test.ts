import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db.js';
import { isDatabaseUnavailable } from './sql.js';
import { usingPostgres } from '../test/build-test-app.js';
import { scratchDatabase } from '../test/scratch-db.js';

// isDatabaseUnavailable tells "the database cannot be reached for the moment" (a 503, try again) from a failed
// statement (a 500): checked here against the errors the drivers really throw, not against hand-made ones.

const { url, dataDir, schema, admin, createSchema, cleanup } = scratchDatabase('unavailable');
afterAll(cleanup);

const failureOf = async (work: () => Promise<unknown>) => {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected the work to fail');
};

describe('a database that cannot be reached', () => {
  it('went away under a running statement, refuses connections (PostgreSQL), or stays locked by another process (SQLite)', async () => {
    if (usingPostgres()) {
      await createSchema();
      const { db, close } = createDb({ databaseUrl: url, dataDir, schema, onIdleConnectionError: () => {} });
      try {
        const tag = `unavailable_${randomBytes(4).toString('hex')}`;
        const running = failureOf(() => sql`select pg_sleep(10) as ${sql.raw(tag)}`.execute(db));
        // Ended from outside while it runs, as a restart of PostgreSQL or an administrator would.
        await expect
          .poll(() =>
            admin(async (c) => (await c.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like $1 and pid <> pg_backend_pid()`, [`%${tag}%`])).rowCount),
          )
          .toBeGreaterThan(0);
        const ended = await running;
        expect((ended as { code?: string }).code).toBe('57P01');
        expect(isDatabaseUnavailable(ended)).toBe(true);
      } finally {
        await close();
      }

      // Nothing listens on the port: ECONNREFUSED.
      const nowhere = new URL(url!);
      nowhere.port = '1';
      const refused = createDb({ databaseUrl: nowhere.href, dataDir, onIdleConnectionError: () => {} });
      try {
        expect(isDatabaseUnavailable(await failureOf(() => sql`select 1`.execute(refused.db)))).toBe(true);
      } finally {
        await refused.close();
      }
    }

    // SQLite's file held by another process (a second server, a backup tool) past the busy timeout: SQLITE_BUSY.
    const file = path.join(dataDir, 'locked.sqlite');
    const holder = new SQLite(file);
    holder.exec('create table t (x integer)');
    const other = new SQLite(file, { timeout: 0 });
    try {
      holder.exec('begin exclusive');
      const locked = await failureOf(async () => other.prepare('insert into t (x) values (1)').run());
      expect((locked as { code?: string }).code).toBe('SQLITE_BUSY');
      expect(isDatabaseUnavailable(locked)).toBe(true);
    } finally {
      holder.exec('rollback');
      other.close();
      holder.close();
    }
  });

  it('a statement that fails on a database that answers is not "unavailable"', async () => {
    if (usingPostgres()) await createSchema();
    const { db, close } = usingPostgres() ? createDb({ databaseUrl: url, dataDir, schema, onIdleConnectionError: () => {} }) : createDb({ dataDir });
    try {
      expect(isDatabaseUnavailable(await failureOf(() => sql`select * from no_such_table`.execute(db)))).toBe(false);
    } finally {
      await close();
    }
  });
});
