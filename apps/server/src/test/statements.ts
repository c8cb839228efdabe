import { vi } from 'vitest';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { usingPostgres } from './build-test-app.js';

/**
 * A statement as it was sent: its SQL, on PostgreSQL the name it was prepared under (none: parsed and planned), and
 * the rows it answered once it had (a statement that failed has none).
 */
type Sent = { text: string; name?: string; rows?: number };

/** The SQL the database was sent while `work` ran (pg's queries, or better-sqlite3's statements run). */
export async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return (await sentDuring(work)).map((s) => s.text);
}

/** PostgreSQL: the statements `work` sent without a name (parsed and planned again on every call), but begin and commit. */
export async function unpreparedStatementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return (await sentDuring(work)).filter((s) => s.name === undefined && !TRANSACTION.test(s.text)).map((s) => s.text);
}

const TRANSACTION = /^\s*(begin|commit|rollback)\b/i;

async function sentDuring(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const spies = [];
  if (usingPostgres()) {
    const query = Reflect.get(pg.Client.prototype, 'query') as (...a: unknown[]) => unknown;
    spies.push(
      vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const q = args[0] as string | { text: string; name?: string };
        const entry: Sent = typeof q === 'string' ? { text: q } : { text: q.text, name: q.name };
        sent.push(entry);
        const result = query.apply(this, args);
        if (result instanceof Promise)
          void result.then(
            (r: { rows?: unknown[] }) => (entry.rows = r?.rows?.length),
            () => undefined,
          );
        return result as never;
      }),
    );
  } else {
    const probe = new SQLite(':memory:');
    const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'run' | 'all' | 'get', (...a: unknown[]) => unknown>;
    probe.close();
    for (const method of ['run', 'all', 'get'] as const) {
      const original = statement[method];
      spies.push(
        vi.spyOn(statement, method).mockImplementation(function (this: { source: string }, ...args: unknown[]) {
          const entry: Sent = { text: this.source };
          sent.push(entry);
          const result = original.apply(this, args);
          if (method === 'all' && Array.isArray(result)) entry.rows = result.length;
          return result;
        }),
      );
    }
  }
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return sent;
}

/** The statements `work` sent, but a transaction's begin, commit and rollback. */
export async function statementsSentBy(work: () => Promise<unknown>): Promise<string[]> {
  return (await statementsDuring(work)).filter((s) => !TRANSACTION.test(s));
}

/** The statements `work` sent, each with the rows it answered (undefined: not a read, or it failed). */
export async function rowsAnsweredDuring(work: () => Promise<unknown>): Promise<Array<{ text: string; rows?: number }>> {
  return (await sentDuring(work)).map(({ text, rows }) => ({ text, rows }));
}
