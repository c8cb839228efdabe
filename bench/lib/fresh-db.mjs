// A database of its own for a benchmark, dropped and made again on every run: a SQLite data directory under the
// system's temporary directory, or a PostgreSQL database named after DATABASE_URL's (default glassdesk_bench) with
// `suffix` added. Its name must contain "bench", so a run can never drop a real database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * { env (DATA_DIR or DATABASE_URL for the server), dataDir or url, reused, cleanup() }. With `reuse`, a database left
 * by an earlier run (its `keep`) is handed back as it is, `reused: true`; `keep` makes cleanup() leave it in place.
 */
export async function freshDatabase(dialect, suffix, { reuse = false, keep = false } = {}) {
  if (dialect === 'sqlite') {
    const dataDir = path.join(os.tmpdir(), `glassdesk-bench${suffix}`);
    const cleanup = async () => (keep ? undefined : fs.rmSync(dataDir, { recursive: true, force: true }));
    if (reuse && fs.existsSync(path.join(dataDir, 'glassdesk.sqlite'))) return { env: { DATA_DIR: dataDir }, dataDir, reused: true, cleanup };
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, dataDir, reused: false, cleanup };
  }
  const url = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/glassdesk_bench');
  url.pathname = `/${decodeURIComponent(url.pathname.slice(1))}${suffix.replaceAll('-', '_')}`;
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/bench/i.test(name)) throw new Error(`The benchmark drops and recreates its database: "${name}" must contain "bench".`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const run = async (q, values) => {
    const c = new pg.Client({ connectionString: admin.href });
    await c.connect();
    try {
      return (await c.query(q, values)).rows;
    } finally {
      await c.end();
    }
  };
  const cleanup = async () => (keep ? undefined : run(`drop database if exists "${name}" with (force)`));
  if (reuse && (await run('select 1 from pg_database where datname = $1', [name])).length) return { env: { DATABASE_URL: url.href }, url: url.href, reused: true, cleanup };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  return { env: { DATABASE_URL: url.href }, url: url.href, reused: false, cleanup };
}
