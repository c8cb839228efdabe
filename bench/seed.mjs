// `npm run bench:seed -- --tickets N`: fills the database named by DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL)
// with businesses, customers, glass types, warranty reasons and N tickets, through bulk inserts into the real schema
// (the server's own migrations make it; the admin from ADMIN_EMAIL / ADMIN_PASSWORD signs in). Run again with a
// larger N, it tops the tickets up to N. Prints its own speed.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { businessName, GLASS_TYPES, generator, MARKS, PANEL_STATUSES, pickFirstName, pickLastName, ticketCode, WARRANTY_REASONS } from './data.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUSINESSES = 20_000;
const CUSTOMERS = 100_000;
// The trolleys lists' scale: 100,000 trolleys over 12 plants, without their history (the lists read
// the trolleys table; bench/trolleys.mjs measures the history's own screens).
const TROLLEYS = 100_000;
const PLANTS = ['Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Belfast', 'Newcastle', 'Birmingham', 'Leicester', 'Norwich', 'Exeter', 'Aberdeen'].map(
  (city) => `${city} Glass Plant`,
);
const TROLLEY_KINDS = ['A-frame', 'L-frame', 'Stillage', 'Rack', 'Harp rack'];
const START = Date.parse('2023-01-01T08:00:00Z');
const STEP_MS = 90_000; // ticket k is raised 90 s after ticket k-1: a million tickets span about three years
const TICKET_COLUMNS = [
  'ticket_id',
  'customer_id',
  'business_id',
  'glass_order_no',
  'customer_po_no',
  'glass_type_id',
  'warranty_reason_id',
  'glass_size',
  'panel_status',
  'marks',
  'received_date',
  'expected_date',
  'status',
  'note',
  'created_at',
  'updated_at',
  'deleted_at',
  'customer_name',
  'business_name',
];

