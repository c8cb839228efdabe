// `npm run test:drills`: operational drills against the real built server, on SQLite and PostgreSQL.
// Crash (SIGKILL under concurrent writes), two instances behind a proxy, backup and restore, mail (SIGKILL
// with queued mail, two instances sending). Prints the figures and ends with `N passed, N failed`; exits non-zero on
// any failure. Names as arguments pick drills: `npm run test:drills -- crash two backup mail`. DRILL_KILLS sets the
// kills per database (default 30).
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { backupRestoreDrill } from './backup-restore.mjs';
import { crashDrill } from './crash.mjs';
import { mailCrashDrill, mailTwoInstancesDrill } from './mail.mjs';
import { postgresReachable, PG_URL } from './lib.mjs';
import { twoInstancesDrill } from './two-instances.mjs';

const started = Date.now();
const picked = process.argv.slice(2);
const wants = (name) => picked.length === 0 || picked.some((p) => name.startsWith(p));
const kills = Number(process.env.DRILL_KILLS || 30);
const results = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function check(name, ok, detail) {
  results.push({ name, ok, detail });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? `\n         ${detail}` : ''}`);
}

/** Runs one drill; an exception is a failed check with its message (the other drills still run). */
async function drill(name, work) {
  const at = Date.now();
  console.log(`\n${name}`);
  try {
    await work();
  } catch (err) {
    check(name, false, err instanceof Error ? (err.stack ?? err.message).slice(0, 1500) : String(err));
  }
  console.log(`  (${seconds(Date.now() - at)})`);
}

buildIfNeeded();
const pg = await postgresReachable();
if (pg !== true) console.log(`\nPostgreSQL at ${PG_URL} is not reachable (${pg}): its drills fail. Set DRILL_DATABASE_URL or TEST_DATABASE_URL.`);
const kinds = ['sqlite', 'postgres'];
const figures = { crash: [], backup: [], mail: [] };

for (const kind of kinds) {
  if (!wants('crash')) break;
  await drill(`Crash: ${kills} SIGKILLs under concurrent writes on ${kind}`, async () => {
    if (kind === 'postgres' && pg !== true) throw new Error('PostgreSQL unreachable');
    const f = await crashDrill(kind, { kills });
    figures.crash.push(f);
    check(
      `${kind}: every acknowledged write survives ${kills} kills; integrity ok, nothing half written`,
      f.survived === kills && f.problems.length === 0 && f.acknowledged > 0,
      f.problems.length ? f.problems.join('\n         ') : undefined,
    );
  });
}

if (wants('two')) {
  await drill('Two instances on one PostgreSQL database behind a round-robin proxy', async () => {
    if (pg !== true) throw new Error('PostgreSQL unreachable');
    await twoInstancesDrill({ check });
  });
}

for (const kind of kinds) {
  if (!wants('backup')) break;
  await drill(`Backup and restore on ${kind} (npm run backup / npm run restore)`, async () => {
    if (kind === 'postgres' && pg !== true) throw new Error('PostgreSQL unreachable');
    figures.backup.push({ kind, ...(await backupRestoreDrill(kind, { check })) });
  });
}

for (const kind of kinds) {
  if (!wants('mail')) break;
  await drill(`Mail: SIGKILL with mail in the outbox on ${kind}, then a restart`, async () => {
    if (kind === 'postgres' && pg !== true) throw new Error('PostgreSQL unreachable');
    figures.mail.push(await mailCrashDrill(kind, { check }));
  });
}

if (wants('mail')) {
  await drill('Mail: two instances on one PostgreSQL database send each message once', async () => {
    if (pg !== true) throw new Error('PostgreSQL unreachable');
    await mailTwoInstancesDrill({ check });
  });
}

console.log('\nSummary');
for (const f of figures.crash) {
  console.log(`  crash ${f.kind}: ${f.survived}/${f.kills} kills survived; ${f.detail}; ${f.checks} acknowledged-write checks after restarts`);
}
for (const f of figures.backup)
  console.log(`  backup ${f.kind}: ${f.rows} rows in ${f.tables} tables and ${f.images} images (${(f.bytes / 1024).toFixed(0)} KB of blobs) identical after restore`);
for (const f of figures.mail) {
  console.log(`  mail ${f.kind}: killed with ${f.queuedAtKill} queued (${f.claimedAtKill} in a try); ${f.once} sent once, all ${(f.tookMs / 1000).toFixed(1)} s after the kill`);
}
const failed = results.filter((r) => !r.ok);
for (const r of failed) console.log(`  failed: ${r.name}`);
console.log(`  run time ${seconds(Date.now() - started)}`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
