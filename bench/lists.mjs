// `npm run bench:lists`: the customers, businesses and trolleys lists at their realistic scale: 100,000 customers, 20,000 businesses and
// 100,000 trolleys (beside 1,000,000 tickets, whose counts the lists show). It fills the database named by DATA_DIR
// (SQLite) or DATABASE_URL (PostgreSQL) through bench/seed.mjs (a no-op when it is already filled), then the real built
// server answers, with `--connections` connections each:
// - each list's first page, and every sortable column;
// - searches chosen from the data by frequency (bench/lib/terms.mjs), per searched field: the most frequent 3- and
//   4-character fragment and a median-frequency 4-character one, each with its match count; and a search never made
//   before on every request (4 random digits);
// - the dropdowns that call them (GET /customers/all, /business/all, /trolleys/delivery-customers) with and without a search.
// Target: p99 <= 50 ms each. Prints a Markdown table with every target MET or MISSED and writes
// bench/results/<date>-lists-<db>.json.
// Options: --tickets N (default 1,000,000), --duration S (5), --warmup S (1), --connections N (10), --only REGEX
// (scenario ids), --out FILE.
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { BUSINESS_SORT_COLUMNS, CUSTOMER_SORT_COLUMNS, TROLLEY_SORT_COLUMNS } from '@glassdesk/shared';
import { generator } from './data.mjs';
import { measure } from './lib/load.mjs';
import { fragmentFrequencies } from './lib/terms.mjs';
import { writeResults } from './lib/results.mjs';
import { API, getJson, login, root, startServer } from './lib/server.mjs';
import { seed } from './seed.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const { values: args } = parseArgs({
  options: {
    tickets: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
const params = { duration: Number(args.duration), warmup: Number(args.warmup), connections: Number(args.connections) };
const env = { ...process.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
if (!env.DATABASE_URL) env.DATA_DIR = path.resolve(env.DATA_DIR || './data');
const dialect = env.DATABASE_URL ? 'postgres' : 'sqlite';
const qs = (query) => new URLSearchParams(query).toString();

/** Every row's searched texts of the three lists, straight from the database. */
async function readTexts() {
  const queries = {
    customers: `select c.first_name || ' ' || c.last_name as name, c.email, c.number, b.name as business_name
      from customers c left join businesses b on b.id = c.business_id and b.deleted_at is null where c.deleted_at is null`,
    businesses: `select name, account_id, contact, address from businesses where deleted_at is null`,
    trolleys: `select name, uid, serial_number from trolleys where deleted_at is null`,
  };
  const out = {};
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      for (const [k, q] of Object.entries(queries)) out[k] = (await client.query(q)).rows;
    } finally {
      await client.end();
    }
    return out;
  }
  const db = new SQLite(path.join(env.DATA_DIR, 'glassdesk.sqlite'), { readonly: true });
  try {
    for (const [k, q] of Object.entries(queries)) out[k] = db.prepare(q).all();
  } finally {
    db.close();
  }
  return out;
}

const LISTS = [
  { id: 'c', list: 'customers', path: '/customers', fields: ['name', 'email', 'number', 'business_name'], sorts: CUSTOMER_SORT_COLUMNS },
  { id: 'b', list: 'businesses', path: '/business', fields: ['name', 'account_id', 'contact', 'address'], sorts: BUSINESS_SORT_COLUMNS },
  { id: 't', list: 'trolleys', path: '/trolleys', fields: ['name', 'uid', 'serial_number'], sorts: TROLLEY_SORT_COLUMNS },
];

/** Per list and searched field: the most frequent 3- and 4-character fragments and a median-frequency 4-character one. */
function chooseTerms(texts) {
  const out = {};
  for (const l of LISTS) {
    const terms = [];
    for (const field of l.fields) {
      const values = texts[l.list].map((r) => r[field]);
      const three = fragmentFrequencies(values, 3);
      const four = fragmentFrequencies(values, 4);
      for (const [kind, pick] of [
        ['top3', three[0]],
        ['top4', four[0]],
        ['median4', four[Math.floor(four.length / 2)]],
      ]) {
        if (pick && !terms.some((t) => t.term === pick[0])) terms.push({ field, kind, term: pick[0] });
      }
    }
    out[l.list] = terms;
  }
  return out;
}

