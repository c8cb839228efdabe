import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { APPLICATION_NAME, createDb, defaultPoolSize, POOL_IDLE_MS } from './create-db.js';
import { usingPostgres } from '../test/build-test-app.js';
import { scratchDatabase } from '../test/scratch-db.js';

const { url, dataDir, schema, admin, createSchema, cleanup } = scratchDatabase('pool');
afterAll(cleanup);

const backendPid = async (db: ReturnType<typeof createDb>['db']) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;

describe('the database handle', () => {
  it('keeps pooled PostgreSQL connections through a pause, and a connection that breaks while unused is replaced, not fatal', async () => {
    if (!usingPostgres()) {
      // SQLite: one connection in the process, nothing to break apart from the file; it answers as ever.
      const { db, dialect, close } = createDb({ dataDir });
      expect(dialect).toBe('sqlite');
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0].one).toBe(1);
      await close();
      return;
    }
    await createSchema();
    const errors: string[] = [];
    const { db, close } = createDb({ databaseUrl: url, dataDir, schema, onIdleConnectionError: (m) => errors.push(m) });
    try {
      // One query at a time: the pool holds one connection, which goes back to it idle after each.
      const first = await backendPid(db);
      expect(await backendPid(db)).toBe(first);
      // Operators pick GlassDesk's connections out by name.
      const named = await admin((c) => c.query<{ application_name: string }>('select application_name from pg_stat_activity where pid = $1', [first]));
      expect(named.rows[0]?.application_name).toBe(APPLICATION_NAME);
      expect(POOL_IDLE_MS).toBeGreaterThanOrEqual(5 * 60_000);

      // Ended from outside while idle (as a restart of PostgreSQL ends every connection): told, and dropped.
      await admin((c) => c.query('select pg_terminate_backend($1)', [first]));
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]).toMatch(/terminat/i);

      // The next query opens another connection and answers.
      const next = await backendPid(db);
      expect(next).toBeTypeOf('number');
      expect(next).not.toBe(first);
    } finally {
      await close();
    }
  });

  it('holds at most its pool size of PostgreSQL connections: by default twice the CPUs, at least 4', async () => {
    expect([1, 2, 3, 8].map((cpus) => defaultPoolSize(cpus))).toEqual([4, 4, 6, 16]);
    if (!usingPostgres()) return;
    await createSchema();
    const { db, close } = createDb({ databaseUrl: url, dataDir, schema, poolSize: 2 });
    try {
      // Six statements at once on a pool of two: all answered, by two connections taking turns.
      const slowPid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(db)).rows[0].pid;
      const pids = await Promise.all(Array.from({ length: 6 }, slowPid));
      expect(pids).toHaveLength(6);
      expect(new Set(pids).size).toBeLessThanOrEqual(2);
    } finally {
      await close();
    }
  });
});
