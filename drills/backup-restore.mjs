// Backup and restore: `npm run backup` while the server runs, `npm run restore FILE` after the data is wiped.
// A quiet backup must come back identical (every table's rows, every image's bytes); a backup taken under
// concurrent writes must come back whole (integrity, nothing half written, every write acknowledged before it began).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { acknowledged, sqliteIntegrity, wholeness } from './checks.mjs';
import { startLoad } from './crash.mjs';
import {
  client,
  createPgDatabase,
  expectStatus,
  noisyImage,
  openReader,
  root,
  setUp,
  sleep,
  startServer,
  tag,
  tempDir,
  ticketFields,
  ticketForm,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
} from './lib.mjs';

/** `npm run <script> <file>` with the server's settings; resolves with its output, rejects on a non-zero exit. */
function npmRun(script, file, db) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: db.dataDir };
    if (db.databaseUrl) env.DATABASE_URL = db.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn('npm', ['run', '--silent', script, file], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`npm run ${script} exited ${code}: ${out}`))));
  });
}

/** Every table's rows, each row as text with blobs replaced by their length and hash; plus the image bytes seen. */
async function snapshot(db) {
  const reader = await openReader(db);
  try {
    const tables =
      reader.kind === 'sqlite'
        ? (await reader.all(`select name from sqlite_master where type = 'table' and sql not like 'CREATE VIRTUAL%' order by name`)).map((r) => r.name)
        : (await reader.all(`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`)).map(
            (r) => r.name,
          );
    const rows = {};
    let count = 0;
    let bytes = 0;
    const files = new Map();
    for (const table of tables) {
      const list = await reader.all(`select * from "${table}"`);
      rows[table] = list
        .map((row) =>
          JSON.stringify(row, (_k, v) => {
            if (v && v.type === 'Buffer' && Array.isArray(v.data)) v = Buffer.from(v.data);
            if (Buffer.isBuffer(v)) {
              bytes += v.length;
              return `blob:${v.length}:${createHash('sha256').update(v).digest('hex')}`;
            }
            return v;
          }),
        )
        .sort();
      count += list.length;
      if (table === 'files') for (const f of list) files.set(f.name, Buffer.from(f.data));
    }
    return { tables, rows, count, bytes, files };
  } finally {
    await reader.close();
  }
}

function differences(a, b) {
  const out = [];
  for (const table of new Set([...a.tables, ...b.tables])) {
    const [x, y] = [a.rows[table] ?? [], b.rows[table] ?? []];
    if (x.length !== y.length) out.push(`${table}: ${x.length} rows before, ${y.length} after`);
    else if (x.some((row, i) => row !== y[i])) out.push(`${table}: rows differ (${x.find((row, i) => row !== y[i]).slice(0, 200)})`);
  }
  return out;
}

/** Data as a user makes it: tickets with images, trolley hand-overs with photos, cost changes, support requests. */
async function fill(baseUrl, fx) {
  const api = client(baseUrl);
  const token = fx.adminToken;
  for (let i = 0; i < 8; i++) {
    const customer = fx.customers[i % fx.customers.length];
    const form = await ticketForm(ticketFields(fx, `BK-${tag()}`), { defects: 1 + (i % 3), labels: i % 2, seed: 200 + i * 10, noisy: true });
    expectStatus(await api.customer('POST', '/tickets', { token: customer.token, form }), 201, 'ticket');
  }
  for (const [i, id] of fx.trolleyIds.entries()) {
    const photo = new FormData();
    photo.append('file', new Blob([await noisyImage(300 + i)], { type: 'image/png' }), 'photo.png');
    const { url } = expectStatus(await api.admin('POST', '/files', { token, form: photo }), 201, 'photo');
    expectStatus(
      await api.admin('PUT', `/trolleys/${id}/delivery`, { token, json: { customer_id: fx.customers[0].id, no_of_bars: 4, images: [url], note: 'to the customer' } }),
      200,
      'delivery',
    );
  }
  for (const [i, c] of fx.customers.entries()) {
    expectStatus(await api.admin('PUT', `/customers/${c.id}/cost`, { token, json: { max_day_allowed: 5 + i, per_day_charge: 2.5 } }), 200, 'cost');
  }
  expectStatus(await api.admin('POST', '/support', { json: { name: 'Backup Visitor', email: 'visitor@example.com', description: 'Please call me back.' } }), 201, 'support');
}

