// `npm run bench:activity`: the activity log's two figures, on SQLite or PostgreSQL.
// 1. Write overhead: GET-free write scenarios (a customer's cost, a city's rename, a new FAQ: each request changes
//    something, so each records an entry) on the build of the last commit without the activity log (BASELINE, built
//    in a git worktree of its own), on this build without the log (buildWithoutLog: the same writes, the log's reads
//    and writes taken out) and on this build, each on a fresh database: requests/s before and after.
//    Target: after >= 80% of before. Also the server process's CPU per request (robust to other load on the machine;
//    on PostgreSQL the database's own CPU is not in it).
// 2. The Activity list at N entries (default 1,000,000, made by the generator below with a valid hash chain, as the
//    recorder writes them): the first page, each one filter, a record's History and a search. Target: p99 <= 50 ms.
//    Then `npm run activity:verify`'s check of the whole chain, timed.
// Options: --db sqlite|postgres, --entries N, --duration S, --warmup S, --connections N, --baseline REV,
// --rounds N (3: the three builds' runs alternate, and each figure is the mean of N), --skip-writes, --skip-list,
// --out FILE, --keep (leave the list's database in place after the run), --reuse (measure the list on the database a
// --keep run left, without generating it again: 5,000,000 entries take minutes to make). Prints every target as MET or MISSED and writes bench/results/<date>-activity-<db>.json.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { FIRST_NAMES, generator, LAST_NAMES } from './data.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { measure } from './lib/load.mjs';
import { writeResults } from './lib/results.mjs';
import { bundleServer } from '../scripts/bundle-server.mjs';
import { API, cpuMsOf, getJson, login, root, startProcess } from './lib/server.mjs';

/** The last commit before the activity log: the "before" of the write overhead. */
const BASELINE = 'a94f557';
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    entries: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    baseline: { type: 'string', default: BASELINE },
    'skip-writes': { type: 'boolean', default: false },
    'skip-list': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
const ENTRIES = Number(String(args.entries).replace(/_/g, ''));
const params = { duration: Number(args.duration), warmup: Number(args.warmup), connections: Number(args.connections), rounds: Number(args.rounds) };
if (!Number.isInteger(params.rounds) || params.rounds < 1) throw new Error('--rounds: a whole number, 1 or more');
const log = (...a) => console.log(...a);
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

// ---- databases: each run its own (lib/fresh-db.mjs) -------------------------------------------------------------

// Retention off for sign-ins: the generated entries span two years, and the first start would otherwise purge the
// older sign-ins while the list is measured (the 2026-11-27 runs did: their early list figures include that purge).
const serverEnv = (env) => ({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', ACTIVITY_RETENTION_DAYS: 'sign_in=never' });

// ---- 1. write overhead -------------------------------------------------------------------------------------------

/** The baseline's server, built in a worktree whose node_modules are this checkout's, but for its own packages. */
async function buildBaseline(rev) {
  const dir = path.join(os.tmpdir(), `glassdesk-baseline-${rev}`);
  if (!fs.existsSync(path.join(dir, 'apps/server/dist/server.js'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    spawnSync('git', ['worktree', 'prune'], { cwd: root });
    execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, rev], { cwd: root, stdio: 'ignore' });
    const nm = path.join(dir, 'node_modules');
    fs.mkdirSync(path.join(nm, '@glassdesk'), { recursive: true });
    for (const entry of fs.readdirSync(path.join(root, 'node_modules'))) {
      if (entry === '@glassdesk' || entry === '.bin') continue;
      fs.symlinkSync(path.join(root, 'node_modules', entry), path.join(nm, entry));
    }
    fs.symlinkSync(path.join(dir, 'packages/shared'), path.join(nm, '@glassdesk/shared'));
    // Dependencies a workspace keeps to itself (not hoisted): its own node_modules, shared the same way.
    for (const ws of ['apps/server', 'packages/shared']) {
      const own = path.join(root, ws, 'node_modules');
      if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, ws, 'node_modules'));
    }
    log(`  building ${rev} in ${dir}...`);
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/shared', 'apps/server'], { cwd: dir, stdio: 'inherit' });
  }
  const dist = path.join(dir, 'apps/server/dist');
  // A build since 2026-12-07 starts from its bundle (scripts/bundle-server.mjs), which tsc does not make.
  if (!fs.existsSync(path.join(dist, 'server.js')) && fs.existsSync(path.join(dist, 'main.js'))) await bundleServer(dist);
  return path.join(dist, 'server.js');
}

