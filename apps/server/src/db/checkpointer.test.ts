import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from './create-db.js';
import { CHECKPOINT_EVERY_MS, FALLBACK_AUTOCHECKPOINT_PAGES } from './checkpointer.js';

// SQLite's checkpoints run in a worker beside the server (db/checkpointer.ts), not in the server's commits: what the
// server writes reaches the database file without its own connection checkpointing, and a close leaves no log behind.

const dirs: string[] = [];
const handles: DbHandle[] = [];
afterEach(async () => {
  for (const h of handles.splice(0)) await h.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function open() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-checkpoint-'));
  dirs.push(dataDir);
  const handle = createDb({ dataDir });
  handles.push(handle);
  return { handle, file: path.join(dataDir, 'glassdesk.sqlite') };
}

/** The rows of `t` in the database file alone, as a copy without its write-ahead log reads them. */
function rowsInFileAlone(file: string): number {
  const copy = `${file}.alone`;
  fs.copyFileSync(file, copy);
  const db = new SQLite(copy, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from sqlite_master where name = 't'").get() as { n: number }).n
      ? (db.prepare('select count(*) as n from t').get() as { n: number }).n
      : 0;
  } finally {
    db.close();
    fs.rmSync(copy, { force: true });
  }
}

describe('SQLite checkpoints', () => {
  it("reach the database file from the worker, the server's connection keeping its threshold as a safety net only", async () => {
    const { handle, file } = open();
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(handle.db);
    expect(rows[0]?.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
    await sql`create table t (id integer primary key, v text)`.execute(handle.db);
    for (let i = 0; i < 200; i++) await sql`insert into t (v) values (${`row ${i}`})`.execute(handle.db);
    // 200 small commits: far below the safety net's 10,000 pages, so only the worker can have copied them.
    await expect.poll(() => rowsInFileAlone(file), { timeout: 20 * CHECKPOINT_EVERY_MS, interval: CHECKPOINT_EVERY_MS }).toBe(200);
  });

  it('stop before the server closes: the server folds the log in last and removes it', async () => {
    const { handle, file } = open();
    await sql`create table t (id integer primary key, v text)`.execute(handle.db);
    await sql`insert into t (v) values ('kept')`.execute(handle.db);
    await handles.pop()!.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(rowsInFileAlone(file)).toBe(1);
  });
});
