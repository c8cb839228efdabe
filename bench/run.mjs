// `npm run bench`: the benchmark suite (see bench/README.md). Fills a database of its own through
// bench/seed.mjs, runs the real built server on it over loopback and measures with autocannon: the tickets list and
// its search, sorts, deep page and business filter, the dashboard, the export, the framework's overhead against a
// bare reference server, the web app's JavaScript, and the cold start. Prints a markdown table with every target
// MET or MISSED and writes bench/results/<date>-<db>.json (-2, -3... when the day has one already; --out FILE to choose).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { measure } from './lib/load.mjs';
import { chooseSearchTerms, readTicketTexts } from './lib/terms.mjs';
import { generator } from './data.mjs';
// Every sortable column of the tickets list, as the API accepts them (the shared package, built before a run).
import { TICKET_SORT_COLUMNS } from '@glassdesk/shared';
import { evaluateTargets, markdown, updateReadme } from './lib/report.mjs';
import { writeResults } from './lib/results.mjs';
import { API, getJson, login, root, rssOf, sampleRss, startProcess, startServer } from './lib/server.mjs';
import { webSizes } from './lib/web-size.mjs';
import { countXlsxRows } from './lib/xlsx-rows.mjs';

const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '1000000' },
    db: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'no-scaling': { type: 'boolean', default: false },
    'no-sorts': { type: 'boolean', default: false },
    'cold-starts': { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    'update-readme': { type: 'boolean', default: false },
    out: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(fs.readFileSync(path.join(root, 'bench/README.md'), 'utf8').split('\n## ')[1] ?? 'See bench/README.md');
  process.exit(0);
}

const num = (name) => {
  const n = Number(String(args[name]).replace(/_/g, ''));
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} takes a number`);
  return n;
};
const TICKETS = num('tickets');
const params = { duration: num('duration'), warmup: num('warmup'), connections: num('connections') };
const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
if (!['sqlite', 'postgres'].includes(dialect)) throw new Error('--db is sqlite or postgres');
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const runStarted = Date.now();
const log = (line) => console.log(`[${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// ---- the database of the run ---------------------------------------------------------------------------------

/** A fresh, empty database of the benchmark's own: a data folder for SQLite, a database for PostgreSQL. */
async function freshDatabase() {
  if (dialect === 'sqlite') {
    const dataDir = path.resolve(args['data-dir'] ?? path.join(os.tmpdir(), 'glassdesk-bench'));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, cleanup: () => fs.rmSync(dataDir, { recursive: true, force: true }), where: dataDir };
  }
  const url = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/glassdesk_bench');
  const name = decodeURIComponent(url.pathname.slice(1));
  // The run drops and recreates its database: never one whose name does not say it is a benchmark's.
  if (!/bench/i.test(name)) throw new Error(`The benchmark drops and recreates its database: "${name}" does not look like one (its name must contain "bench").`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const drop = async () => {
    const c = new pg.Client({ connectionString: admin.href });
    await c.connect();
    await c.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await c.end();
  };
  return { env: { DATABASE_URL: url.href }, cleanup: drop, where: url.href.replace(/\/\/[^@/]*@/, '//') };
}

async function databaseVersion(env) {
  if (env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    const { rows } = await c.query('show server_version');
    await c.end();
    return `PostgreSQL ${rows[0].server_version}`;
  }
  const db = new SQLite(path.join(env.DATA_DIR, 'glassdesk.sqlite'), { readonly: true });
  const { v } = db.prepare('select sqlite_version() as v').get();
  db.close();
  return `SQLite ${v}`;
}

/** Fills the database up to `tickets` with bench/seed.mjs (its own command, as anyone would run it). */
function fill(env, tickets) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'bench/seed.mjs'), '--tickets', String(tickets)], {
      cwd: root,
      env: { ...process.env, ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) log(`  seed: ${line.trim()}`);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve((Date.now() - started) / 1000) : reject(new Error(`bench/seed.mjs exited with ${code}`))));
  });
}

// ---- scenarios -----------------------------------------------------------------------------------------------

const qs = (query) => new URLSearchParams(query).toString();

