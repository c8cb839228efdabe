// `npm run bench:disputes`: the statements and disputes figures (CONTRACT "Statements the customer confirms or
// disputes"), on SQLite or PostgreSQL. The same fleet as bench/trolleys.mjs (lib/fleet.mjs: 10,000 customers in
// businesses of ten, 100,000 trolleys and about 1,000,000 transactions over two years, so each customer has holds in
// 24 months and more), then 2 disputes a customer (20,000: a tenth open, the rest credited or rejected), and 12 closed
// months for 100 customers (closed through the API, as staff close them). The real built server answers, 10
// connections, each request for another customer or month:
// - D1 GET /disputes (the first page: open ones first), D2 ?status=open, D3 ?customer_id=, D4 ?search= a name's start;
// - S1 GET /customers/{id}/statements (every month of a customer), S2 GET /customers/{id}/statements/{month} (a closed
//   month), S3 the customer API's GET /statements for a customer, S4 the same for a business's master customer (the
//   statements of its ten customers); the lists of months are kept until something billed changes, so those ask the
//   same few customers again and again: S5 asks each other customer once (every list worked out), and S6 asks S4
//   while staff change a customer's terms 10 times a second (every change makes every list be worked out again).
// Target: p99 <= 50 ms each. Every request must succeed.
// Options: --db sqlite|postgres, --customers N, --trolleys N, --transactions N, --duration S, --out FILE, --keep.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { fleetArgs, n } from './lib/args.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { generateFleet } from './lib/fleet.mjs';
import { measure } from './lib/load.mjs';
import { API, getJson, login, root, startProcess } from './lib/server.mjs';
import { generator } from './data.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const CUSTOMER_PASSWORD = 'Bench-Customer-2026';
const { args, dialect, size } = fleetArgs({ duration: { type: 'string', default: '10' } });
const DURATION = n(args.duration);
const log = (...a) => console.log(...a);
const monthsBack = (k) => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - k, 1)).toISOString().slice(0, 7);
};

