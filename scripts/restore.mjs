// `npm run restore FILE`: brings back a backup made by `npm run backup`, into the database the server's
// settings name: DATABASE_URL (PostgreSQL, pg_restore in one transaction) or else DATA_DIR (SQLite). Stop every
// server instance first: a restore replaces the whole database under them.
// SQLite: the current database is kept beside it as glassdesk.sqlite.before-restore-<time> (delete it when satisfied).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

const dataDir = path.resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const file = process.argv[2] && path.resolve(process.argv[2]);

function fail(message) {
  console.error(`Restore failed: ${message}`);
  process.exit(1);
}

if (!file) fail('name the backup file: npm run restore FILE');
if (!fs.existsSync(file)) fail(`no file ${file}`);
const head = Buffer.alloc(16);
const fd = fs.openSync(file, 'r');
fs.readSync(fd, head, 0, 16, 0);
fs.closeSync(fd);
const kind = head.subarray(0, 5).toString('latin1') === 'PGDMP' ? 'postgres' : head.toString('latin1') === 'SQLite format 3\0' ? 'sqlite' : undefined;
if (!kind) fail(`${file} is neither a SQLite database nor a pg_dump custom-format file`);
if (kind === 'postgres' && !databaseUrl) fail('this is a PostgreSQL backup: set DATABASE_URL to the database to restore into');
if (kind === 'sqlite' && databaseUrl) fail('this is a SQLite backup, but DATABASE_URL names a PostgreSQL database: unset it and set DATA_DIR');
const started = Date.now();

if (kind === 'postgres') {
  // One transaction: either the whole backup is in, or nothing changed. --clean drops what the backup holds first.
  const res = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${databaseUrl}`, file], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (res.error) fail(`pg_restore could not run (${res.error.message}); install PostgreSQL's client tools`);
  if (res.status !== 0) fail(`pg_restore failed (exit ${res.status}); the database is as it was`);
} else {
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  const result = check.pragma('integrity_check', { simple: true });
  check.close();
  if (result !== 'ok') fail(`${file} failed its integrity check: ${result}`);

  fs.mkdirSync(dataDir, { recursive: true });
  const target = path.join(dataDir, 'glassdesk.sqlite');
  const incoming = `${target}.restoring`;
  fs.copyFileSync(file, incoming);
  if (fs.existsSync(target)) {
    // Fold the current database's WAL into it, so the copy kept aside is whole on its own.
    const current = new SQLite(target, { fileMustExist: true });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
    fs.renameSync(target, `${target}.before-restore-${stamp}`);
  }
  // A WAL or shared-memory file of the old database must never be applied to the restored one.
  for (const extra of ['-wal', '-shm']) fs.rmSync(`${target}${extra}`, { force: true });
  fs.renameSync(incoming, target);
}
console.log(
  `Restored ${file} into ${databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : path.join(dataDir, 'glassdesk.sqlite')} in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server.`,
);
