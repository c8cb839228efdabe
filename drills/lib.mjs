// What every drill needs: the real built server as a child process on a free loopback port, a database of its own
// (a temp SQLite folder, or a fresh PostgreSQL database), HTTP calls, and direct reads of the database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import sharp from 'sharp';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'drill-admin-pw-1';
/** Where the drills make their PostgreSQL databases (CI's server, trust auth). */
export const PG_URL = process.env.DRILL_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const tag = () => randomBytes(4).toString('hex');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function tempDir(label) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `glassdesk-drill-${label}-`));
}

const live = new Set();
// Nothing outlives the runner: servers still running when it exits are killed.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/**
 * Starts `node apps/server/dist/server.js` and waits until GET /readyz answers 200. `db` is {dataDir} (SQLite) or
 * {dataDir, databaseUrl} (PostgreSQL; dataDir then only holds the mail outbox).
 */
export async function startServer(db, { env = {}, label = 'server', timeoutMs = 30_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => (live.delete(child), resolve({ code, signal }))));
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    port,
    child,
    exited,
    output: () => output,
    /** SIGKILL: no shutdown hook runs (the crash drill's whole point). */
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const done = await Promise.race([exited, sleep(10_000).then(() => null)]);
      if (!done) await server.kill();
      return done;
    },
  };
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`${label} exited before it was ready:\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`${label} was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await sleep(50);
  }
}

/** A fresh PostgreSQL database for one drill; drop() removes it (connections and all). */
export async function createPgDatabase(label) {
  const name = `glassdesk_drill_${label}_${tag()}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  // wipe(): an empty database under the same name, as after losing the data.
  return { name, url: url.toString(), drop, wipe: async () => (await drop(), await adminQuery(`create database ${name}`)) };
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresReachable() {
  try {
    await adminQuery('select 1');
    return true;
  } catch (err) {
    return err.message;
  }
}

/**
 * Direct reads of a drill's database, to see what is really stored (not what the server says): `all(sql, params)`
 * with `?` placeholders on either database.
 */
export async function openReader(db) {
  if (db.databaseUrl) {
    const client = new pg.Client({ connectionString: db.databaseUrl });
    await client.connect();
    return {
      kind: 'postgres',
      all: async (text, params = []) => {
        let n = 0;
        return (
          await client.query(
            text.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      },
      close: () => client.end(),
    };
  }
  const sqlite = new SQLite(path.join(db.dataDir, 'glassdesk.sqlite'), { readonly: true, fileMustExist: true });
  sqlite.defaultSafeIntegers(false);
  return {
    kind: 'sqlite',
    all: async (text, params = []) => sqlite.prepare(text).all(...params),
    sqlite,
    close: async () => sqlite.close(),
  };
}

/** HTTP calls to one server (or the proxy). Never throws on a status; throws when no answer came (the server died). */
export function client(baseUrl) {
  async function call(method, url, { token, json, form, headers = {}, timeoutMs = 15_000 } = {}) {
    const init = { method, headers: { ...headers }, signal: AbortSignal.timeout(timeoutMs) };
    if (token) init.headers.authorization = `Bearer ${token}`;
    if (json !== undefined) {
      init.headers['content-type'] = 'application/json';
      init.body = JSON.stringify(json);
    } else if (form) init.body = form;
    const res = await fetch(`${baseUrl}${url}`, init);
    const type = res.headers.get('content-type') ?? '';
    const body = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
    return { status: res.status, body, headers: res.headers };
  }
  const admin = (m, u, o) => call(m, `/api/admin/v1.0${u}`, o);
  const customer = (m, u, o) => call(m, `/api/customer/v1.0${u}`, o);
  return { call, admin, customer };
}

/** Throws with the answer when the status is not the expected one (setup steps must not fail quietly). */
export function expectStatus(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${Buffer.isBuffer(res.body) ? res.body.toString().slice(0, 300) : JSON.stringify(res.body)}`);
  return res.body;
}

const images = new Map();
/** A small real image, different per seed (distinct bytes let the drills tell images apart). */
export function image(seed = 0, format = 'png') {
  const key = `${seed}-${format}`;
  if (!images.has(key)) {
    const color = { r: (seed * 67) % 256, g: (seed * 131) % 256, b: (seed * 29) % 256 };
    images.set(
      key,
      sharp({ create: { width: 40 + (seed % 7), height: 30 + (seed % 5), channels: 3, background: color } })
        .toFormat(format)
        .toBuffer(),
    );
  }
  return images.get(key);
}