/** 2 disputes a customer on months 2-24 back, a tenth open, the others credited (on the month after) or rejected. */
async function writeDisputes(database) {
  const rnd = generator(20261202);
  const rows = [];
  const now = new Date().toISOString();
  for (let c = 1; c <= size.customers; c++) {
    const months = new Set();
    while (months.size < 2) months.add(monthsBack(2 + rnd.int(23)));
    for (const month of months) {
      const roll = rnd.int(10);
      const status = roll === 0 ? 'open' : roll <= 5 ? 'credited' : 'rejected';
      const next = (() => {
        const [y, m] = month.split('-').map(Number);
        return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      })();
      const lines = JSON.stringify([{ trolley_id: 1 + rnd.int(size.trolleys), uid: `TR-${rnd.int(99999)}`, reason: 'Returned earlier than the statement says.' }]);
      rows.push([
        c,
        month,
        status,
        lines,
        status === 'open' ? 'See the pickup receipt.' : null,
        c,
        now,
        status === 'open' ? null : now,
        status === 'open' ? null : 1,
        status === 'credited' ? 100 + rnd.int(2000) : null,
        status === 'open' ? null : 'Looked into it.',
        status === 'credited' ? next : null,
      ]);
    }
  }
  const columns = [
    'customer_id',
    'month',
    'status',
    'lines',
    'note',
    'raised_by_customer_id',
    'created_at',
    'resolved_at',
    'resolved_by_user_id',
    'amount_cents',
    'reply',
    'credit_month',
  ];
  if (dialect === 'sqlite') {
    const db = new SQLite(path.join(database.dataDir, 'glassdesk.sqlite'));
    const insert = db.prepare(`insert into statement_disputes (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
    db.transaction(() => rows.forEach((r) => insert.run(r)))();
    db.exec('analyze');
    db.close();
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
      await client.query(`insert into statement_disputes (${columns.join(', ')}) values ${values}`, chunk.flat());
    }
    await client.query('vacuum analyze statement_disputes');
    await client.end();
  }
  return rows.length;
}

/** Gives the first business's customers a password the bench signs in with (the fleet writes none that works). */
async function customerPasswords(database, ids) {
  const { hashPassword } = await import(path.join(root, 'apps/server/dist/lib/passwords.js'));
  const hash = await hashPassword(CUSTOMER_PASSWORD);
  if (dialect === 'sqlite') {
    const db = new SQLite(path.join(database.dataDir, 'glassdesk.sqlite'));
    const set = db.prepare('update customers set password_hash = ? where id = ?');
    for (const id of ids) set.run(hash, id);
    db.close();
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('update customers set password_hash = $1 where id = any($2)', [hash, ids]);
    await client.end();
  }
}

async function customerLogin(url, email) {
  const res = await fetch(`${url}/api/customer/v1.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: CUSTOMER_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`customer login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

/**
 * Changes the last customer's terms every 100 ms (another day's charge each time) until the returned function is
 * called; that resolves to the number of changes made.
 */
function changeTerms(url, token) {
  let changes = 0;
  let running = true;
  let failure = null;
  const loop = (async () => {
    while (running) {
      const res = await fetch(`${url}${API}/customers/${size.customers}/cost`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ max_day_allowed: 5, per_day_charge: 1 + (changes % 50) / 10 }),
      });
      if (res.status !== 200) throw new Error(`cost change: ${res.status} ${await res.text()}`);
      changes++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })().catch((error) => {
    failure = error;
  });
  return async () => {
    running = false;
    await loop;
    if (failure) throw failure;
    return changes;
  };
}

const database = await freshDatabase(dialect, '-disputes');
const script = path.join(root, 'apps/server/dist/server.js');
const env = { ...database.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', LOG_REQUESTS: 'false', TIME_ZONE: 'UTC' };
try {
  log(`Statements and disputes bench on ${dialect}: migrating...`);
  const first = await startProcess(script, env);
  await first.stop();
  const started = Date.now();
  const { made } = await generateFleet(dialect, database, size, log);
  made.disputes = await writeDisputes(database);
  // The first business: its master (customer 1) and a customer of it (customer 2).
  await customerPasswords(database, [1, 2]);
  log(`  generated ${JSON.stringify(made)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startProcess(script, env);
  const results = {};
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    // 12 closed months (13 to 2 back) for 100 customers, as staff close them.
    const closers = Array.from({ length: 100 }, (_, i) => 1 + ((i * 97) % size.customers));
    const closedMonths = Array.from({ length: 12 }, (_, k) => monthsBack(13 - k));
    const closing = Date.now();
    for (const id of closers) {
      for (const month of closedMonths) {
        const res = await fetch(`${server.url}${API}/customers/${id}/statements/${month}/close`, { method: 'PUT', headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 200 && res.status !== 409) throw new Error(`close ${id} ${month}: ${res.status} ${await res.text()}`);
      }
    }
    log(`  closed ${closers.length * closedMonths.length} months in ${((Date.now() - closing) / 1000).toFixed(1)} s`);
    const names = (await getJson(`${server.url}${API}/disputes?limit=200`, token)).list.map((d) => d.customer.first_name.slice(0, 3).toLowerCase());

    let i = 0;
    const pick = (list) => list[i++ % list.length];
    // Every customer once, the closers (S1, S2) and the first business (S3, S4) last.
    const asked = new Set([...closers, ...Array.from({ length: 10 }, (_, k) => 1 + k)]);
    const fresh = Array.from({ length: size.customers }, (_, k) => 1 + k).filter((id) => !asked.has(id));
    let f = 0;
    const nextFresh = () => fresh[f++ % fresh.length];
    const randomCustomer = () => 1 + Math.floor(Math.random() * size.customers);
    const scenarios = [
      ['D1 GET /disputes (first page, open first)', `${API}/disputes`, { token }],
      ['D2 GET /disputes?status=open', `${API}/disputes?status=open`, { token }],
      ['D3 GET /disputes?customer_id=', null, { token, nextPath: () => `${API}/disputes?customer_id=${randomCustomer()}` }],
      ['D4 GET /disputes?search= a first name start', null, { token, nextPath: () => `${API}/disputes?search=${encodeURIComponent(pick(names))}` }],
      ['S1 GET /customers/{id}/statements (every month of one customer)', null, { token, nextPath: () => `${API}/customers/${pick(closers)}/statements` }],
      ['S2 GET /customers/{id}/statements/{month} (a closed month)', null, { token, nextPath: () => `${API}/customers/${pick(closers)}/statements/${pick(closedMonths)}` }],
      ['S3 customer API GET /statements (one customer)', '/api/customer/v1.0/statements', { token: await customerLogin(server.url, 'bench-customer-2@example.com') }],
      ['S4 customer API GET /statements (a master: its 10 customers)', '/api/customer/v1.0/statements', { token: await customerLogin(server.url, 'bench-customer-1@example.com') }],
      // The lists of months are kept until something billed changes: S1-S4 ask a few customers again and again, so
      // after the first request they are read from what the server keeps. S5 asks each of the other 9,890 customers
      // once (no warm-up: every list is worked out); S6 asks S4 while every change of terms makes the lists be worked
      // out again.
      [
        'S5 GET /customers/{id}/statements (a customer not asked before)',
        null,
        { token, nextPath: () => `${API}/customers/${nextFresh()}/statements`, warmup: 0, amount: fresh.length },
      ],
      [
        "S6 customer API GET /statements (a master) while staff change a customer's terms 10 times a second",
        '/api/customer/v1.0/statements',
        { token: await customerLogin(server.url, 'bench-customer-1@example.com'), during: () => changeTerms(server.url, token) },
      ],
    ];
    for (const [name, p, { during, ...opts }] of scenarios) {
      const stop = during?.();
      let r;
      try {
        r = await measure(`${server.url}${p ?? API}`, { connections: 10, duration: DURATION, warmup: 2, ...opts });
      } finally {
        const writes = await stop?.();
        if (r && stop) r.writes = writes;
      }
      results[name] = { ...r, target: 'p99 <= 50 ms', met: r.errors === 0 && r.p99 <= 50 };
      log(`  ${name}: ${r.requestsPerSecond} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} -> ${results[name].met ? 'MET' : 'MISSED'}`);
    }
  } finally {
    await server.stop();
  }
  const out = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-disputes-${dialect}.json`);
  fs.writeFileSync(out, JSON.stringify({ dialect, node: process.version, cpus: os.cpus().length, made, results }, null, 2) + '\n');
  log(`wrote ${path.relative(root, out)}`);
} finally {
  if (args.keep) log(`kept the database: ${JSON.stringify(database.env)}`);
  else await database.cleanup();
}
