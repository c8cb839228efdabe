// The fleet a trolley bench runs against, written straight into a fresh database as the move engine would have
// written it: CUSTOMERS customers (in businesses of ten, each with cost terms, a third changed once), TROLLEYS trolleys
// over 10 plants and about TRANSACTIONS transactions (each trolley goes out to customers and back over two years:
// Delivery, Pickup, OnPlant), about 40% at a customer now (an open hold), a few with a pickup request.
// Shared by bench/trolleys.mjs (the balance board) and bench/handovers.mjs (POST /handovers, the receipt).
import path from 'node:path';
import pg from 'pg';
import SQLite from 'better-sqlite3';
import { FIRST_NAMES, generator, LAST_NAMES } from '../data.mjs';

const DAY = 86_400_000;

/** Row writers for both databases: SQLite with one prepared statement per table, PostgreSQL 1,000 rows a statement. */
async function openWriter(dialect, database) {
  if (dialect === 'sqlite') {
    const db = new SQLite(path.join(database.dataDir, 'glassdesk.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    // A Delivery and its Pickup point at each other: the rows go in with the foreign keys checked by nobody (they are
    // right by construction), as a restore would.
    db.pragma('foreign_keys = OFF');
    db.exec('begin');
    const statements = new Map();
    return {
      insert(table, columns, rows) {
        let s = statements.get(table);
        if (!s) statements.set(table, (s = db.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`)));
        for (const r of rows) s.run(r);
      },
      async exec(q) {
        db.exec(q);
      },
      async close() {
        db.exec('commit');
        db.exec('analyze');
        db.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await client.query('begin');
  // As for SQLite: the foreign-key triggers sleep while the rows go in (a Delivery and its Pickup point at each other).
  await client.query('set session_replication_role = replica');
  const pending = [];
  return {
    insert(table, columns, rows) {
      for (let i = 0; i < rows.length; i += 1000) {
        const chunk = rows.slice(i, i + 1000);
        const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
        pending.push(client.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, chunk.flat()));
      }
    },
    async exec(q) {
      await Promise.all(pending.splice(0));
      await client.query(q);
    },
    async close() {
      await Promise.all(pending.splice(0));
      for (const t of ['plants', 'businesses', 'customers', 'customer_cost_history', 'trolleys', 'trolley_transactions']) {
        await client.query(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`);
      }
      await client.query('commit');
      // What autovacuum does within minutes of a bulk load (as bench/seed.mjs): statistics, the visibility map, and
      // the trigram indexes' pending entries merged (a GIN index scans its whole pending list on every search).
      await client.query('vacuum analyze');
      await client.end();
    },
  };
}

/** The fleet's history, as the move engine would have written it (ids given, holds linked both ways). */
export async function generateFleet(dialect, database, { customers: CUSTOMERS, trolleys: TROLLEYS, transactions: TRANSACTIONS }, log = () => undefined) {
  const rnd = generator(20261128);
  /** A whole number from a to b, both included. */
  const between = (a, b) => a + rnd.int(b - a + 1);
  const w = await openWriter(dialect, database);
  /** The trolleys at a plant at the end (OnPlant), by plant: what a delivery can take. */
  const onPlant = new Map();
  const now = Date.now();
  const iso = (ms) => new Date(ms).toISOString();
  const created = iso(now - 800 * DAY);
  const PLANTS = 10;
  w.insert(
    'plants',
    ['id', 'name', 'address', 'contact', 'city_id', 'created_at', 'updated_at'],
    Array.from({ length: PLANTS }, (_, i) => [i + 1, `Bench Plant ${i + 1}`, null, '0123456789', null, created, created]),
  );
  const businesses = Math.ceil(CUSTOMERS / 10);
  w.insert(
    'businesses',
    ['id', 'name', 'account_id', 'customer_id', 'contact', 'address', 'created_at', 'updated_at'],
    Array.from({ length: businesses }, (_, i) => [i + 1, `Bench Glass ${i + 1}`, null, i * 10 + 1, '0123456789', 'Bench Street', created, created]),
  );
  const customers = [];
  const history = [];
  for (let i = 1; i <= CUSTOMERS; i++) {
    const free = between(0, 10);
    const cents = between(1, 20) * 50;
    customers.push([i, rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES), `bench-customer-${i}@example.com`, '0123456789', 'x', Math.ceil(i / 10), 1, 1, free, cents, created, created]);
    history.push([history.length + 1, i, free, cents, null, created]);
    if (between(0, 2) === 0) history.push([history.length + 1, i, between(0, 10), between(1, 20) * 50, null, iso(now - between(30, 400) * DAY)]);
  }
  w.insert(
    'customers',
    [
      'id',
      'first_name',
      'last_name',
      'email',
      'number',
      'password_hash',
      'business_id',
      'is_verified',
      'is_approved',
      'max_day_allowed',
      'per_day_charge_cents',
      'created_at',
      'updated_at',
    ],
    customers,
  );
  w.insert('customer_cost_history', ['id', 'customer_id', 'max_day_allowed', 'per_day_charge_cents', 'changed_by_user_id', 'created_at'], history);

  const TX_COLUMNS = ['id', 'trolley_id', 'trolley_status', 'previous_status', 'customer_id', 'from_plant_id', 'to_plant_id', 'at', 'recorded_at', 'hold_start_id', 'hold_end_id'];
  const TROLLEY_COLUMNS = [
    'id',
    'name',
    'uid',
    'is_certified',
    'trolley_status',
    'plant_id',
    'customer_id',
    'status_at',
    'state_version',
    'last_transaction_id',
    'created_at',
    'updated_at',
  ];
  // 1 check-in, 3 per trip out and back, and an open Delivery for 40%: trips per trolley to make the target on average.
  const trips = Math.max(0, (TRANSACTIONS / TROLLEYS - 1.4) / 3);
  let txId = 0;
  let held = 0;
  let requests = 0;
  let trolleys = [];
  let txs = [];
  let pickups = [];
  for (let t = 1; t <= TROLLEYS; t++) {
    const plant = between(1, PLANTS);
    let at = now - 730 * DAY + between(0, 30) * DAY;
    const first = ++txId;
    txs.push([first, t, 'OnPlant', null, null, null, plant, iso(at), iso(at), null, null]);
    let status = 'OnPlant';
    let last = first;
    const cycles = Math.floor(trips) + (rnd.next() < trips - Math.floor(trips) ? 1 : 0);
    const span = (now - 120 * DAY - at) / Math.max(1, cycles);
    for (let c = 0; c < cycles; c++) {
      const customer = between(1, CUSTOMERS);
      const out = at + between(1, Math.max(2, Math.floor((span * 0.3) / DAY))) * DAY + between(0, 86_399) * 1000;
      const back = out + between(1, Math.max(2, Math.floor((span * 0.5) / DAY))) * DAY;
      const home = back + DAY;
      const d = ++txId;
      const p = ++txId;
      const o = ++txId;
      txs.push([d, t, 'Delivery', 'OnPlant', customer, plant, null, iso(out), iso(out), null, p]);
      txs.push([p, t, 'Pickup', 'Delivery', customer, null, null, iso(back), iso(back), d, null]);
      txs.push([o, t, 'OnPlant', 'Pickup', null, null, plant, iso(home), iso(home), null, null]);
      at = home;
      last = o;
    }
    let holder = null;
    if (between(0, 9) < 4) {
      holder = between(1, CUSTOMERS);
      const out = now - between(1, 100) * DAY - between(0, 86_399) * 1000;
      const d = ++txId;
      txs.push([d, t, 'Delivery', 'OnPlant', holder, plant, null, iso(out), iso(out), null, null]);
      at = out;
      last = d;
      status = 'Delivery';
      held++;
      if (between(0, 19) === 0) {
        pickups.push([d, holder, iso(now - DAY)]);
        requests++;
      }
    }
    trolleys.push([t, `Rack ${t}`, `BENCH-${t}`, 1, status, plant, holder, iso(at), 1, last, created, created]);
    if (status === 'OnPlant') {
      if (!onPlant.has(plant)) onPlant.set(plant, []);
      onPlant.get(plant).push(t);
    }
    if (trolleys.length >= 5000) {
      w.insert('trolleys', TROLLEY_COLUMNS, trolleys);
      w.insert('trolley_transactions', TX_COLUMNS, txs);
      w.insert('trolley_pickup_requests', ['hold_id', 'customer_id', 'requested_at'], pickups);
      trolleys = [];
      txs = [];
      pickups = [];
      await w.exec('select 1');
      if (t % 20000 === 0) log(`  ${t} trolleys, ${txId} transactions...`);
    }
  }
  w.insert('trolleys', TROLLEY_COLUMNS, trolleys);
  w.insert('trolley_transactions', TX_COLUMNS, txs);
  w.insert('trolley_pickup_requests', ['hold_id', 'customer_id', 'requested_at'], pickups);
  await w.close();
  return { made: { customers: CUSTOMERS, trolleys: TROLLEYS, transactions: txId, openHolds: held, pickupRequests: requests }, onPlant };
}