/** A photo-like image: random pixels, which no encoder shrinks much (tens of KB), so byte comparisons mean something. */
export function noisyImage(seed = 0, width = 160, height = 120) {
  const key = `noise-${seed}-${width}x${height}`;
  if (!images.has(key)) {
    const pixels = Buffer.alloc(width * height * 3);
    let x = seed * 2654435761 + 1;
    for (let i = 0; i < pixels.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      pixels[i] = x >>> 24;
    }
    images.set(
      key,
      sharp(pixels, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer(),
    );
  }
  return images.get(key);
}

/** A ticket's multipart form (the customer app's POST /tickets). */
export async function ticketForm(fields, { defects = 1, labels = 0, seed = 0, noisy = false } = {}) {
  const pick = noisy ? noisyImage : image;
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (let i = 0; i < defects; i++) form.append('defect_images', new Blob([await pick(seed + i)], { type: 'image/png' }), `defect-${i}.png`);
  for (let i = 0; i < labels; i++) form.append('label_images', new Blob([await pick(seed + 100 + i)], { type: 'image/png' }), `label-${i}.png`);
  return form;
}

/**
 * What the drills write to: as staff would set it up through the API. Plant, glass type, warranty reason, a business
 * with `customers` approved customers (signed in), and `trolleys` trolleys OnPlant. Returns ids and tokens.
 */
export async function setUp(baseUrl, { customers = 3, trolleys = 3 } = {}) {
  const api = client(baseUrl);
  const adminToken = expectStatus(await api.admin('POST', '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }), 200, 'admin sign-in').token;
  const t = { token: adminToken };
  const plant = expectStatus(await api.admin('POST', '/plants', { ...t, json: { name: `Drill Plant ${tag()}`, contact: '0123456789' } }), 201, 'plant');
  const glassType = expectStatus(await api.admin('POST', '/glass-types', { ...t, json: { name: `Drill Glass ${tag()}` } }), 201, 'glass type');
  const reason = expectStatus(await api.admin('POST', '/warranty-reasons', { ...t, json: { name: `Drill Reason ${tag()}` } }), 201, 'warranty reason');
  const people = [];
  for (let i = 0; i < customers; i++) {
    const email = `drill-${tag()}@example.com`;
    const password = 'drill-customer-pw';
    const { id } = expectStatus(
      await api.customer('POST', '/register', { json: { first_name: 'Drill', last_name: `Customer ${i + 1}`, email, number: '0123456789', password } }),
      201,
      'customer registration',
    );
    expectStatus(await api.admin('PUT', `/customers/${id}/approval`, { ...t, json: { is_approved: true } }), 200, 'approval');
    people.push({ id, email, password });
  }
  const business = expectStatus(
    await api.admin('POST', '/business', { ...t, json: { name: `Drill Business ${tag()}`, customer_id: people[0].id, contact: '0123456789', address: '1 Drill Road' } }),
    201,
    'business',
  );
  for (const p of people.slice(1)) expectStatus(await api.admin('PUT', `/customers/${p.id}/business`, { ...t, json: { business_id: business.id } }), 200, 'customer business');
  for (const p of people) p.token = expectStatus(await api.customer('POST', '/login', { json: { email: p.email, password: p.password } }), 200, 'customer sign-in').token;
  const trolleyIds = [];
  for (let i = 0; i < trolleys; i++) {
    const body = { name: `Drill Trolley ${i + 1}`, uid: `DRILL-${tag()}`, plant_id: plant.id, is_certified: false };
    trolleyIds.push(expectStatus(await api.admin('POST', '/trolleys', { ...t, json: body }), 201, 'trolley').id);
  }
  return { adminToken, plantId: plant.id, glassTypeId: glassType.id, reasonId: reason.id, businessId: business.id, customers: people, trolleyIds };
}

/** The fields of a valid ticket; glass_order_no identifies it. */
export const ticketFields = (fx, glassOrderNo) => ({
  glass_order_no: glassOrderNo,
  glass_type_id: fx.glassTypeId,
  warranty_reason_id: fx.reasonId,
  glass_size: '1200x800',
  // Yesterday: never "in the future", whatever the time zone.
  received_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
});