/** A thin driver over either database: run a statement, read rows, insert many rows at once. */
async function open({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      kind: 'postgres',
      all: async (q, p = []) =>
        (
          await client.query(
            q.replace(
              /\?/g,
              (() => {
                let i = 0;
                return () => `$${++i}`;
              })(),
            ),
            p,
          )
        ).rows,
      exec: (q) => client.query(q),
      async insertMany(table, columns, rows) {
        // Multi-row INSERTs of at most 1,000 rows (PostgreSQL takes up to 65,535 parameters a statement).
        for (let i = 0; i < rows.length; i += 1000) {
          const part = rows.slice(i, i + 1000);
          const params = [];
          const tuples = part.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(',')})`);
          await client.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
        }
      },
      transaction: async (work) => {
        await client.query('begin');
        await work();
        await client.query('commit');
      },
      close: () => client.end(),
    };
  }
  const db = new Database(path.join(dataDir, 'glassdesk.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const statements = new Map();
  return {
    kind: 'sqlite',
    all: async (q, p = []) => db.prepare(q).all(...p),
    exec: async (q) => db.exec(q),
    async insertMany(table, columns, rows) {
      const key = `${table}:${columns.join(',')}`;
      if (!statements.has(key)) statements.set(key, db.prepare(`insert into ${table} (${columns.join(',')}) values (${columns.map(() => '?').join(',')})`));
      const st = statements.get(key);
      for (const r of rows) st.run(...r);
    },
    transaction: async (work) => {
      db.exec('begin');
      await work();
      db.exec('commit');
    },
    close: async () => db.close(),
  };
}

/** The schema and the first admin: the server's own start-up (migrations, catalogue, admin), then it closes. */
async function prepareSchema(env) {
  const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
  const { loadConfig } = await import(dist('config.js'));
  const { buildApp } = await import(dist('app.js'));
  const { app } = await buildApp({ ...loadConfig(env), logLevel: 'warn' });
  await app.close();
}

export async function seed({ tickets, env = process.env, log = console.log }) {
  await prepareSchema(env);
  const db = await open({ dataDir: path.resolve(env.DATA_DIR || './data'), databaseUrl: env.DATABASE_URL || undefined });
  const rnd = generator(20261124);
  const now = new Date().toISOString();
  try {
    const [{ n: existingBusinesses }] = await db.all('select count(*) as n from businesses');
    // PostgreSQL: each multi-row INSERT commits on its own. In one transaction, the live_counts row triggers (migration
    // 0024) would update one row 100,000 times, each update walking the row's versions made before it.
    const inBulk = db.kind === 'postgres' ? (work) => work() : db.transaction;
    if (Number(existingBusinesses) === 0) {
      const at = Date.now();
      await inBulk(async () => {
        await db.insertMany(
          'glass_types',
          ['name', 'created_at', 'updated_at'],
          GLASS_TYPES.map((n) => [n, now, now]),
        );
        await db.insertMany(
          'warranty_reasons',
          ['name', 'created_at', 'updated_at'],
          WARRANTY_REASONS.map((n) => [n, now, now]),
        );
        await db.insertMany(
          'businesses',
          ['name', 'account_id', 'contact', 'address', 'created_at', 'updated_at'],
          Array.from({ length: BUSINESSES }, (_, i) => [
            businessName(rnd, i + 1),
            `ACC-${10000 + i}`,
            `0${String(7000000000 + i * 7919).slice(0, 10)}`,
            `${1 + rnd.int(400)} ${rnd.pick(['High Street', 'Station Road', 'Mill Lane', 'Church Street', 'Harbour Way'])}`,
            now,
            now,
          ]),
        );
        const businessIds = (await db.all('select id from businesses order by id')).map((r) => r.id);
        await db.insertMany(
          'customers',
          ['first_name', 'last_name', 'email', 'number', 'password_hash', 'business_id', 'is_verified', 'is_approved', 'created_at', 'updated_at'],
          Array.from({ length: CUSTOMERS }, (_, i) => {
            const first = pickFirstName(rnd);
            const last = pickLastName(rnd);
            // No password signs in as a bench customer: the hash is not a scrypt hash of anything.
            return [first, last, `${first}.${last}.${i}@example.com`.toLowerCase(), `07${String(100000000 + i)}`, '!', businessIds[i % businessIds.length], 1, 1, now, now];
          }),
        );
      });
      log(
        `  reference data: ${BUSINESSES} businesses, ${CUSTOMERS} customers, ${GLASS_TYPES.length} glass types, ${WARRANTY_REASONS.length} warranty reasons in ${((Date.now() - at) / 1000).toFixed(1)} s`,
      );
    }

    const [{ n: existingTrolleys }] = await db.all('select count(*) as n from trolleys');
    if (Number(existingTrolleys) === 0) {
      const at = Date.now();
      const trolleys = generator(20261128);
      await db.transaction(async () => {
        await db.insertMany(
          'plants',
          ['name', 'address', 'contact', 'created_at', 'updated_at'],
          PLANTS.map((name, i) => [name, `${10 + i} Works Road`, `0161 496 ${String(1000 + i)}`, now, now]),
        );
        const plantIds = (await db.all('select id from plants order by id')).map((r) => r.id);
        const customerIds = (await db.all('select id from customers order by id')).map((r) => r.id);
        const rows = [];
        for (let i = 0; i < TROLLEYS; i++) {
          const plant = trolleys.pick(plantIds);
          const roll = trolleys.next();
          // About 55% at a plant, 40% at a customer, 5% on their way to another plant.
          const status = roll < 0.55 ? 'OnPlant' : roll < 0.95 ? 'Delivery' : 'PlantChange';
          const made = new Date(START + i * 900_000).toISOString();
          const since = new Date(START + i * 900_000 + trolleys.int(200) * 86_400_000).toISOString();
          rows.push([
            `${trolleys.pick(TROLLEY_KINDS)} ${String(i + 1).padStart(6, '0')}`,
            `TR-${(0x10000000 + i * 7919).toString(16).toUpperCase()}`,
            `SN-${2023 + (i % 3)}-${String(trolleys.int(1_000_000)).padStart(6, '0')}`,
            trolleys.next() < 0.8 ? 1 : 0,
            new Date(Date.parse('2027-01-01') + trolleys.int(900) * 86_400_000).toISOString().slice(0, 10),
            status,
            plant,
            status === 'Delivery' ? customerIds[trolleys.int(customerIds.length)] : null,
            status === 'PlantChange' ? plant : null,
            status === 'PlantChange' ? trolleys.pick(plantIds) : null,
            since,
            made,
            since,
          ]);
        }
        await db.insertMany(
          'trolleys',
          [
            'name',
            'uid',
            'serial_number',
            'is_certified',
            'expiry_date',
            'trolley_status',
            'plant_id',
            'customer_id',
            'from_plant_id',
            'to_plant_id',
            'status_at',
            'created_at',
            'updated_at',
          ],
          rows,
        );
      });
      log(`  trolleys: ${PLANTS.length} plants, ${TROLLEYS} trolleys in ${((Date.now() - at) / 1000).toFixed(1)} s`);
    }

    const customers = await db.all(
      `select c.id, c.first_name, c.last_name, c.business_id, b.name as business_name from customers c join businesses b on b.id = c.business_id order by c.id`,
    );
    const glassIds = (await db.all('select id from glass_types order by id')).map((r) => r.id);
    const reasonIds = (await db.all('select id from warranty_reasons order by id')).map((r) => r.id);
    const [{ n: had }] = await db.all('select count(*) as n from tickets');
    const existing = Number(had);
    if (existing >= tickets) {
      log(`  tickets: ${existing} already (asked for ${tickets})`);
      return { inserted: 0, total: existing, seconds: 0 };
    }
    const codes = new Set((await db.all('select ticket_id from tickets')).map((r) => r.ticket_id));
    const fill = generator(7 + existing);
    const at = Date.now();
    const BATCH = 10_000;
    for (let k = existing; k < tickets;) {
      const rows = [];
      for (const end = Math.min(tickets, k + BATCH); k < end; k++) {
        let code;
        do code = ticketCode(fill);
        while (codes.has(code));
        codes.add(code);
        const c = customers[fill.int(customers.length)];
        const created = new Date(START + k * STEP_MS);
        const received = new Date(created.getTime() - fill.int(10) * 86_400_000).toISOString().slice(0, 10);
        const expected = fill.next() < 0.5 ? null : new Date(created.getTime() + (14 + fill.int(46)) * 86_400_000).toISOString().slice(0, 10);
        const iso = created.toISOString();
        rows.push([
          code,
          c.id,
          c.business_id,
          `GO-${created.getUTCFullYear()}-${String(fill.int(10_000_000)).padStart(7, '0')}`,
          fill.next() < 0.6 ? `PO-${String(fill.int(100_000)).padStart(5, '0')}` : null,
          fill.pick(glassIds),
          fill.pick(reasonIds),
          `${300 + fill.int(2200)}x${300 + fill.int(1800)}`,
          fill.pick(PANEL_STATUSES),
          fill.pick(MARKS),
          received,
          expected,
          fill.pick(['Created', 'Created', 'Notified', 'Delivered', 'Delivered']),
          null,
          iso,
          iso,
          fill.next() < 0.03 ? iso : null,
          `${c.first_name} ${c.last_name}`,
          c.business_name,
        ]);
      }
      await db.transaction(() => db.insertMany('tickets', TICKET_COLUMNS, rows));
      if (k % 100_000 === 0 || k === tickets) {
        const s = (Date.now() - at) / 1000;
        log(`  tickets: ${k.toLocaleString('en-US')} (${Math.round((k - existing) / s).toLocaleString('en-US')} rows/s)`);
      }
    }
    // PostgreSQL: what autovacuum does within minutes of a bulk load (statistics, and the visibility map behind
    // index-only scans). SQLite: nothing, since the server never runs ANALYZE: its planner works without statistics.
    if (db.kind === 'postgres') await db.exec('vacuum analyze');
    const seconds = (Date.now() - at) / 1000;
    log(
      `  tickets: ${(tickets - existing).toLocaleString('en-US')} inserted in ${seconds.toFixed(1)} s (${Math.round((tickets - existing) / seconds).toLocaleString('en-US')} rows/s, indexes, search index and counters included)`,
    );
    return { inserted: tickets - existing, total: tickets, seconds };
  } finally {
    await db.close();
  }
}

function argValue(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  buildIfNeeded();
  const tickets = Number(argValue('tickets', '1000000'));
  if (!Number.isInteger(tickets) || tickets < 0) throw new Error('--tickets takes a whole number');
  console.log(
    `GlassDesk bench:seed: ${tickets.toLocaleString('en-US')} tickets into ${process.env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${path.resolve(process.env.DATA_DIR || './data')}`}`,
  );
  await seed({ tickets });
}