/**
 * This build with the activity log's reads and writes taken out: the same writes without the log. A copy of
 * apps/server/dist (under apps/server/node_modules/.cache, so its imports resolve as the build's) in which the log's
 * snapshot reads return nothing and its recording functions return at once; the transactions the writes open stay.
 * Each patch must find its text: a build that changed them fails here instead of measuring the log by mistake.
 * Not taken out: what a write reads for the log inside its own statements (a rename's name before it: a read of its
 * own on SQLite, a locked join on PostgreSQL), so a rename's ratio to this run flatters the log by that much.
 */
async function buildWithoutLog() {
  const dir = path.join(root, 'apps/server/node_modules/.cache/glassdesk-without-activity-log/dist');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'apps/server/dist'), dir, { recursive: true });
  const patch = (file, edits) => {
    const at = path.join(dir, file);
    let text = fs.readFileSync(at, 'utf8');
    for (const [from, to] of edits) {
      if (!text.includes(from)) throw new Error(`bench: "${from}" is not in ${file}: update buildWithoutLog() to this build`);
      text = text.replace(from, to);
    }
    fs.writeFileSync(at, text);
  };
  patch('modules/activity/activity.service.js', [
    ['export const snapshot = (trx, type, id, { held = false } = {}) => readSnapshot(trx, type, id, !held);', 'export const snapshot = async () => undefined;'],
    [
      "export async function recordChange(trx, type, id, before, action = 'updated', opts = {}) {",
      "export async function recordChange(trx, type, id, before, action = 'updated', opts = {}) {\n    return;",
    ],
    [
      "export async function recordChanges(trx, type, items, action = 'updated', opts = {}) {",
      "export async function recordChanges(trx, type, items, action = 'updated', opts = {}) {\n    return;",
    ],
    ['export async function entryInStatement(trx, type, id, after, before) {', 'export async function entryInStatement(trx, type, id, after, before) {\n    return undefined;'],
    [
      'export async function entryCreatedInStatement(trx, type, row, opts = {}) {',
      'export async function entryCreatedInStatement(trx, type, row, opts = {}) {\n    return undefined;',
    ],
    [
      "export async function entryWithStatement(trx, type, id, before, after, action = 'updated', opts = {}) {",
      "export async function entryWithStatement(trx, type, id, before, after, action = 'updated', opts = {}) {\n    return undefined;",
    ],
    [
      'export async function tracked(trx, type, id, action, change, opts = {}) {',
      'export async function tracked(trx, type, id, action, change, opts = {}) {\n    return change();',
    ],
  ]);
  patch('modules/activity/activity.recorder.js', [
    ['export async function recordActivity(trx, ...records) {', 'export async function recordActivity(trx, ...records) {\n    return;'],
  ]);
  // The server a start runs is the bundle of these modules (scripts/bundle-server.mjs): made again from the patched ones.
  await bundleServer(dir);
  return path.join(dir, 'server.js');
}

async function call(url, token, method, p, body) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * PostgreSQL's own CPU time (ms), every postgres process on this machine (read from /proc; another cluster's too, so
 * run nothing else on it meanwhile): the database's share of a write, which the server's CPU does not show. Undefined
 * on SQLite, for a database on another host, or where the processes cannot be read.
 */
function databaseCpuMs() {
  if (dialect !== 'postgres') return undefined;
  const host = new URL(process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/glassdesk_bench').hostname;
  if (!['', '127.0.0.1', 'localhost', '[::1]'].includes(host)) return undefined;
  const found = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0) return undefined;
  let ms = 0;
  for (const pid of found.stdout.split(/\s+/).filter(Boolean)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10; // utime and stime, in clock ticks of 10 ms
    } catch {
      // A process that ended meanwhile.
    }
  }
  return ms;
}

/**
 * One write scenario under load: every request carries a new value (counter-made), so every one is a change; with
 * idOf, to the record it names.
 */
