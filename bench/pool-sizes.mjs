// `node bench/pool-sizes.mjs`: the built server on an already filled PostgreSQL database (DATABASE_URL; `npm run bench --
// --db postgres --keep` leaves one), started once per pool size (DATABASE_POOL_SIZE) and round, the sizes alternated,
// each answering the same lists and searches with `--connections` clients: requests/s, p50, p99, and the CPU a
// request of the server and of PostgreSQL's processes (this host's, from /proc). One request of each scenario goes
// alone before its load, as `npm run bench` asks a first request, so a broad term is counted once and not by every
// client at once.
// Options: --sizes 10,4 (the pool sizes), --rounds 2, --duration 8, --warmup 2, --connections 10, --only REGEX
// (scenario ids), --server FILE (another build's server.js), --out FILE.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generator } from './data.mjs';
import { measure } from './lib/load.mjs';
import { writeResults } from './lib/results.mjs';
import { API, cpuMsOf, getJson, login, root, startProcess } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10,4' },
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    server: { type: 'string', default: path.join(root, 'apps/server/dist/server.js') },
    out: { type: 'string' },
  },
});
const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Set DATABASE_URL to a filled PostgreSQL database (npm run bench -- --db postgres --keep leaves glassdesk_bench).');
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'bench-admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'Bench-Admin-2026' };
const sizes = args.sizes.split(',').map(Number);
const params = { rounds: Number(args.rounds), duration: Number(args.duration), warmup: Number(args.warmup), connections: Number(args.connections) };
const only = args.only ? new RegExp(args.only) : null;

const rnd = generator(17);
const digits = () => String(rnd.int(10_000)).padStart(4, '0');
const letters = () => `j${String.fromCharCode(97 + rnd.int(26))}${String.fromCharCode(97 + rnd.int(26))}`;
/** `npm run bench`'s and `bench:lists`' ids: a fixed path, or a new one for every request (`next`). */
const scenarios = [
  { id: '1', path: '/tickets' },
  { id: '7b', path: '/tickets?search=t-w9' },
  { id: '7y', next: () => `/tickets?search=${digits()}` },
  { id: '7z', next: () => `/tickets?search=${letters()}` },
  { id: '8da', path: '/tickets?search=-20&sort_by=id&order=asc' },
  { id: '9t1', path: '/trolleys' },
  { id: '9ts2', path: '/trolleys?search=rack' },
  { id: '9tsy', next: () => `/trolleys?search=${digits()}` },
  { id: '9csy', next: () => `/customers?search=${digits()}` },
  { id: '9bs1', path: '/business?search=gla' },
].filter((s) => !only || only.test(s.id));

/** The CPU PostgreSQL's processes on this host have used so far, in milliseconds. */
function postgresCpuMs() {
  let ms = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ms += cpuMsOf(pid);
    } catch {
      // the process ended
    }
  }
  return ms;
}

const results = [];
for (let round = 1; round <= params.rounds; round++) {
  for (const size of round % 2 ? sizes : sizes.toReversed()) {
    const server = await startProcess(args.server, { DATABASE_URL, DATABASE_POOL_SIZE: String(size), LOG_LEVEL: 'warn' });
    try {
      const token = await login(server.url, ADMIN.email, ADMIN.password);
      for (const s of scenarios) {
        const url = `${server.url}${API}${s.path ?? s.next()}`;
        const nextPath = s.next ? () => `${API}${s.next()}` : undefined;
        await getJson(url, token);
        await measure(url, { token, connections: params.connections, duration: params.warmup, warmup: 0, nextPath });
        const [server0, postgres0] = [cpuMsOf(server.child.pid), postgresCpuMs()];
        const r = await measure(url, { token, connections: params.connections, duration: params.duration, warmup: 0, nextPath });
        const row = {
          round,
          pool: size,
          id: s.id,
          rps: r.requestsPerSecond,
          p50: r.p50,
          p99: r.p99,
          errors: r.errors,
          serverMs: +((cpuMsOf(server.child.pid) - server0) / r.requests).toFixed(2),
          pgMs: +((postgresCpuMs() - postgres0) / r.requests).toFixed(2),
        };
        results.push(row);
        console.log(JSON.stringify(row));
      }
    } finally {
      await server.stop();
    }
  }
}
const out = args.out ?? path.join(root, `bench/results/${new Date().toISOString().slice(0, 10)}-postgres-pool-sizes.json`);
await writeResults(out, { date: new Date().toISOString(), sizes, params, server: path.relative(root, args.server), results });
console.log(`Results: ${path.relative(root, out)}`);
