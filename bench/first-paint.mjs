// `npm run bench:paint`: how long a person waits for the first row of the common screens, in
// Debian's Chromium against the built server on the demo data. Each screen is opened cold (a new browser context:
// empty HTTP cache, as after a release or on a new machine) and warm (the same context again, cache filled), several
// times; the time is from the navigation's start to the first table row with data on screen (a MutationObserver in
// the page notes performance.now()). Also counts the JavaScript files each cold load fetched. Target: the first row
// within 1,000 ms (median of the cold loads) on this machine.
/* global document, window, MutationObserver -- the functions run in the page */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { root, startProcess } from './lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    // 3G-like throttling of the network (Chromium's own), to see the chunk count's cost off loopback.
    slow: { type: 'boolean', default: false },
    json: { type: 'string' },
    // Some screens only, by name: --only Activity,Mail
    only: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const TARGET_MS = 1000;
const SCREENS = [
  ['Dashboard', '/dashboard'],
  ['Tickets', '/dashboard/tickets'],
  ['Business', '/dashboard/business'],
  ['Customers', '/dashboard/customers'],
  ['Trolleys', '/dashboard/trolleys'],
  ['Cities', '/dashboard/cities'],
  // The screens added since: the activity log, the mail outbox, the fleet's balance.
  ['Activity', '/dashboard/settings/activity'],
  ['Mail', '/dashboard/settings/mail'],
  ['Balance', '/dashboard/trolley-balance'],
].filter(([name]) => !args.only || args.only.split(',').includes(name));
const ADMIN = { email: 'admin@example.com', password: 'demo-admin' };

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!chromiumPath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');

// The first row with data: a body row that is not a loading placeholder and has a cell with text.
const observeFirstRow = () => {
  const seen = () => [...document.querySelectorAll('tbody tr[role="row"]')].some((tr) => !tr.hasAttribute('aria-hidden') && tr.children.length > 2 && tr.textContent.trim());
  new MutationObserver((_, observer) => {
    if (window.__firstRow === undefined && seen()) {
      window.__firstRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
};

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-paint-'));
const server = await startProcess(path.join(root, 'apps/server/dist/server.js'), { DATA_DIR: dataDir, DEMO_DATA: 'true', ADMIN_PASSWORD: ADMIN.password, DATABASE_URL: '' });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  // Sign in once through the screen; every measured context starts from that signed-in storage.
  const signIn = await browser.newContext({ baseURL: server.url });
  const page = await signIn.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  const storageState = await signIn.storageState();
  await signIn.close();
  // The Mail screen lists the outbox: the demo fill sends nothing, so a reset request puts a message in it.
  await fetch(`${server.url}/api/admin/v1.0/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email }) });

  const open = async (context, url) => {
    const p = await context.newPage();
    if (args.slow) {
      const cdp = await context.newCDPSession(p);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    }
    let scripts = 0;
    p.on('request', (r) => r.resourceType() === 'script' && scripts++);
    await p.addInitScript(observeFirstRow);
    await p.goto(url);
    await p.waitForFunction(() => window.__firstRow !== undefined, null, { timeout: 30_000 });
    const ms = await p.evaluate(() => window.__firstRow);
    await p.close();
    return { ms, scripts };
  };

  const results = [];
  for (const [name, url] of SCREENS) {
    const cold = [];
    const warm = [];
    let scripts = 0;
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ baseURL: server.url, storageState, viewport: { width: 1280, height: 800 } });
      const first = await open(context, url);
      cold.push(first.ms);
      scripts = first.scripts;
      warm.push((await open(context, url)).ms);
      await context.close();
    }
    const row = { name, url, coldMedian: median(cold), coldMax: Math.max(...cold), warmMedian: median(warm), scripts };
    row.met = row.coldMedian <= TARGET_MS;
    results.push(row);
    console.log(
      `${name.padEnd(10)} cold median ${row.coldMedian.toFixed(0).padStart(5)} ms (max ${row.coldMax.toFixed(0)}), warm median ${row.warmMedian.toFixed(0).padStart(5)} ms, ` +
        `${scripts} JS files  ${row.met ? 'MET' : 'MISSED'}`,
    );
  }
  console.log(`\n| Screen | First row, cold (median / max) | Warm (median) | JS files | <= ${TARGET_MS} ms |`);
  console.log('|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.name} | ${r.coldMedian.toFixed(0)} / ${r.coldMax.toFixed(0)} ms | ${r.warmMedian.toFixed(0)} ms | ${r.scripts} | ${r.met ? 'MET' : 'MISSED'} |`);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ runs: RUNS, slow: args.slow, at: new Date().toISOString(), results }, null, 2));
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