async function loadWrites(server, token, method, p, bodyOf, idOf) {
  const url = server.url;
  let i = 0;
  // With idOf, each request's path names its own record (`{id}` in p).
  const setupRequest = (req) => {
    const n = i++;
    return { ...req, ...(idOf ? { path: p.replace('{id}', String(idOf(n))) } : {}), body: JSON.stringify(bodyOf(n)) };
  };
  const opts = {
    url: `${url}${idOf ? p.replace('{id}', String(idOf(0))) : p}`,
    connections: params.connections,
    timeout: 10,
    requests: [{ method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, setupRequest }],
  };
  if (params.warmup > 0) await autocannon({ ...opts, duration: params.warmup });
  const cpuBefore = cpuMsOf(server.child.pid);
  const dbCpuBefore = databaseCpuMs();
  const r = await autocannon({ ...opts, duration: params.duration });
  // The sealer's batches of the last quarter second belong to these requests too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const perRequest = (ms) => round((1000 * ms) / Math.max(1, r.requests.total), 0);
  const cpuUsPerRequest = perRequest(cpuMsOf(server.child.pid) - cpuBefore);
  const dbCpuUsPerRequest = dbCpuBefore === undefined ? undefined : perRequest(databaseCpuMs() - dbCpuBefore);
  return { requestsPerSecond: round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpuUsPerRequest, dbCpuUsPerRequest };
}

async function writeScenarios(script, tag) {
  const database = await freshDatabase(dialect, `-activity-${tag}`);
  const server = await startProcess(script, serverEnv(database.env));
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const customer = await call(server.url, null, 'POST', '/api/customer/v1.0/register', {
      first_name: 'Bench',
      last_name: 'Customer',
      email: 'bench-customer@example.com',
      number: '0123456789',
      password: 'Bench-Customer-1',
    });
    const city = await call(server.url, token, 'POST', `${API}/cities`, { name: 'Bench City' });
    const out = {};
    out.cost = await loadWrites(server, token, 'PUT', `${API}/customers/${customer.id}/cost`, (i) => ({ max_day_allowed: 5 + (i % 20), per_day_charge: 1 + (i % 500) / 100 }));
    out.city = await loadWrites(server, token, 'PUT', `${API}/cities/${city.id}`, (i) => ({ name: `Bench City ${i}` }));
    out.faq = await loadWrites(server, token, 'POST', `${API}/faqs`, (i) => ({ title: `Bench question ${i}`, content: `<p>Answer ${i}</p>` }));
    // An update read before its change (held: its row's lock on PostgreSQL), spread over 50 FAQs as staff edit many.
    const faqIds = [];
    for (let n = 0; n < 50; n++) faqIds.push((await call(server.url, token, 'POST', `${API}/faqs`, { title: `Bench edit ${n}`, content: '<p>Edit</p>' })).id);
    out.faqEdit = await loadWrites(
      server,
      token,
      'PUT',
      `${API}/faqs/{id}`,
      (i) => ({ title: `Bench edit ${i}`, content: `<p>Edited ${i}</p>` }),
      (i) => faqIds[i % faqIds.length],
    );
    return out;
  } finally {
    await server?.stop();
    await database.cleanup();
    if (args.keep) log(`The list's database is kept for --reuse: ${database.dataDir ?? database.url}`);
  }
}

// ---- 2. the list at N entries ---------------------------------------------------------------------------------

const ENTITY_WEIGHTS = [
  ['ticket', 30],
  ['customer', 20],
  ['trolley', 25],
  ['business', 5],
  ['user', 8],
  ['role', 1],
  ['city', 1],
  ['plant', 2],
  ['faq', 1],
  ['warranty_reason', 1],
  ['glass_type', 1],
  ['support', 3],
  ['ticket_settings', 1],
  ['notification_settings', 1],
];
const ACTIONS = {
  ticket: ['created', 'updated', 'notified', 'commented', 'delivered', 'deleted', 'restored'],
  customer: ['created', 'updated', 'updated', 'approved', 'verified', 'signed_in', 'signed_in', 'sign_in_failed', 'password_changed'],
  trolley: ['moved', 'moved', 'moved', 'updated', 'created'],
  user: ['signed_in', 'signed_in', 'signed_in', 'sign_in_failed', 'updated', 'created', 'password_reset'],
};

