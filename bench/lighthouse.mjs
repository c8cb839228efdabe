// `npm run bench:lighthouse`: Lighthouse 12.2.3 in Debian's Chromium, mobile emulation (its defaults:
// a mid-range phone, simulated slow 4G and 4x CPU slowdown), on the built server with the demo data. Pages: every
// public and portal page of the web app: the portal's public pages, its signed-in pages (signed in as a demo
// customer: the session goes into the profile's storage first), and the back-office's public pages.
// Budgets: performance >= 95, accessibility 100, best practices >= 95 and total blocking time <= 200 ms on each page;
// the portal's first load (its sign-in page) sends at most 150 KB of JavaScript, brotli. Beside the pages, the host's
// floor: an empty page with the app server's headers and one without (FLOOR_PAGES), not budgeted. Prints a table, writes
// --json, exits 1 when over budget. --only <path> runs the pages whose path (as listed below) matches; --cpu-slowdown
// <n> sets Lighthouse's simulated CPU slowdown (4 by default) to see a slower host's figures on a fast one: the
// simulation multiplies each task the trace recorded by it. Each run's benchmark index (Lighthouse's measure of the
// host, higher is faster) is in the JSON: figures from two hosts compare only beside it.
/* global window -- the function given to page.evaluate runs in the page */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import * as constants from 'lighthouse/core/config/constants.js';
import { freePort, root, startProcess } from './lib/server.mjs';
import { writeResults } from './lib/results.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, json: { type: 'string' }, only: { type: 'string' }, 'cpu-slowdown': { type: 'string' } },
});
const RUNS = Number(args.runs);
const CPU_SLOWDOWN = args['cpu-slowdown'] ? Number(args['cpu-slowdown']) : undefined;
if (CPU_SLOWDOWN !== undefined && !(CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown: a number, 1 or more');
/** Scores at least these; total blocking time at most TBT_BUDGET_MS. */
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95 };
const TBT_BUDGET_MS = 200;
const PORTAL_JS_BUDGET_KB = 150;
/**
 * Every public and portal page (apps/web/src/app/routes.tsx, apps/web/src/portal/app/routes.tsx). The signed-in
 * pages open as the demo customer; `:id` and `:month` become the customer's newest ticket and newest statement.
 */
const APP_PAGES = [
  { name: 'Portal sign-in', path: '/portal/login' },
  { name: 'Portal register', path: '/portal/register' },
  { name: 'Portal forgot', path: '/portal/forgot' },
  { name: 'Portal waiting', path: '/portal/waiting' },
  { name: 'Portal tickets', path: '/portal/tickets', signedIn: true },
  { name: 'Portal new ticket', path: '/portal/tickets/new', signedIn: true },
  { name: 'Portal ticket', path: '/portal/tickets/:id', signedIn: true },
  { name: 'Portal trolleys', path: '/portal/trolleys', signedIn: true },
  { name: 'Portal statements', path: '/portal/statements', signedIn: true },
  { name: 'Portal statement', path: '/portal/statements/:month', signedIn: true },
  { name: 'Portal account', path: '/portal/account', signedIn: true },
  { name: 'Back-office sign-in', path: '/login' },
  { name: 'Back-office forgot', path: '/forgot' },
  { name: 'Support', path: '/support' },
  { name: 'Privacy policy', path: '/privacy-policy' },
];
/**
 * The host's floor, run beside the pages and outside the budget: an empty page (a heading and a line of text, no
 * script, no style) from a bare Node server on the same loopback, once with the app server's own response headers
 * (as it sends them on /portal/login) and once with none. What the empty page scores is what this host and these
 * headers cost before any of the app's code runs: Cross-Origin-Opener-Policy puts the page in a new browsing context
 * group, so Chromium commits it in a renderer process of its own, whose first JavaScript context costs a long task
 * that Lighthouse's run from about:blank otherwise finds already made.
 */
const FLOOR_PAGES = [
  { name: 'Empty page, headers', path: '/floor/headers', floor: 'headers' },
  { name: 'Empty page, none', path: '/floor/none', floor: 'none' },
];
const PAGES = [...APP_PAGES, ...FLOOR_PAGES].filter((p) => !args.only || p.path === args.only);
if (PAGES.length === 0) throw new Error(`--only ${args.only}: no such page`);

const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chromePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

/** Lighthouse's own mobile throttling (slow 4G, 4x CPU), of which --cpu-slowdown changes the CPU's part only. */
const SIMULATED_MOBILE = constants.throttling.mobileSlow4G;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-lighthouse-'));
const server = await startProcess(path.join(root, 'apps/server/dist/server.js'), { DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: '', LOG_REQUESTS: 'false' });
const floor = PAGES.some((p) => p.floor) ? await floorServer() : null;

/**
 * The floor's server (FLOOR_PAGES): /floor/headers answers the empty page with the security headers the app server
 * sends on /portal/login, /floor/none without them; any other path answers 200 (the runs' cold-start step opens one).
 */
async function floorServer() {
  const res = await fetch(`${server.url}/portal/login`);
  await res.arrayBuffer();
  // The page's own headers (type, length, validators, the request's id) are the empty page's, not copied. Its caching
  // is the app page's (no-cache): no-store would fail Lighthouse's back/forward cache audit, which the app pages pass.
  const own = new Set(['content-type', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'etag', 'last-modified', 'vary', 'x-request-id', 'accept-ranges']);
  const headers = Object.fromEntries([...res.headers].filter(([name]) => !own.has(name)));
  if (!headers['cross-origin-opener-policy']) throw new Error('floor: /portal/login sent no Cross-Origin-Opener-Policy; the floor copies the headers it sends');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="An empty page: the host\'s floor"><title>Empty page</title></head>' +
    '<body><h1>GlassDesk</h1><p>An empty page: a heading and a line of text.</p></body></html>';
  const srv = http.createServer((req, reply) => {
    const extra = req.url === '/floor/headers' ? headers : {};
    reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...extra });
    reply.end(req.url?.startsWith('/floor/') ? html : 'ok');
  });
  const port = await freePort();
  await new Promise((resolve) => srv.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, headers: Object.keys(headers), close: () => new Promise((resolve) => srv.close(resolve)) };
}

