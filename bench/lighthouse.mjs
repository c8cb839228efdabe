// `npm run bench:lighthouse`: Lighthouse 12.2.3 in Debian's Chromium, mobile emulation (its defaults:
// a mid-range phone, simulated slow 4G and 4x CPU slowdown), on the built server with the demo data. Pages: the
// portal's sign-in and new-ticket screens (signed in as a demo customer) and the back-office's public pages.
// Budgets: performance >= 95, accessibility 100, best practices >= 95 on each page; the portal's first load (its
// sign-in page) sends at most 150 KB of JavaScript, brotli. Prints a table, writes --json, exits 1 when over budget.
/* global window -- the function given to page.evaluate runs in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { root, startProcess } from './lib/server.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, json: { type: 'string' }, only: { type: 'string' } } });
const RUNS = Number(args.runs);
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95 };
const PORTAL_JS_BUDGET_KB = 150;
const PAGES = [
  { name: 'Portal sign-in', path: '/portal/login', portal: true },
  { name: 'Portal new ticket', path: '/portal/tickets/new', portal: true, signedIn: true },
  { name: 'Back-office sign-in', path: '/login' },
  { name: 'Support', path: '/support' },
  { name: 'Privacy policy', path: '/privacy-policy' },
].filter((p) => !args.only || p.path === args.only);

const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chromePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-lighthouse-'));
const server = await startProcess(path.join(root, 'apps/server/dist/server.js'), { DATA_DIR: dataDir, DEMO_DATA: 'true', DATABASE_URL: '', LOG_REQUESTS: 'false' });

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

const results = [];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  const session = PAGES.some((p) => p.signedIn) ? await customerSession() : null;
  for (const pg of PAGES) {
    const runs = [];
    for (let i = 0, retries = 0; i < RUNS; i++) {
      // The session goes into the profile's storage first (Lighthouse keeps it with disableStorageReset). Cold: no
      // service worker, caches or HTTP cache from an earlier run.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      // A page of the origin that is neither app: no service worker gets installed by this step. Each run starts
      // cold: no service worker, no caches (Lighthouse clears the HTTP cache itself).
      await page.goto(`${server.url}/healthz`);
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'service_workers,cache_storage,local_storage,indexeddb' });
      // disableStorageReset keeps the HTTP cache too: emptied here, so each run loads every file as a first visit does.
      await cdp.send('Network.clearBrowserCache');
      if (pg.signedIn) await page.evaluate((s) => window.localStorage.setItem('glassdesk-portal-session', JSON.stringify(s)), session);
      await page.close();
      await browser.disconnect();
      const { lhr } = await lighthouse(
        `${server.url}${pg.path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
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
    const row = { name: pg.name, path: pg.path, runs: runs.length };
    for (const k of ['performance', 'accessibility', 'best-practices', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsKb']) row[k] = pick(k);
    row.failedAudits = [...new Set(runs.flatMap((r) => r.failed))];
    row.overBudget = Object.entries(BUDGET)
      .filter(([k, min]) => row[k] < min)
      .map(([k]) => k);
    if (pg.path === '/portal/login' && row.jsKb > PORTAL_JS_BUDGET_KB) row.overBudget.push('javascript');
    results.push(row);
    console.log(
      `${pg.name.padEnd(20)} perf ${String(row.performance).padStart(3)}  a11y ${String(row.accessibility).padStart(3)}  best ${String(row['best-practices']).padStart(3)}  ` +
        `FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} KB${row.overBudget.length ? `  OVER: ${row.overBudget.join(', ')}` : ''}`,
    );
    if (row.failedAudits.length) console.log(`${''.padEnd(20)} audits below 1: ${row.failedAudits.join(', ')}`);
  }
} finally {
  await chrome.kill();
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
  budget: BUDGET,
  results,
};
if (args.json) fs.writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
process.exit(results.some((r) => r.overBudget.length) ? 1 : 0);