// The per-day tallies of every entry (what the sealer keeps as it goes), rebuilt after a bulk load.
const TALLY_REBUILD = `delete from activity_tally;
  insert into activity_tally (dim, value, day, n)
  select dim, value, day, count(*) from (
    select 'all' as dim, '' as value, substr(at, 1, 10) as day from activity
    union all select 'actor_type', actor_type, substr(at, 1, 10) from activity
    union all select 'actor', actor_type || ':' || coalesce(cast(actor_id as text), ''), substr(at, 1, 10) from activity
    union all select 'entity_type', entity_type, substr(at, 1, 10) from activity
    union all select 'action', action, substr(at, 1, 10) from activity) d
  group by dim, value, day`;

const staff = Array.from({ length: 40 }, (_, i) => ({ id: i + 2, name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[(i * 7) % LAST_NAMES.length]}` }));
const customers = Array.from({ length: 20_000 }, (_, i) => ({ id: i + 1, name: `${FIRST_NAMES[(i * 13) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 31) % LAST_NAMES.length]}` }));
/** The actor and the customer the list's scenarios filter and search by (the same on every run: the names are fixed). */
const sample = { staffId: staff[3].id, customer: customers[4321] };

/** Generates `count` entries over the last two years, chained by hash as the recorder chains them, and inserts them. */
async function generateEntries(env, count) {
  const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
  const { entryHash, GENESIS_HASH } = await import(dist('modules/activity/activity-hash.js'));
  const { kindOf } = await import(dist('modules/activity/activity.recorder.js'));
  const { ACTIVITY_COLUMNS } = await import(dist('modules/activity/activity-chain.repository.js'));
  const rnd = generator(20261127);
  const totalWeight = ENTITY_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  const pickType = () => {
    let x = rnd.int(totalWeight);
    for (const [t, w] of ENTITY_WEIGHTS) if ((x -= w) < 0) return t;
    return 'ticket';
  };
  const start = Date.now() - 730 * 86_400_000;
  const step = (730 * 86_400_000) / count;
  // The chain's columns in the sealer's order (the bench inserts them as the sealer does).
  const columns = ACTIVITY_COLUMNS;
  let prev = GENESIS_HASH;
  const make = (k) => {
    const type = pickType();
    const action = rnd.pick(ACTIONS[type] ?? ['created', 'updated', 'updated', 'deleted']);
    const byCustomer =
      (type === 'customer' && ['signed_in', 'sign_in_failed', 'password_changed'].includes(action)) || (type === 'ticket' && action === 'created' && rnd.int(2) === 0);
    const cust = customers[rnd.int(customers.length)];
    const actor = byCustomer
      ? { type: 'customer', id: cust.id, name: cust.name }
      : rnd.int(50) === 0
        ? { type: 'system', id: null, name: 'System' }
        : { type: 'user', ...staff[rnd.int(staff.length)] };
    const entityId = 1 + rnd.int(type === 'ticket' ? 200_000 : type === 'customer' ? 20_000 : 2_000);
    const label =
      type === 'customer' ? `Customer ${cust.name}` : type === 'ticket' ? `Ticket T-${(entityId * 7919).toString(36).toUpperCase().slice(0, 6)}` : `${type} ${entityId}`;
    const changes =
      action === 'updated' && type === 'customer'
        ? [{ field: 'per_day_charge', before: `$${(1 + rnd.int(500) / 100).toFixed(2)}`, after: `$${(1 + rnd.int(500) / 100).toFixed(2)}` }]
        : action === 'moved'
          ? [{ field: 'trolley_status', before: 'OnPlant', after: 'Delivery' }]
          : action === 'updated'
            ? [{ field: 'name', before: `Old ${entityId}`, after: `New ${entityId}` }]
            : [];
    const e = {
      at: new Date(start + k * step).toISOString(),
      actor_type: actor.type,
      actor_id: actor.id,
      actor_name: actor.name,
      action,
      entity_type: type,
      entity_id: entityId,
      entity_label: label,
      changes: JSON.stringify(changes),
      search_text: [actor.name, label, ...changes.flatMap((c) => [c.before ?? '', c.after ?? ''])].join('\u001f').toLowerCase(),
      request_id: null,
      client_address: '10.0.0.1',
      kind: kindOf({ action, entity: { type }, changes }),
    };
    const hash = entryHash(prev, e);
    const row = columns.map((c) => (c === 'prev_hash' ? prev : c === 'hash' ? hash : e[c]));
    prev = hash;
    return row;
  };

  const started = Date.now();
  if (env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    // After the entries the server's first start wrote (the chain goes on from its last hash).
    const last = (await c.query('select id, hash from activity order by id desc limit 1')).rows[0];
    prev = last?.hash ?? GENESIS_HASH;
    // The log's words (migration 0047) filled once at the end, as the migration fills them: kept by their trigger per
    // statement, 1,000 rows at a time, the load slowed from 12,600 to 5,700 entries/s by 1,500,000.
    const words = (await c.query("select to_regclass('activity_entry_words') as t")).rows[0].t !== null;
    await c.query('begin');
    if (words) await c.query('alter table activity disable trigger activity_words_insert');
    for (let k = 0; k < count;) {
      const rows = [];
      for (let j = 0; j < 1000 && k < count; j++, k++) rows.push(make(k));
      const p = [];
      const tuples = rows.map((r) => `(${r.map((v) => (p.push(v), `$${p.length}`)).join(',')})`);
      await c.query(`insert into activity (${columns.join(',')}) values ${tuples.join(',')}`, p);
      if (k % 100_000 === 0) log(`  ${k.toLocaleString('en-US')} entries (${Math.round(k / ((Date.now() - started) / 1000))}/s)`);
    }
    await c.query(TALLY_REBUILD);
    if (words) {
      const after = Number(last?.id ?? 0);
      await c.query('insert into activity_entry_words (id, words) select id, activity_words(search_text) from activity where id > $1 order by id', [after]);
      await c.query(
        `insert into activity_vocabulary as v (word, n)
         select w, count(*) from activity_entry_words as e, lateral (select distinct x from unnest(e.words) as x) as d(w)
         where e.id > $1 and w <> '' group by w order by w
         on conflict (word) do update set n = v.n + excluded.n`,
        [after],
      );
      await c.query('alter table activity enable trigger activity_words_insert');
    }
    await c.query('commit');
    await c.query('vacuum analyze activity');
    await c.query('vacuum analyze activity_tally');
    if (words) await c.query('vacuum analyze activity_entry_words, activity_vocabulary');
    await c.end();
  } else {
    const db = new SQLite(path.join(env.DATA_DIR, 'glassdesk.sqlite'));
    db.pragma('journal_mode = WAL');
    prev = db.prepare('select hash from activity order by id desc limit 1').get()?.hash ?? GENESIS_HASH;
    const st = db.prepare(`insert into activity (${columns.join(',')}) values (${columns.map(() => '?').join(',')})`);
    const batch = db.transaction((from, to) => {
      for (let k = from; k < to; k++) st.run(...make(k));
    });
    for (let k = 0; k < count; k += 100_000) {
      batch(k, Math.min(count, k + 100_000));
      log(`  ${Math.min(count, k + 100_000).toLocaleString('en-US')} entries (${Math.round(Math.min(count, k + 100_000) / ((Date.now() - started) / 1000))}/s)`);
    }
    // The server's sealer indexes text and adds tallies per batch; a bulk load does both once at the end.
    db.exec("insert into activity_search (activity_search) values ('rebuild')");
    // The words' index and their list (migration 0048), filled as the migration fills them.
    db.exec("insert into activity_words (activity_words) values ('rebuild')");
    db.exec("create virtual table temp.activity_words_terms using fts5vocab(main, activity_words, 'row')");
    db.exec("insert or ignore into activity_word_list (word) select term from temp.activity_words_terms where term glob '*[^0-9]*' order by term");
    db.exec(TALLY_REBUILD);
    db.close();
  }
  return { seconds: (Date.now() - started) / 1000 };
}

/** Paths of a search for each surname of 3+ letters in turn (the issue's searches: "any 3+ character term"). */
function nextSurname() {
  const names = LAST_NAMES.filter((n) => n.length >= 3);
  let i = 0;
  return () => `${API}/activity?search=${encodeURIComponent(names[i++ % names.length].toLowerCase())}`;
}

async function listScenarios() {
  const database = await freshDatabase(dialect, '-activity-list', { reuse: args.reuse, keep: args.keep });
  let server;
  try {
    const gen = { seconds: 0, sample };
    if (database.reused) log(`Reusing the entries a --keep run left (${database.dataDir ?? database.url}); --entries is not checked.`);
    else {
      // The schema and the admin: the server's own first start.
      server = await startProcess(path.join(root, 'apps/server/dist/server.js'), serverEnv(database.env));
      await server.stop();
      log(`Generating ${ENTRIES.toLocaleString('en-US')} entries...`);
      gen.seconds = (await generateEntries(database.env, ENTRIES)).seconds;
      log(`  ${gen.seconds.toFixed(1)} s`);
    }
    server = await startProcess(path.join(root, 'apps/server/dist/server.js'), serverEnv(database.env));
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const week = (d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
    const surname = gen.sample.customer.name.split(' ').at(-1);
    const customerEntry = (await getJson(`${server.url}${API}/activity?entity_type=customer&search=${encodeURIComponent(gen.sample.customer.name.toLowerCase())}&limit=1`, token))
      .list[0];
    const scenarios = [
      { id: 'A1', name: 'First page, no filter', path: '/activity' },
      { id: 'A2', name: 'One actor (a staff user)', path: `/activity?actor_type=user&actor_id=${gen.sample.staffId}` },
      { id: 'A3', name: 'Actor type customer', path: '/activity?actor_type=customer' },
      { id: 'A4', name: 'Entity type trolley', path: '/activity?entity_type=trolley' },
      { id: 'A5', name: 'Action updated', path: '/activity?action=updated' },
      { id: 'A6', name: 'Date range (one week, 100 days ago)', path: `/activity?from=${week(107)}&to=${week(100)}` },
      { id: 'A7', name: "One record's History", path: `/customers/${customerEntry?.entity.id ?? 1}/activity` },
      { id: 'A8', name: `Search a surname ("${surname.toLowerCase()}")`, path: `/activity?search=${encodeURIComponent(surname.toLowerCase())}` },
      { id: 'A9', name: 'Deep page (start 100,000)', path: '/activity?start=100000' },
      // Searches are kept between requests (activity.repository.ts, searchMatches: 100 of them); 500 surnames in turn
      // are never kept, so this is a search's first request, every time.
      { id: 'A10', name: 'Search a different surname each time (497 in turn, none kept)', path: `/activity?search=${LAST_NAMES[0].toLowerCase()}`, nextPath: nextSurname() },
    ];
    const out = [];
    for (const s of scenarios) {
      const body = await getJson(`${server.url}${API}${s.path}`, token);
      const r = await measure(`${server.url}${API}${s.path}`, { token, ...params, nextPath: s.nextPath });
      log(`  ${s.id} ${s.name}: ${body.count.toLocaleString('en-US')} match, ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`);
      out.push({ ...s, nextPath: undefined, count: body.count, ...r, target: s.id !== 'A9' });
    }
    await server.stop();
    log('npm run activity:verify on those entries...');
    const started = Date.now();
    const v = spawnSync(process.execPath, [path.join(root, 'scripts/activity-verify.mjs')], { cwd: root, env: { ...process.env, ...database.env }, encoding: 'utf8' });
    const verify = { seconds: (Date.now() - started) / 1000, exitCode: v.status, output: (v.stdout + v.stderr).trim() };
    log(`  ${verify.output}`);
    return { generated: gen.seconds, reused: database.reused, scenarios: out, verify };
  } finally {
    await server?.stop();
    await database.cleanup();
    if (args.keep) log(`The list's database is kept for --reuse: ${database.dataDir ?? database.url}`);
  }
}