function scenarios(terms) {
  const rnd = generator(2311);
  const digits = () => String(rnd.int(10_000)).padStart(4, '0');
  const out = [];
  for (const l of LISTS) {
    out.push({ id: `9${l.id}1`, name: `${l.list}: first page`, path: l.path });
    terms[l.list].forEach((t, i) =>
      out.push({ id: `9${l.id}s${i + 1}`, name: `${l.list}: search "${t.term}" (${t.kind} of ${t.field})`, path: `${l.path}?${qs({ search: t.term })}` }),
    );
    out.push({
      id: `9${l.id}sy`,
      name: `${l.list}: search 4 random digits, new every request`,
      path: `${l.path}?${qs({ search: digits() })}`,
      nextPath: () => `${l.path}?${qs({ search: digits() })}`,
    });
    l.sorts.forEach((column, i) =>
      out.push({
        id: `9${l.id}o${i + 1}`,
        name: `${l.list}: sorted by ${column}${i % 2 ? ' (desc)' : ''}`,
        path: `${l.path}?${qs({ sort_by: column, order: i % 2 ? 'desc' : 'asc' })}`,
      }),
    );
  }
  const name = terms.customers.find((t) => t.field === 'name' && t.kind === 'top3')?.term ?? 'jo';
  const rare = terms.customers.find((t) => t.field === 'name' && t.kind === 'median4')?.term ?? 'yang';
  const business = terms.businesses.find((t) => t.field === 'name' && t.kind === 'median4')?.term ?? 'glass';
  out.push(
    { id: '9d1', name: 'dropdown: GET /customers/all', path: `/customers/all?${qs({ limit: 51 })}` },
    { id: '9d2', name: `dropdown: GET /customers/all "${name}"`, path: `/customers/all?${qs({ search: name, limit: 51 })}` },
    { id: '9d3', name: `dropdown: GET /customers/all "${rare}"`, path: `/customers/all?${qs({ search: rare, limit: 51 })}` },
    { id: '9d4', name: 'dropdown: GET /business/all', path: `/business/all` },
    { id: '9d5', name: `dropdown: GET /business/all "${business}"`, path: `/business/all?${qs({ search: business })}` },
    { id: '9d6', name: `dropdown: GET /trolleys/delivery-customers "${rare}"`, path: `/trolleys/delivery-customers?${qs({ search: rare })}` },
  );
  return args.only ? out.filter((s) => new RegExp(args.only).test(s.id)) : out;
}

const started = Date.now();
console.log(`GlassDesk bench:lists: ${dialect}, ${params.connections} connections, ${params.duration} s per scenario`);
await seed({ tickets: Number(args.tickets), env });
const texts = await readTexts();
const terms = chooseTerms(texts);
const server = await startServer(env);
const rows = [];
try {
  const token = await login(server.url, ADMIN.email, ADMIN.password);
  for (const s of scenarios(terms)) {
    const t0 = performance.now();
    const body = await getJson(`${server.url}${API}${s.path}`, token);
    const firstMs = Math.round(performance.now() - t0);
    const r = await measure(`${server.url}${API}${s.path}`, { token, ...params, nextPath: s.nextPath && (() => `${API}${s.nextPath()}`) });
    const count = typeof body.count === 'number' ? body.count : Array.isArray(body) ? body.length : Array.isArray(body.list) ? body.list.length : undefined;
    const row = { id: s.id, name: s.name, path: s.path, count, firstMs, ...r, status: r.errors === 0 && r.p99 <= 50 ? 'MET' : 'MISSED' };
    rows.push(row);
    console.log(
      `  ${s.id.padEnd(6)} ${s.name}: count ${count}, first ${firstMs} ms, ${Math.round(r.requestsPerSecond)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} ${row.status}`,
    );
  }
} finally {
  await server.stop();
}
const table = [
  '| Scenario | Matches | First request | Requests/s | p50 | p99 | Target p99 <= 50 ms |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (r) =>
      `| ${r.id} ${r.name.replaceAll('|', '\\|')} | ${r.count?.toLocaleString('en-US') ?? ''} | ${r.firstMs} ms | ${Math.round(r.requestsPerSecond)} | ${r.p50} ms | ${r.p99} ms | ${r.status} |`,
  ),
].join('\n');
const met = rows.filter((r) => r.status === 'MET').length;
const out = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-lists-${dialect}.json`);
await writeResults(out, { date: new Date().toISOString(), dialect, params, terms, scenarios: rows, totalSeconds: (Date.now() - started) / 1000 });
console.log(`\n${table}\n\n${met} targets met, ${rows.length - met} missed. Results: ${path.relative(root, out)}`);
