// `npm run backup [FILE]`: a consistent backup of the database while the server runs.
// Reads the server's own settings: DATABASE_URL (PostgreSQL, pg_dump's custom format) or else DATA_DIR (SQLite,
// the online backup API). Image bytes live in the database, so this one file holds everything. Without FILE it
// writes DATA_DIR/backups/glassdesk-<time>.sqlite (or .pgdump). Restore with `npm run restore FILE`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
const file = path.resolve(process.argv[2] || path.join(dataDir, 'backups', `glassdesk-${stamp}.${databaseUrl ? 'pgdump' : 'sqlite'}`));
// Written beside the target and renamed when complete: a failed backup never leaves a file that looks whole.
const partial = `${file}.partial`;
fs.mkdirSync(path.dirname(file), { recursive: true });
const started = Date.now();

try {
  if (databaseUrl) {
    // pg_dump reads one snapshot (a repeatable-read transaction): consistent while instances keep writing.
    const res = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, databaseUrl], { stdio: ['ignore', 'inherit', 'inherit'] });
    if (res.error) throw new Error(`pg_dump could not run (${res.error.message}); install PostgreSQL's client tools`);
    if (res.status !== 0) throw new Error(`pg_dump failed (exit ${res.status})`);
  } else {
    const source = path.join(dataDir, 'glassdesk.sqlite');
    if (!fs.existsSync(source)) throw new Error(`no database at ${source} (set DATA_DIR)`);
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      // SQLite's online backup copies pages while the server keeps writing; a write by another connection restarts
      // the copy at its next step. After the first step the rest goes in one step, so a busy server cannot keep
      // restarting it (a read in WAL mode never blocks the server's writes).
      await db.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
    } finally {
      db.close();
    }
    const copy = new SQLite(partial, { readonly: true });
    const check = copy.pragma('integrity_check', { simple: true });
    copy.close();
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
  }
  fs.renameSync(partial, file);
  const size = fs.statSync(file).size;
  console.log(`Backup written: ${file} (${(size / 1024).toFixed(0)} KB, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  fs.rmSync(partial, { force: true });
  console.error(`Backup failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