/**
 * What the searches look for, chosen once on the first (smallest) fill from rows that stay in every later one, so
 * each size answers the same searches: 4 characters from inside a ticket id, the last 6 digits of its glass order
 * number, the first 4 letters of a customer's surname.
 */
async function chooseTerms(url, token, total) {
  const page = await getJson(`${url}${API}/tickets?${qs({ sort_by: 'id', order: 'asc', start: Math.min(4321, Math.max(0, total - 20)), limit: 20 })}`, token);
  const ticket = page.list[0];
  const withSurname = page.list.find((t) => (t.name.split(' ').at(-1) ?? '').replace(/[^A-Za-z]/g, '').length >= 4) ?? ticket;
  return {
    ticketId: ticket.ticket_id.slice(3, 7),
    orderNo: ticket.glass_order_no.slice(-6),
    name: withSurname.name.split(' ').at(-1).slice(0, 4).toLowerCase(),
    business: ticket.business_id,
  };
}

const letter = (i) => String.fromCharCode(97 + (i % 26)) + (i >= 26 ? String(Math.floor(i / 26)) : '');

/**
 * A search for each term chosen by frequency (bench/lib/terms.mjs), in the default order; then searches
 * never made before, a new one for every request (4 random digits, as in an order number, and a random pair of
 * letters after the most frequent first letter of a name): what a search costs when nothing of it is kept.
 */
function frequencyScenarios(terms) {
  const rnd = generator(23);
  const digits = () => String(rnd.int(10_000)).padStart(4, '0');
  const name = terms.search.find((t) => t.field === 'customer_name' && t.kind === 'top3')?.term.slice(0, 1) ?? 'a';
  const letters = () => `${name}${String.fromCharCode(97 + rnd.int(26))}${String.fromCharCode(97 + rnd.int(26))}`;
  return [
    ...terms.search.map((t, i) => ({ id: `7${letter(i)}`, name: `Search "${t.term}" (${t.name})`, path: `/tickets?${qs({ search: t.term })}`, p99Target: true })),
    {
      id: '7y',
      name: 'Search 4 random digits, new every request',
      path: `/tickets?${qs({ search: digits() })}`,
      nextPath: () => `/tickets?${qs({ search: digits() })}`,
      p99Target: true,
    },
    {
      id: '7z',
      name: `Search "${name}" and 2 random letters, new every request`,
      path: `/tickets?${qs({ search: letters() })}`,
      nextPath: () => `/tickets?${qs({ search: letters() })}`,
      p99Target: true,
    },
  ];
}

/**
 * Every sortable column, both with the term that matches most tickets and with the most frequent start of a
 * customer name (thousands of tickets), at the largest size only.
 */
function sortScenarios(terms) {
  const densest = terms.search.reduce((a, b) => (b.share > a.share ? b : a));
  const name = terms.search.find((t) => t.field === 'customer_name' && t.kind === 'top4') ?? densest;
  const picks = [densest, ...(name.term === densest.term ? [] : [name])];
  return picks.flatMap((t, j) =>
    TICKET_SORT_COLUMNS.map((column, i) => ({
      id: `8${j ? 'n' : 'd'}${letter(i)}`,
      name: `Search "${t.term}" sorted by ${column}${i % 2 ? ' (desc)' : ''}`,
      path: `/tickets?${qs({ search: t.term, sort_by: column, order: i % 2 ? 'desc' : 'asc' })}`,
      p99Target: true,
    })),
  );
}