/** A demo customer's session, as the portal keeps it after signing in. */
async function customerSession() {
  const demo = server.output().match(/For example .*: (\S+)\s+password (\S+)/);
  if (!demo) throw new Error('the demo did not print a portal customer');
  const res = await fetch(`${server.url}/api/customer/v1.0/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo[1], password: demo[2] }),
  });
  if (!res.ok) throw new Error(`customer sign-in: ${res.status}`);
  return await res.json();
}

/** The customer's newest ticket and statement: the pages behind /portal/tickets/:id and /portal/statements/:month. */
async function customerRecords(session) {
  const get = async (url) => {
    const res = await fetch(`${server.url}/api/customer/v1.0${url}`, { headers: { authorization: `Bearer ${session.token}` } });
    if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
    return await res.json();
  };
  const tickets = await get('/tickets?start=0&limit=1&sort_by=created_at&order=desc');
  const statements = await get('/statements');
  if (!tickets.list?.[0]) throw new Error('the demo customer has no ticket');
  if (!statements[0]) throw new Error('the demo customer has no statement');
  return { ':id': String(tickets.list[0].id), ':month': statements[0].month };
}

const results = [];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  const session = PAGES.some((p) => p.signedIn) ? await customerSession() : null;
  const records = session ? await customerRecords(session) : {};
  for (const pg of PAGES) {
    const origin = pg.floor ? floor.url : server.url;
    const url = `${origin}${pg.path.replace(/:id|:month/g, (param) => records[param])}`;
    const runs = [];
    for (let i = 0, retries = 0; i < RUNS; i++) {
      // The session goes into the profile's storage first (Lighthouse keeps it with disableStorageReset). Cold: no
      // service worker, caches or HTTP cache from an earlier run.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // A page of the origin that is neither app: no service worker gets installed by this step. Each run starts
      // cold: no service worker, no caches (Lighthouse clears the HTTP cache itself).
      await page.goto(`${origin}/healthz`);
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage,local_storage,indexeddb' });
      // disableStorageReset keeps the HTTP cache too: emptied here, so each run loads every file as a first visit does.
      await cdp.send('Network.clearBrowserCache');
      if (pg.signedIn) await page.evaluate((s) => window.localStorage.setItem('glassdesk-portal-session', JSON.stringify(s)), session);
      await page.close();
      await browser.disconnect();
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
          ...(CPU_SLOWDOWN ? { throttling: { ...SIMULATED_MOBILE, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
        },
        undefined,
      );
      if (process.env.LIGHTHOUSE_KEEP) fs.writeFileSync(path.join(process.env.LIGHTHOUSE_KEEP, `${pg.path.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(lhr));
      if (lhr.runtimeError) {
        // A trace Lighthouse could not record (NO_NAVSTART, NO_FCP): it says to run again, which is done twice.
        if (retries++ < 2) {
          console.log(`${pg.path}: ${lhr.runtimeError.code}, run ${i + 1} again`);
          i--;
          continue;
        }
        throw new Error(`${pg.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script');
      runs.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        // The start-up's longest task, as the simulation times it (its own 50 ms over make the blocking time).
        longestTaskMs: Math.round(Math.max(0, ...(lhr.audits['long-tasks'].details?.items ?? []).map((t) => t.duration))),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)),
        // What went over the wire: the server sends the .br file to a browser that accepts it.
        jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
        failed: Object.values(lhr.categories)
          .flatMap((c) => c.auditRefs.map((ref) => lhr.audits[ref.id]))
          .filter((a) => a.score !== null && a.score < 1 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric') && a.details?.type !== 'opportunity')
          .map((a) => a.id)
          .slice(0, 12),
      });
    }
    const pick = (k) => median(runs.map((r) => r[k]));
    const row = { name: pg.name, path: pg.path, runs: runs.length, ...(pg.floor ? { floor: pg.floor } : {}) };
    for (const k of ['performance', 'accessibility', 'best-practices', 'fcpMs', 'lcpMs', 'tbtMs', 'longestTaskMs', 'cls', 'jsKb', 'benchmarkIndex']) row[k] = pick(k);
    row.failedAudits = [...new Set(runs.flatMap((r) => r.failed))];
    // The floor is measured against the budget too, to show where the host alone stands, but it fails no run.
    row.overBudget = Object.entries(BUDGET)
      .filter(([k, min]) => row[k] < min)
      .map(([k]) => k);
    if (row.tbtMs > TBT_BUDGET_MS) row.overBudget.push('total-blocking-time');
    if (pg.path === '/portal/login' && row.jsKb > PORTAL_JS_BUDGET_KB) row.overBudget.push('javascript');
    results.push(row);
    console.log(
      `${pg.name.padEnd(20)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  best ${String(row['best-practices']).padStart(3)}  ` +
        `FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  longest task ${row.longestTaskMs} ms  CLS ${row.cls}  JS ${row.jsKb} KB${row.overBudget.length ? `  ${pg.floor ? 'over (the floor: not counted)' : 'OVER'}: ${row.overBudget.join(', ')}` : ''}`,
    );
    if (row.failedAudits.length) console.log(`${''.padEnd(20)} audits below 1: ${row.failedAudits.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await floor?.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const summary = {
  at: new Date().toISOString(),
  lighthouse: '12.2.3',
  chromium: chromePath,
  node: process.version,
  cpus: os.cpus().length,
  runsPerPage: RUNS,
  cpuSlowdown: CPU_SLOWDOWN ?? SIMULATED_MOBILE.cpuSlowdownMultiplier,
  budget: { ...BUDGET, tbtMs: TBT_BUDGET_MS, portalFirstLoadJsKb: PORTAL_JS_BUDGET_KB },
  // The headers the floor's first empty page was sent with (FLOOR_PAGES).
  ...(floor ? { floorHeaders: floor.headers } : {}),
  results,
};
if (args.json) await writeResults(args.json, summary);
process.exit(results.some((r) => !r.floor && r.overBudget.length) ? 1 : 0);
