// `npm run bench:cold-start`: the server's cold start (spawn to GET /readyz answering 200, the same figure as
// `npm run bench`'s "Cold start" row) of two builds taken in turns on one database, so that a host whose speed drifts
// moves both alike: the bundled server a start runs (apps/server/dist/server.js, scripts/bundle-server.mjs) and the
// same code unbundled (tsc's apps/server/dist/main.js), or --other SCRIPT. The database is made and migrated by a first
// start that is not counted. Options: --db sqlite|postgres, --runs N (7 each), --other FILE, --out FILE.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { n } from './lib/args.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { writeResults } from './lib/results.mjs';
import { root, startProcess } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: { db: { type: 'string' }, runs: { type: 'string', default: '7' }, other: { type: 'string' }, out: { type: 'string' } },
});
const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
const RUNS = n(args.runs);
const builds = [
  ['bundled', path.join(root, 'apps/server/dist/server.js')],
  ['unbundled', path.resolve(args.other ?? path.join(root, 'apps/server/dist/main.js'))],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const database = await freshDatabase(dialect, '-cold-start');
const env = { ...database.env, ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: 'Bench-Admin-2026', LOG_LEVEL: 'warn' };
const runs = Object.fromEntries(builds.map(([tag]) => [tag, []]));
try {
  await (await startProcess(builds[0][1], env)).stop();
  for (let i = 0; i < RUNS; i++)
    for (let b = 0; b < builds.length; b++) {
      const [tag, script] = builds[(b + i) % builds.length];
      const server = await startProcess(script, env);
      runs[tag].push(Math.round(server.readyMs));
      await server.stop();
    }
} finally {
  await database.cleanup();
}
const result = {
  date: new Date().toISOString(),
  dialect,
  machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, node: process.version },
  builds: Object.fromEntries(builds.map(([tag, script]) => [tag, { script: path.relative(root, script), runs: runs[tag], medianMs: median(runs[tag]) }])),
  target: { medianMs: 1500, met: median(runs.bundled) <= 1500 },
};
for (const [tag] of builds) console.log(`${tag}: median ${median(runs[tag])} ms (${runs[tag].join(', ')})`);
console.log(`${result.target.met ? 'MET' : 'MISSED'} Cold start to /readyz <= 1.5 s (median): ${median(runs.bundled)} ms`);
const file = args.out ?? path.join(root, 'bench/results', `${result.date.slice(0, 10)}-cold-start-${dialect}.json`);
await writeResults(path.resolve(file), result);
console.log(`Written: ${path.relative(process.cwd(), file)}`);