const listScenarios = (terms) => [
  { id: '1', name: 'First page, default sort', path: `/tickets`, p99Target: true },
  { id: '2a', name: `Search part of a ticket id ("${terms.ticketId}")`, path: `/tickets?${qs({ search: terms.ticketId })}`, p99Target: true },
  { id: '2b', name: `Search part of an order number ("${terms.orderNo}")`, path: `/tickets?${qs({ search: terms.orderNo })}`, p99Target: true },
  { id: '2c', name: `Search part of a customer name ("${terms.name}")`, path: `/tickets?${qs({ search: terms.name })}`, p99Target: true },
  { id: '3a', name: 'Sort by created_at', path: `/tickets?${qs({ sort_by: 'created_at' })}`, p99Target: true },
  { id: '3b', name: 'Sort by customer name', path: `/tickets?${qs({ sort_by: 'name' })}`, p99Target: true },
  ...frequencyScenarios(terms),
];
const otherScenarios = (terms, total) => [
  { id: '4', name: `Deep page (start ${Math.floor(total / 2).toLocaleString('en-US')})`, path: `/tickets?${qs({ start: Math.floor(total / 2) })}`, p99Target: false },
  { id: '5', name: `Business filter (business ${terms.business})`, path: `/tickets?${qs({ business: terms.business })}`, p99Target: true },
  { id: '6a', name: 'GET /dashboard', path: '/dashboard', p99Target: true },
  { id: '6b', name: 'GET /tickets/recent', path: '/tickets/recent', p99Target: true },
  ...(args['no-sorts'] ? [] : sortScenarios(terms)),
];