export async function backupRestoreDrill(kind, { check, log = console.log }) {
  const dataDir = tempDir(`backup-${kind}`);
  const backups = tempDir(`backup-files-${kind}`);
  const pgdb = kind === 'postgres' ? await createPgDatabase('backup') : undefined;
  const db = { dataDir, databaseUrl: pgdb?.url };
  const env = { PUBLIC_MAX_REQUESTS_IP: '1000' };
  const wipe = async () => {
    if (pgdb) return pgdb.wipe();
    for (const name of ['glassdesk.sqlite', 'glassdesk.sqlite-wal', 'glassdesk.sqlite-shm']) fs.rmSync(path.join(dataDir, name), { force: true });
  };
  let server;
  try {
    server = await startServer(db, { env, label: `${kind} server` });
    const fx = await setUp(server.url, { customers: 3, trolleys: 2 });
    await fill(server.url, fx);

    // 1. Under concurrent writes.
    const ack = { tickets: [], moves: [], costs: [] };
    const stopLoad = startLoad(server.url, fx, ack, { sent: 0, costDays: 100, refused: [] });
    // Writes under way on every worker before the backup starts (PostgreSQL's first calls are slower).
    await sleep(800);
    const before = { tickets: [...ack.tickets], moves: [...ack.moves], costs: [...ack.costs] };
    const busyFile = path.join(backups, `busy.${kind === 'postgres' ? 'pgdump' : 'sqlite'}`);
    await npmRun('backup', busyFile, db);
    await sleep(200);
    await stopLoad();
    // The last tickets' mail leaves the outbox right after their commit: let it go before the quiet copy is compared.
    for (let i = 0; i < 100; i++) {
      const health = await client(server.url).call('GET', '/healthz');
      if (health.body.mail?.unsent === 0) break;
      await sleep(100);
    }

    // The last writes' activity entries are linked into the log by the sealer (every 250 ms): let it, or the server's
    // close (and any later start) would seal what the quiet copy still holds pending.
    for (let i = 0; i < 100; i++) {
      const reader = await openReader(db);
      const pending = await reader.all('select count(*) as n from activity_pending').finally(() => reader.close());
      if (Number(pending[0].n) === 0) break;
      await sleep(100);
    }

    // 2. Quiet (the server still up and serving): compared row for row after the restore.
    const quietFile = path.join(backups, `quiet.${kind === 'postgres' ? 'pgdump' : 'sqlite'}`);
    const original = await snapshot(db);
    // Reads go on meanwhile (images, without a token: a signed-in read may slide its session's expiry, a write).
    const readers = (async () => {
      const api = client(server.url);
      for (let i = 0; i < 3; i++) for (const name of original.files.keys()) await api.call('GET', `/files/${name}`);
    })();
    await npmRun('backup', quietFile, db);
    await readers;
    await server.stop();

    await wipe();
    const restoredOut = await npmRun('restore', quietFile, db);
    const restored = await snapshot(db);
    const diff = differences(original, restored);
    // The restored data serves: staff sign in, and every image comes back byte for byte over HTTP.
    server = await startServer(db, { env, label: `${kind} server on the restored data` });
    const api = client(server.url);
    const signIn = await api.admin('POST', '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    let served = 0;
    for (const [name, bytes] of original.files) {
      const res = await api.call('GET', `/files/${name}`);
      if (res.status === 200 && Buffer.compare(res.body, bytes) === 0) served++;
    }
    await server.stop();
    check(
      `${kind}: a quiet backup taken while the server runs comes back identical after a wipe and restore`,
      diff.length === 0 && original.count > 0 && signIn.status === 200 && served === original.files.size,
      `${original.tables.length} tables, ${original.count} rows and ${(original.bytes / 1024).toFixed(0)} KB of blobs compared (${diff.length} differences${diff.length ? `: ${diff.slice(0, 3).join('; ')}` : ''}); ${served}/${original.files.size} images served byte for byte; ${restoredOut.split('\n').pop()}`,
    );
    log(`  ${kind}: ${original.count} rows in ${original.tables.length} tables, ${original.files.size} images (${(original.bytes / 1024).toFixed(0)} KB of blobs) compared`);

    await wipe();
    await npmRun('restore', busyFile, db);
    const reader = await openReader(db);
    let problems;
    let checked;
    try {
      const acked = await acknowledged(reader, before);
      checked = acked.checked;
      problems = [...sqliteIntegrity(reader), ...(await wholeness(reader)), ...acked.problems];
    } finally {
      await reader.close();
    }
    check(
      `${kind}: a backup taken under concurrent writes restores whole`,
      problems.length === 0 && checked > 0,
      `${checked} writes acknowledged before it began are in it; ${problems.length ? problems.slice(0, 3).join('; ') : 'nothing half written'}`,
    );
    return { rows: original.count, tables: original.tables.length, images: original.files.size, bytes: original.bytes };
  } finally {
    await server?.stop();
    await pgdb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backups, { recursive: true, force: true });
  }
}
