// `npm run bench:sealer`: the activity log's sealer alone, in this process, without HTTP: what linking, inserting,
// indexing and tallying a pending entry costs (the share of a logged write that the sealer carries after it).
// A fresh database gets --chain entries sealed first (so the indexes are not tiny), then each round writes --entries
// pending entries like a rename's (one insert each, as requests write them) and seals them all, timed: wall time and
// this process's CPU a sealed entry. On PostgreSQL the database's own CPU is not in the CPU figure (the wall time has it).
// The bench:activity runs move by ±10% from run to run; this one by a few per cent, so a change to the sealer shows here.
// Options: --db sqlite|postgres, --entries N (20,000), --chain N (100,000), --rounds N (3), --out FILE, --dist DIR (another
// build's apps/server/dist to measure, for a comparison: a copy under apps/server/node_modules/.cache resolves its imports).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { n } from './lib/args.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { writeResults } from './lib/results.mjs';
import { root } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    entries: { type: 'string', default: '20000' },
    chain: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string' },
    dist: { type: 'string' },
  },
});
const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
const [ENTRIES, CHAIN, ROUNDS] = [n(args.entries), n(args.chain), n(args.rounds)];
const distDir = path.resolve(args.dist ?? path.join(root, 'apps/server/dist'));
const dist = (p) => import(pathToFileURL(path.join(distDir, p)).href);
const { createDb } = await dist('db/create-db.js');
const { migrateToLatest } = await dist('db/migrate.js');
const { sealActivity } = await dist('modules/activity/activity.sealer.js');
const { entryOf } = await dist('modules/activity/activity.recorder.js');
const { insertPendingEntries } = await dist('modules/activity/activity-chain.repository.js');

const database = await freshDatabase(dialect, '-sealer');
const handle = createDb({ databaseUrl: database.url, dataDir: database.dataDir ?? '' });
const db = handle.db;
await migrateToLatest(db, dialect);

const actor = { type: 'user', id: 1, name: 'Bench Admin' };
let made = 0;
/** `count` pending entries of renames, as the recorder writes them (one a request: the same rows, in fewer statements). */
async function writePending(count) {
  const at = Date.now();
  const entries = Array.from({ length: count }, (_, k) => {
    const i = made++;
    const change = { field: 'name', before: `Bench City ${i}`, after: `Bench City ${i + 1}` };
    const record = { action: 'updated', entity: { type: 'city', id: 1 + (i % 500), label: change.after }, changes: [change] };
    return JSON.stringify(entryOf(record, actor, new Date(at + k).toISOString(), { id: `req-${i}`, ip: '127.0.0.1' }));
  });
  for (let i = 0; i < entries.length; i += 500) await db.transaction().execute((trx) => insertPendingEntries(trx, entries.slice(i, i + 500)));
}

const round1 = (x) => Math.round(x * 10) / 10;
try {
  console.log(`Sealer (${dialect}): ${CHAIN.toLocaleString('en-US')} entries sealed first, then ${ROUNDS} rounds of ${ENTRIES.toLocaleString('en-US')}...`);
  for (let i = 0; i < CHAIN; i += 50_000) {
    await writePending(Math.min(50_000, CHAIN - i));
    await sealActivity(db);
  }
  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    await writePending(ENTRIES);
    const cpu = process.cpuUsage();
    const started = performance.now();
    const sealed = await sealActivity(db);
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    if (sealed !== ENTRIES) throw new Error(`sealed ${sealed} of ${ENTRIES} entries`);
    rounds.push({ wallUsPerEntry: round1((wallMs * 1000) / ENTRIES), cpuUsPerEntry: round1((user + system) / ENTRIES) });
    console.log(`  round ${r + 1}: ${rounds[r].wallUsPerEntry} µs an entry (wall), ${rounds[r].cpuUsPerEntry} µs of this process's CPU`);
  }
  const median = (k) => rounds.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  const result = { wallUsPerEntry: median('wallUsPerEntry'), cpuUsPerEntry: median('cpuUsPerEntry') };
  console.log(`Median: ${result.wallUsPerEntry} µs an entry (wall), ${result.cpuUsPerEntry} µs of CPU`);
  const file = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-sealer-${dialect}.json`);
  await writeResults(file, {
    date: new Date().toISOString(),
    dialect,
    build: path.relative(root, distDir),
    node: process.version,
    entries: ENTRIES,
    chain: CHAIN,
    rounds,
    ...result,
  });
  console.log(`Written: ${path.relative(process.cwd(), file)}`);
} finally {
  await handle.close();
  await database.cleanup();
}
