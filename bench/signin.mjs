// `npm run bench:signin`: the staff sign-in with and without a second factor (a factor must not slow the sign-in
// beyond noise; docs/decisions.md "Staff second factors: passkeys"). The real built server on a fresh database (SQLite, or PostgreSQL with --db
// postgres / DATABASE_URL), measured with autocannon at --connections:
//   A  POST /login of a user with no second factor (the password, then a session)
//   B  POST /login of a user with the authenticator app (the password, then a 5-minute mfa_token)
// in alternating rounds (A B A B ...), so a busy moment of the machine falls on both; then
//   C  the whole two-step sign-in (POST /login, then POST /login/mfa with a recovery code), one per request pair,
// for the second step's own latency. The verdict compares A and B: B's p99 within A's round-to-round spread or 10%.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Secret, TOTP } from 'otpauth';
import { freshDatabase } from './lib/fresh-db.mjs';
import { API, root, startServer } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const dialect = args.db ?? (process.env.DATABASE_URL ? 'postgres' : 'sqlite');
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const ADMIN = { email: 'bench-admin@example.com', password: 'Bench-Admin-2026' };
const PASSWORD = 'Bench-User-2026';
const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

async function call(url, method, p, body, token) {
  const res = await fetch(`${url}${API}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** autocannon on POST /login with this account: requests/s, p50, p99 and non-2xx. */
async function loginLoad(url, email) {
  const r = await autocannon({
    url: `${url}${API}/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
    connections,
    duration,
  });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

const db = await freshDatabase(dialect, '-signin');
const server = await startServer({ ...db.env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MFA_SECRET_KEY: 'be'.repeat(32) });
log(`GlassDesk sign-in bench: ${dialect}, ${connections} connections, ${duration} s per round, ${rounds} rounds`);
try {
  const admin = (await call(server.url, 'POST', '/login', ADMIN)).token;
  const groups = await call(server.url, 'GET', '/operations/all', undefined, admin);
  const listCities = groups.flatMap((g) => g.operations).find((o) => o.name === 'List Cities');
  const role = await call(server.url, 'POST', '/roles', { name: 'Bench sign-in', operations: [listCities.id] }, admin);
  const newUser = async (email) => {
    await call(server.url, 'POST', '/users', { first_name: 'Bench', last_name: 'User', email, password: PASSWORD, role: role.id }, admin);
    return email;
  };
  const plain = await newUser('plain@bench.example.com');
  /** A user with the authenticator app set up: its ten recovery codes. */
  const withApp = async (email) => {
    await newUser(email);
    const token = (await call(server.url, 'POST', '/login', { email, password: PASSWORD })).token;
    const { secret } = await call(server.url, 'POST', '/me/mfa/totp', {}, token);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    return (await call(server.url, 'POST', '/me/mfa/totp/confirm', { code }, token)).recovery_codes;
  };
  const factor = 'factor@bench.example.com';
  await withApp(factor);

  const a = [];
  const b = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await loginLoad(server.url, plain));
    log(`  round ${i + 1} A (no factor):   ${a.at(-1).rps} req/s, p50 ${a.at(-1).p50} ms, p99 ${a.at(-1).p99} ms, ${a.at(-1).errors} errors`);
    b.push(await loginLoad(server.url, factor));
    log(`  round ${i + 1} B (with factor): ${b.at(-1).rps} req/s, p50 ${b.at(-1).p50} ms, p99 ${b.at(-1).p99} ms, ${b.at(-1).errors} errors`);
  }

  // C: whole two-step sign-ins, each with a recovery code of its own (each works once): as many as the codes allow.
  const codes = [];
  const users = Math.max(4, Math.ceil(((a.reduce((s, r) => s + r.rps, 0) / a.length) * duration * 0.6) / 10));
  for (let i = 0; i < users; i++) {
    const email = `two-step-${i}@bench.example.com`;
    for (const code of await withApp(email)) codes.push({ email, code });
  }
  const second = [];
  const whole = [];
  let next = 0;
  const deadline = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline && next < codes.length) {
        const { email, code } = codes[next++];
        const t0 = performance.now();
        const step = await call(server.url, 'POST', '/login', { email, password: PASSWORD });
        const t1 = performance.now();
        await call(server.url, 'POST', '/login/mfa', { mfa_token: step.mfa_token, code });
        const t2 = performance.now();
        second.push(t2 - t1);
        whole.push(t2 - t0);
      }
    }),
  );
  second.sort((x, y) => x - y);
  whole.sort((x, y) => x - y);
  const c = {
    signIns: whole.length,
    secondP50: +percentile(second, 0.5).toFixed(1),
    secondP99: +percentile(second, 0.99).toFixed(1),
    wholeP99: +percentile(whole, 0.99).toFixed(1),
  };
  log(`  C (two steps): ${c.signIns} sign-ins; the second step p50 ${c.secondP50} ms, p99 ${c.secondP99} ms; both steps p99 ${c.wholeP99} ms`);

  const aP99 = median(a.map((r) => r.p99));
  const bP99 = median(b.map((r) => r.p99));
  const spread = Math.max(...a.map((r) => r.p99)) - Math.min(...a.map((r) => r.p99));
  const allowed = Math.max(spread, aP99 * 0.1);
  const met = bP99 - aP99 <= allowed && a.every((r) => r.errors === 0) && b.every((r) => r.errors === 0);
  console.log(
    `\n| Sign-in (${dialect}, ${connections} connections) | p99 (median of ${rounds} rounds) |\n| --- | --- |\n` +
      `| A  POST /login, no second factor | ${aP99} ms (rounds: ${a.map((r) => r.p99).join(', ')}) |\n` +
      `| B  POST /login, with the authenticator app | ${bP99} ms (rounds: ${b.map((r) => r.p99).join(', ')}) |\n` +
      `| C  POST /login/mfa (recovery code) | ${c.secondP99} ms (p50 ${c.secondP50}; ${c.signIns} sign-ins) |\n\n` +
      `B - A = ${(bP99 - aP99).toFixed(1)} ms, allowed ${allowed.toFixed(1)} ms (A's spread across rounds, or 10%): ${met ? 'MET' : 'MISSED'}`,
  );
  const out = args.out ?? path.join(root, 'bench/results', `${new Date().toISOString().slice(0, 10)}-signin-${dialect}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), dialect, connections, duration, rounds, a, b, c, met }, null, 1)}\n`);
  log(`wrote ${path.relative(root, out)}`);
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
  await db.cleanup();
}
