// The real built server as a child process on loopback, its readiness and its memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API = '/api/admin/v1.0';

/** A port free on loopback now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls `url` until it answers 200; bounded by `timeoutMs`. Returns the milliseconds waited. */
export async function waitForOk(url, { timeoutMs = 60_000, everyMs = 10, child } = {}) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the process exited (${child.exitCode}) before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Spawns `node <script>` with `env` and waits until `readyPath` answers 200. Returns { child, port, url,
 * readyMs, stop, output } (readyMs: from the spawn to the first 200, the cold start).
 */
export async function startProcess(script, env, { readyPath = '/readyz', timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const out = [];
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    out.push(chunk.toString());
    if (out.length > 200) out.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(url + readyPath, { timeoutMs, child });
  } catch (err) {
    child.kill('SIGKILL');
    throw new Error(`${path.relative(root, script)} did not start: ${err.message}\n${out.join('')}`);
  }
  const readyMs = performance.now() - spawnedAt;
  let stopping = false;
  // An exit nobody asked for (a crash, or a signal from outside) is told at once, with what the process printed.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`\n${path.relative(root, script)} exited unexpectedly (code ${code}, signal ${signal}):\n${out.join('')}`);
  });
  const stop = () =>
    new Promise((resolve) => {
      stopping = true;
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { child, port, url, readyMs, stop, output: () => out.join('') };
}

/** The built server (apps/server/dist/server.js) on the benchmark's database. */
export function startServer(dbEnv) {
  return startProcess(path.join(root, 'apps/server/dist/server.js'), dbEnv);
}

/**
 * The CPU time a process has used so far, user and system, in milliseconds (Linux /proc: clock ticks of 10 ms).
 * Divided by the requests served between two readings it gives the server's CPU per request, a figure that other
 * load on the machine moves far less than requests/s.
 */
export function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The resident set size of a process, in bytes (Linux /proc). */
export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return m ? Number(m[1]) * 1024 : NaN;
}

/** Samples a process's RSS every `everyMs` until stopped: { stop() -> { peak, samples } }. */
export function sampleRss(pid, everyMs = 100) {
  let peak = rssOf(pid);
  let samples = 1;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
      samples++;
    } catch {
      // the process ended
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      try {
        peak = Math.max(peak, rssOf(pid));
      } catch {
        // the process ended
      }
      return { peak, samples };
    },
  };
}

/** POST /login as the bench admin: the bearer token. */
export async function login(url, email, password) {
  const res = await fetch(`${url}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login failed (${res.status}): ${JSON.stringify(body)}`);
  return body.token;
}

/** GET a JSON answer with the token; throws unless 200. */
export async function getJson(url, token) {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}