// ---- the run -------------------------------------------------------------------------------------------------

/** Each scenario's figures as the mean of its rounds (errors: their sum), from writeScenarios' results. */
function meanOfRounds(list) {
  const out = {};
  for (const scenario of Object.keys(list[0])) {
    out[scenario] = {};
    for (const key of Object.keys(list[0][scenario])) {
      const values = list.map((r) => r[scenario][key]);
      if (values.some((v) => v === undefined)) out[scenario][key] = undefined;
      else if (key === 'errors') out[scenario][key] = values.reduce((a, b) => a + b, 0);
      else out[scenario][key] = round(values.reduce((a, b) => a + b, 0) / values.length, key === 'requestsPerSecond' ? 1 : 0);
    }
  }
  return out;
}

const result = {
  date: new Date().toISOString(),
  dialect,
  entries: ENTRIES,
  params,
  machine: { cpu: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, node: process.version },
};
if (!args['skip-writes']) {
  log(`Write overhead (${dialect}): ${args.baseline} (before the activity log) and this build without the log, against this build...`);
  // The three builds take turns, round after round, each round starting with the next one: on a host whose speed
  // drifts (one run of a build moved 405-574 us of CPU a request on the AMD EPYC), a single run of each compared
  // the drift more than the builds. Each scenario's figures are the mean of its rounds; every round is kept.
  const builds = [
    ['before', await buildBaseline(args.baseline)],
    ['withoutLog', await buildWithoutLog()],
    ['after', path.join(root, 'apps/server/dist/server.js')],
  ];
  const rounds = { before: [], withoutLog: [], after: [] };
  for (let r = 0; r < params.rounds; r++)
    for (let b = 0; b < builds.length; b++) {
      const [tag, script] = builds[(b + r) % builds.length];
      log(`  round ${r + 1} of ${params.rounds}: ${tag}`);
      rounds[tag].push(await writeScenarios(script, tag));
    }
  result.writeRounds = rounds;
  const [before, withoutLog, after] = [rounds.before, rounds.withoutLog, rounds.after].map(meanOfRounds);
  result.writes = Object.keys(before).map((k) => ({
    scenario: k,
    before: before[k],
    withoutLog: withoutLog[k],
    after: after[k],
    ratio: round(after[k].requestsPerSecond / before[k].requestsPerSecond, 3),
    cpuRatio: round(before[k].cpuUsPerRequest / after[k].cpuUsPerRequest, 3),
    ratioToWithoutLog: round(after[k].requestsPerSecond / withoutLog[k].requestsPerSecond, 3),
    cpuRatioToWithoutLog: round(withoutLog[k].cpuUsPerRequest / after[k].cpuUsPerRequest, 3),
  }));
  const pct = (r) => `${Math.round(r * 100)}%`;
  for (const w of result.writes)
    log(
      `  ${w.scenario}: ${w.before.requestsPerSecond} (${args.baseline}) / ${w.withoutLog.requestsPerSecond} (without the log) -> ${w.after.requestsPerSecond} req/s (${pct(w.ratio)} / ${pct(w.ratioToWithoutLog)}), p99 ${w.before.p99} / ${w.withoutLog.p99} -> ${w.after.p99} ms; server CPU ${w.before.cpuUsPerRequest} / ${w.withoutLog.cpuUsPerRequest} -> ${w.after.cpuUsPerRequest} us a request (${pct(w.cpuRatio)} / ${pct(w.cpuRatioToWithoutLog)})${w.after.dbCpuUsPerRequest === undefined ? '' : `; PostgreSQL's CPU ${w.before.dbCpuUsPerRequest} / ${w.withoutLog.dbCpuUsPerRequest} -> ${w.after.dbCpuUsPerRequest} us`}`,
    );
}
if (!args['skip-list']) result.list = await listScenarios();

