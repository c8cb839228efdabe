import { vi } from 'vitest';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { usingPostgres } from './build-test-app.js';

/** A statement as it was sent: its SQL, and on PostgreSQL the name it was prepared under (none: parsed and planned). */
type Sent = { text: string; name?: string };

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
        sent.push(typeof q === 'string' ? { text: q } : { text: q.text, name: q.name });
        return query.apply(this, args) as never;
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
          sent.push({ text: this.source });
          return original.apply(this, args);
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
