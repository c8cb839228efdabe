// `npm run bench:handovers`: the driver's hand-over figures (CONTRACT "Hand-over proof and the driver's offline Hand-over"), on SQLite or PostgreSQL. The same fleet as
// bench/trolleys.mjs (lib/fleet.mjs: 100,000 trolleys, 10,000 customers, about 1,000,000 transactions by default), then
// the real built server records visits of 20 trolleys each with a signature, a signer and a place, as the Hand-over
// screen sends them (`POST /handovers` with a client_id), and makes their receipts:
// - H1 deliveries of 20 trolleys, one after another (each also queues the customer's receipt mail, as in production);
// - H2 pickups of the same 20, one after another;
// - H3 deliveries of 20 from 4 phones at once;
// - R1 the receipt PDF (`GET /report/handovers/{id}/receipt`, with its signature image), one after another.
// Targets: H1-H3 p99 <= 100 ms, R1 p99 <= 300 ms. Every request must succeed.
// Options: --db sqlite|postgres, --customers N, --trolleys N, --transactions N, --visits N (per scenario), --out FILE,
// --keep. Prints every target as MET or MISSED and writes bench/results/<date>-handovers-<db>.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fleetArgs, n } from './lib/args.mjs';
import { freshDatabase } from './lib/fresh-db.mjs';
import { generateFleet } from './lib/fleet.mjs';
import { API, login, root, startProcess } from './lib/server.mjs';

const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const { args, dialect, size } = fleetArgs({ visits: { type: 'string', default: '200' } });
const VISITS = n(args.visits);
const PER_VISIT = 20;
const log = (...a) => console.log(...a);

/** Latencies in ms -> the figures every bench reports. */
function figures(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
  return { samples: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
}

async function call(url, token, init = {}) {
  const started = performance.now();
  const res = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { ms: performance.now() - started, status: res.status, body, type: res.headers.get('content-type') };
}

/** A signature as the pad draws it: black strokes on white, 600 x 180, PNG. */
async function signaturePng() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="180"><rect width="100%" height="100%" fill="#fff"/>
    <path d="M 30 110 C 60 40, 90 40, 80 110 S 120 140, 130 100 C 160 30, 200 40, 190 110 S 240 150, 260 95 C 300 20, 330 60, 320 115 S 380 140, 420 90" fill="none" stroke="#000" stroke-width="3"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const database = await freshDatabase(dialect, '-handovers');
const script = path.join(root, 'apps/server/dist/server.js');
const env = { ...database.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' };
try {
  log(`Hand-over bench on ${dialect}: migrating...`);
  const first = await startProcess(script, env);
  await first.stop();
  const started = Date.now();
  const { made, onPlant } = await generateFleet(dialect, database, size, log);
  log(`  generated ${JSON.stringify(made)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const server = await startProcess(script, env);
  const results = {};
  try {
    const token = await login(server.url, ADMIN.email, ADMIN.password);
    const form = new FormData();
    form.append('file', new Blob([await signaturePng()], { type: 'image/png' }), 'signature.png');
    const upload = await call(`${server.url}${API}/files`, token, { method: 'POST', body: form });
    if (upload.status !== 200 && upload.status !== 201) throw new Error(`upload: ${upload.status} ${upload.body}`);
    const signature = JSON.parse(upload.body.toString()).url;

    // Batches of 20 trolleys at one plant each (the Super Admin acts at every plant).
    const plants = [...onPlant.keys()];
    const pools = plants.map((p) => onPlant.get(p));
    let next = 0;
    const batch = () => {
      const pool = pools[next++ % pools.length];
      if (pool.length < PER_VISIT) throw new Error('not enough trolleys on plant: use more --trolleys or fewer --visits');
      return pool.splice(0, PER_VISIT);
    };
    const visit = (kind, ids, customer) =>
      call(`${server.url}${API}/handovers`, token, {
        method: 'POST',
        body: JSON.stringify({
          kind,
          customer_id: kind === 'delivery' ? customer : null,
          trolleys: ids.map((id, i) => ({ id, no_of_bars: i % 7 })),
          images: [],
          note: kind === 'delivery' ? 'Left at the loading dock.' : null,
          signature,
          signed_by: 'Site manager',
          unsigned_reason: null,
          location: { lat: -33.8688 + Math.random() / 10, lng: 151.2093 + Math.random() / 10, accuracy: 12 },
          at: null,
          client_id: randomUUID(),
        }),
      });
    const record = (name, target, times, errors) => {
      results[name] = { ...figures(times), errors, target: `p99 <= ${target} ms`, met: errors === 0 && figures(times).p99 <= target };
      const r = results[name];
      log(`  ${name}: p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${errors} -> ${r.met ? 'MET' : 'MISSED'}`);
    };

    // A few visits first, so the figures are of a warm server (as a driver's morning is).
    for (let i = 0; i < 5; i++) {
      const ids = batch();
      await visit('delivery', ids, 1 + i);
      await visit('pickup', ids);
    }

    const delivered = [];
    const ids = [];
    let times = [];
    let errors = 0;
    for (let i = 0; i < VISITS; i++) {
      const b = batch();
      const r = await visit('delivery', b, 1 + ((i * 37) % size.customers));
      times.push(r.ms);
      if (r.status !== 201) errors++;
      else {
        delivered.push(b);
        ids.push(JSON.parse(r.body.toString()).id);
      }
    }
    record(`H1 delivery of ${PER_VISIT} trolleys, one after another`, 100, times, errors);

    times = [];
    errors = 0;
    for (const b of delivered) {
      const r = await visit('pickup', b);
      times.push(r.ms);
      if (r.status !== 201) errors++;
    }
    record(`H2 pickup of ${PER_VISIT} trolleys, one after another`, 100, times, errors);

    times = [];
    errors = 0;
    const PHONES = 4;
    await Promise.all(
      Array.from({ length: PHONES }, async (_, phone) => {
        for (let i = 0; i < Math.ceil(VISITS / PHONES); i++) {
          const r = await visit('delivery', batch(), 1 + ((phone * 1000 + i) % size.customers));
          times.push(r.ms);
          if (r.status !== 201) errors++;
        }
      }),
    );
    record(`H3 delivery of ${PER_VISIT} trolleys from ${PHONES} phones at once`, 100, times, errors);

    times = [];
    errors = 0;
    let bytes = 0;
    for (const id of ids.slice(0, 100)) {
      const r = await call(`${server.url}${API}/report/handovers/${id}/receipt`, token);
      times.push(r.ms);
      bytes = r.body.length;
      if (r.status !== 200 || r.type !== 'application/pdf') errors++;
    }
    record(`R1 receipt PDF of ${PER_VISIT} trolleys with its signature`, 300, times, errors);
    results[`R1 receipt PDF of ${PER_VISIT} trolleys with its signature`].bytes = bytes;
  } finally {
    await server.stop();
  }
  const out = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-handovers-${dialect}.json`);
  fs.writeFileSync(out, JSON.stringify({ dialect, node: process.version, cpus: os.cpus().length, made, visits: VISITS, perVisit: PER_VISIT, results }, null, 2) + '\n');
  log(`wrote ${path.relative(root, out)}`);
} finally {
  if (args.keep) log(`kept the database: ${JSON.stringify(database.env)}`);
  else await database.cleanup();
}