const targets = [];
for (const w of result.writes ?? []) {
  targets.push({ name: `Write "${w.scenario}" keeps >= 80% of its requests/s (against ${args.baseline})`, value: `${Math.round(w.ratio * 100)}%`, met: w.ratio >= 0.8 });
  targets.push({
    name: `Write "${w.scenario}" keeps >= 80% of its requests/s (against this build without the log)`,
    value: `${Math.round(w.ratioToWithoutLog * 100)}%`,
    met: w.ratioToWithoutLog >= 0.8,
  });
}
for (const s of result.list?.scenarios ?? []) if (s.target) targets.push({ name: `${s.id} ${s.name}: p99 <= 50 ms`, value: `${s.p99} ms`, met: s.p99 <= 50 && s.errors === 0 });
if (result.list)
  targets.push({ name: 'activity:verify passes on the generated chain', value: `${result.list.verify.seconds.toFixed(1)} s`, met: result.list.verify.exitCode === 0 });
result.targets = targets;
log('\nTargets:');
for (const t of targets) log(`  ${t.met ? 'MET   ' : 'MISSED'} ${t.name}: ${t.value}`);
const out = args.out ?? path.join(root, 'bench/results', `${result.date.slice(0, 10)}-activity-${dialect}.json`);
await writeResults(out, result);
log(`\nWritten: ${path.relative(root, out)}`);
process.exitCode = targets.every((t) => t.met) ? 0 : 1;