async function runScenarios(url, token, scenarios) {
  const out = [];
  for (const s of scenarios) {
    // One plain request first: it must answer 200, and tells how many rows match. It is also the first time the
    // server sees this request (a search's count is made then, and reused until the searched data changes): timed.
    const started = performance.now();
    const body = await getJson(`${url}${API}${s.path}`, token);
    const firstMs = Math.round(performance.now() - started);
    const nextPath = s.nextPath && (() => `${API}${s.nextPath()}`);
    const r = await measure(`${url}${API}${s.path}`, { token, ...params, nextPath });
    if (server?.child.exitCode !== null) throw new Error(`the server exited during scenario ${s.id}`);
    const row = { ...s, count: typeof body.count === 'number' ? body.count : undefined, firstMs, ...r };
    delete row.nextPath;
    log(`  ${s.id.padEnd(3)} ${s.name}: first ${firstMs} ms, ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
    out.push(row);
  }
  return out;
}

// ---- export --------------------------------------------------------------------------------------------------

/** Downloads the export of every live ticket to a file while sampling the server's RSS; then counts its rows. */
async function measureExport(server, token, liveTickets) {
  const file = path.join(os.tmpdir(), `glassdesk-bench-export-${process.pid}.xlsx`);
  const before = rssOf(server.child.pid);
  const sampler = sampleRss(server.child.pid, 100);
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}${API}/report/tickets/export`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}`);
    await pipeline(res.body, fs.createWriteStream(file));
    const seconds = (performance.now() - started) / 1000;
    const { peak, samples } = sampler.stop();
    const bytes = fs.statSync(file).size;
    const counted = await countXlsxRows(file);
    return {
      seconds,
      bytes,
      rowsPerSecond: Math.round(liveTickets / seconds),
      rssBeforeBytes: before,
      rssPeakBytes: peak,
      rssGrowthBytes: Math.max(0, peak - before),
      rssSamples: samples,
      // The header row and one row per live ticket.
      expectedRows: liveTickets + 1,
      rowsInFile: counted.rows,
    };
  } finally {
    sampler.stop();
    fs.rmSync(file, { force: true });
  }
}

// ---- the run -------------------------------------------------------------------------------------------------

const database = await freshDatabase();
log(`GlassDesk benchmark: ${dialect} (${database.where}), ${TICKETS.toLocaleString('en-US')} tickets, ${params.connections} connections, ${params.duration} s per scenario`);
const sizes = args['no-scaling'] ? [TICKETS] : [...new Set([10_000, 100_000].filter((n) => n < TICKETS).concat(TICKETS))];
const result = {
  date: new Date().toISOString(),
  tickets: TICKETS,
  params,
  machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, memoryBytes: os.totalmem(), node: process.version, platform: `${os.type()} ${os.release()}` },
  db: { dialect },
  fills: [],
  scaling: {},
  scenarios: [],
};
let terms;
let server;
try {
  let had = 0;
  for (const size of sizes) {
    log(`Filling to ${size.toLocaleString('en-US')} tickets...`);
    const seconds = await fill(database.env, size);
    result.fills.push({ tickets: size, added: size - had, seconds, rowsPerSecond: (size - had) / seconds });
    had = size;
    result.db.version ??= await databaseVersion(database.env);

    server = await startServer(database.env);
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const first = await getJson(`${server.url}${API}/tickets`, token);
    if (!terms) {
      terms = await chooseTerms(server.url, token, first.count);
      terms.search = chooseSearchTerms(await readTicketTexts(database.env));
      log(`Search terms by frequency: ${terms.search.map((t) => `"${t.term}" (${(t.share * 100).toFixed(2)} %)`).join(', ')}`);
    }
    log(`Measuring at ${size.toLocaleString('en-US')} tickets (${first.count.toLocaleString('en-US')} live)...`);
    result.scaling[size] = await runScenarios(server.url, token, listScenarios(terms));

    if (size === TICKETS) {
      result.terms = terms;
      result.scenarios = [...result.scaling[size], ...(await runScenarios(server.url, token, otherScenarios(terms, first.count)))];
      log('Export of every live ticket...');
      result.export = await measureExport(server, token, first.count);
      log(`  ${result.export.rowsPerSecond} rows/s, RSS +${(result.export.rssGrowthBytes / 1e6).toFixed(1)} MB, ${result.export.rowsInFile} rows in the file`);

      log('Overhead: GET /cities, ours then the reference server...');
      const citiesPath = `${API}/cities`;
      await getJson(`${server.url}${citiesPath}`, token);
      const ours = await measure(`${server.url}${citiesPath}`, { token, ...params });
      await server.stop();
      server = undefined;
      const reference = await startProcess(path.join(root, 'bench/reference-server.mjs'), database.env);
      try {
        await getJson(`${reference.url}${citiesPath}`, token);
        const ref = await measure(`${reference.url}${citiesPath}`, { token, ...params });
        result.overhead = { ours, reference: ref, ratio: ours.requestsPerSecond / ref.requestsPerSecond };
      } finally {
        await reference.stop();
      }
      log(`  ours ${Math.round(ours.requestsPerSecond)} req/s, reference ${Math.round(result.overhead.reference.requestsPerSecond)} req/s: ${result.overhead.ratio.toFixed(2)}x`);

      log('Cold start on the filled database...');
      const runs = [];
      for (let i = 0; i < Math.max(1, num('cold-starts')); i++) {
        const s = await startServer(database.env);
        runs.push(s.readyMs);
        await s.stop();
      }
      const sorted = [...runs].sort((a, b) => a - b);
      result.coldStart = { runs, medianMs: sorted[Math.floor(sorted.length / 2)] };
      log(`  ${runs.map((x) => Math.round(x)).join(', ')} ms`);
    } else {
      await server.stop();
      server = undefined;
    }
  }
  try {
    result.web = webSizes(path.join(root, 'apps/web/dist'));
  } catch (err) {
    log(`Web sizes not measured: ${err.message}`);
  }
} finally {
  await server?.stop();
  if (!args.keep) await database.cleanup();
  else log(`Kept the database: ${database.where}`);
}

result.totalSeconds = (Date.now() - runStarted) / 1000;
result.targets = evaluateTargets(result);
const table = markdown(result);
const suffix = TICKETS === 1_000_000 ? '' : `-${TICKETS >= 1000 ? `${TICKETS / 1000}k` : TICKETS}`;
// A second run of the day (another host, another build) gets a name of its own instead of replacing the first's.
const resultFile = (n) => path.join(root, 'bench/results', `${result.date.slice(0, 10)}-${dialect}${suffix}${n > 1 ? `-${n}` : ''}.json`);
let out = args.out ? path.resolve(args.out) : resultFile(1);
for (let n = 2; !args.out && fs.existsSync(out); n++) out = resultFile(n);
await writeResults(out, result);
console.log(`\n${table}\n\nResults: ${path.relative(root, out)}`);
if (args['update-readme']) {
  updateReadme(
    path.join(root, 'README.md'),
    dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
    `${table}\n\nHow to run it and what each scenario does: [bench/README.md](bench/README.md). Figures: [${path.relative(root, out)}](${path.relative(root, out)}).`,
  );
  console.log('README.md: "## Performance" updated.');
}
const missed = result.targets.filter((t) => t.status === 'MISSED').length;
console.log(`${result.targets.length - missed} targets met, ${missed} missed.`);
