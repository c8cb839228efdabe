// `npm run bench:trolleys`: the balance board's figure, on SQLite or PostgreSQL. A generator fills a fresh
// database with CUSTOMERS customers (in businesses of ten), TROLLEYS trolleys and about TRANSACTIONS transactions:
// each trolley goes out to customers and back over two years (Delivery, Pickup, OnPlant), and about 40% are at a
// customer now (an open hold), a few with a pickup request. Every customer has its cost terms, a third changed once.
// Then the real built server answers GET /trolleys/balance: the first page in its default order (the highest charge
// first), sorted by customer name, a search, and a deep page. Target: p99 <= 50 ms each. Then the first read after
// a change (the instance reads the open holds again), timed 20 times.
// Options: --db sqlite|postgres, --customers N, --trolleys N, --transactions N, --duration S, --warmup S,
// --connections N, --out FILE, --keep (leave the database for a look afterwards). Prints every target as MET or MISSED and writes bench/results/<date>-trolleys-<db>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fleetArgs } from './lib/args.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { generateFleet } from './lib/fleet.mjs';
import { measure } from './lib/load.mjs';
import { API, login, root, startProcess } from './lib/server.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const { args, dialect, size } = fleetArgs({
  transactions: { type: 'string', default: '2000000' },
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  connections: { type: 'string', default: '10' },
});
const params = { duration: Number(args.duration), warmup: Number(args.warmup), connections: Number(args.connections) };
const log = (...a) => console.log(...a);

const database = await freshDatabase(dialect, '-trolleys');
const script = path.join(root, 'apps/server/dist/server.js');
const env = { ...database.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };
try {
  log(`Trolley balance bench on ${dialect}: migrating...`);
  const first = await startProcess(script, env);
  await first.stop();
  const started = Date.now();
  const { made } = await generateFleet(dialect, database, size, log);
  log(`  generated ${JSON.stringify(made)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startProcess(script, env);
  const results = {};
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const scenarios = {
      'B1 first page, highest charge first': '/trolleys/balance?limit=10',
      'B2 sorted by customer name': '/trolleys/balance?limit=10&sort_by=customer_name&order=asc',
      'B3 search': '/trolleys/balance?limit=10&search=Smith',
      'B4 deep page': '/trolleys/balance?limit=10&start=5000&sort_by=held&order=desc',
    };
    for (const [name, p] of Object.entries(scenarios)) {
      const r = await measure(`${server.url}${API}${p}`, { token, ...params });
      results[name] = { ...r, target: 'p99 <= 50 ms', met: r.p99 <= 50 && r.errors === 0 };
      log(`  ${name}: p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.requestsPerSecond} req/s, errors ${r.errors} -> ${results[name].met ? 'MET' : 'MISSED'}`);
    }
    // B5: the first read after a change (a cost change here): the instance reads the open holds again. Not a target
    // of its own (reads between changes are B1-B4); said here so the cost of a change is known.
    const times = [];
    for (let i = 0; i < 20; i++) {
      const put = await fetch(`${server.url}${API}/customers/${1 + i}/cost`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ max_day_allowed: i % 7, per_day_charge: 2.5 }),
      });
      if (!put.ok) throw new Error(`cost change: ${put.status}`);
      const started = performance.now();
      const res = await fetch(`${server.url}${API}/trolleys/balance?limit=10`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results['B5 first read after a change'] = { p50: Math.round(times[10]), max: Math.round(times[19]), samples: 20 };
    log(`  B5 first read after a change: median ${Math.round(times[10])} ms, max ${Math.round(times[19])} ms (20 changes)`);
  } finally {
    await server.stop();
  }
  const out = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-trolleys-${dialect}.json`);
  fs.writeFileSync(out, JSON.stringify({ dialect, node: process.version, cpus: os.cpus().length, made, params, results }, null, 2) + '\n');
  log(`wrote ${path.relative(root, out)}`);
} finally {
  if (args.keep) log(`kept the database: ${JSON.stringify(database.env)}`);
  else await database.cleanup();
}
