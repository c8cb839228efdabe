// Mail: nothing is lost between a commit and its send. The server is killed (SIGKILL) while its outbox
// holds mail (the SMTP server hangs, so every message is queued or in a try), restarted against a working SMTP server,
// and every message must arrive once. And two instances on one PostgreSQL database send each message once.
import { startProxy } from './proxy.mjs';
import { startSmtp } from './smtp.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, client, createPgDatabase, expectStatus, openReader, sleep, startServer, tag, tempDir } from './lib.mjs';

const ALERTS = 'drill-alerts@example.com';
const MESSAGES = 24;

/** Signs the admin in and points the support alerts at ALERTS (notification settings, as My Profile does). */
async function alertsTo(baseUrl) {
  const api = client(baseUrl);
  const token = expectStatus(await api.admin('POST', '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }), 200, 'admin sign-in').token;
  const settings = expectStatus(await api.admin('GET', '/notification-settings', { token }), 200, 'notification settings');
  expectStatus(await api.admin('PUT', `/notification-settings/${settings.id}`, { token, json: { email: ALERTS } }), 200, 'alert email');
  return token;
}

/** `count` support requests, each naming its marker in the description; resolves with the markers acknowledged. */
async function supportPosts(baseUrl, run, count) {
  const api = client(baseUrl);
  const markers = [];
  for (let i = 0; i < count; i++) {
    const marker = `drill-mail-${run}-${String(i).padStart(3, '0')}`;
    expectStatus(await api.admin('POST', '/support', { json: { name: 'Mail Drill', email: 'drill@example.com', description: `Marker ${marker}` } }), 201, 'support post');
    markers.push(marker);
  }
  return markers;
}

/** How often each marker reached the SMTP server. */
function deliveries(smtp, markers) {
  const counts = new Map(markers.map((m) => [m, 0]));
  for (const message of smtp.received) {
    const unfolded = message.data.replace(/=\r\n/g, '');
    for (const m of markers) if (unfolded.includes(m)) counts.set(m, counts.get(m) + 1);
  }
  return counts;
}

async function outboxStatuses(db) {
  const reader = await openReader(db);
  try {
    return await reader.all(
      `select status, count(*) as n, sum(case when claimed_until is not null then 1 else 0 end) as claimed, sum(case when last_error is not null then 1 else 0 end) as failed_tries
       from mail_outbox group by status order by status`,
    );
  } finally {
    await reader.close();
  }
}

async function waitFor(test, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await test()) return true;
    await sleep(200);
  }
  return false;
}

/** kill -9 with queued mail, then a restart: every message sent once. */
export async function mailCrashDrill(kind, { check, log = console.log }) {
  const dataDir = tempDir(`mail-${kind}`);
  const pgdb = kind === 'postgres' ? await createPgDatabase('mail') : undefined;
  const db = { dataDir, databaseUrl: pgdb?.url };
  const smtp = await startSmtp('hang');
  // A try gives up after 4 s (the kill comes well before), so a message's lease (twice that and 5 s) runs out 13 s
  // after its sender died: the restarted server takes those over then, and sends the untried ones at once.
  const env = { SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '4000', PUBLIC_MAX_REQUESTS_IP: '1000' };
  let server;
  try {
    server = await startServer(db, { env, label: `${kind} server` });
    await alertsTo(server.url);
    const run = tag();
    const started = Date.now();
    const markers = await supportPosts(server.url, run, MESSAGES);
    const answered = Date.now() - started;
    // The sender has taken some (each try hangs), the rest wait their turn: mail in the outbox at the kill.
    await sleep(300);
    const before = await outboxStatuses(db);
    await server.kill();
    const queuedAtKill = before.filter((r) => r.status === 'queued').reduce((n, r) => n + Number(r.n), 0);
    const claimedAtKill = before.reduce((n, r) => n + Number(r.claimed ?? 0), 0);
    // A try that had already timed out would wait a minute for its retry: the kill must come before any did.
    const triedOut = before.reduce((n, r) => n + Number(r.failed_tries ?? 0), 0);

    smtp.mode = 'accept';
    const killedAt = Date.now();
    server = await startServer(db, { env, label: `${kind} server after the kill` });
    const allSent = await waitFor(async () => (await outboxStatuses(db)).every((r) => r.status === 'sent'), 40_000);
    const tookMs = Date.now() - killedAt;
    // Anything sent twice would show by now.
    await sleep(1_500);
    const counts = deliveries(smtp, markers);
    const once = [...counts.values()].filter((n) => n === 1).length;
    const twice = [...counts.entries()].filter(([, n]) => n > 1).map(([m]) => m);
    const missing = [...counts.entries()].filter(([, n]) => n === 0).map(([m]) => m);
    check(
      `${kind}: ${MESSAGES} support alerts queued while SMTP hung, server killed with ${queuedAtKill} in the outbox (${claimedAtKill} in a try); after the restart each sent once`,
      allSent && queuedAtKill === MESSAGES && claimedAtKill > 0 && triedOut === 0 && once === MESSAGES && smtp.received.length === MESSAGES,
      `the ${MESSAGES} posts answered in ${answered} ms with SMTP hanging (${triedOut} tries timed out before the kill); all sent ${tookMs} ms after the kill; ${once} once, ` +
        `${twice.length} more than once${twice.length ? ` (${twice.slice(0, 3).join(', ')})` : ''}, ${missing.length} missing; ${smtp.received.length} deliveries`,
    );
    log(`  ${kind}: posts answered in ${answered} ms; at the kill ${queuedAtKill} queued (${claimedAtKill} in a try); all ${MESSAGES} sent once, ${tookMs} ms after the kill`);
    return { kind, answered, queuedAtKill, claimedAtKill, tookMs, once };
  } finally {
    await server?.stop();
    await smtp.close();
    await pgdb?.drop();
  }
}

/** Two instances on one PostgreSQL database behind the proxy: each message queued through either is sent once. */
export async function mailTwoInstancesDrill({ check }) {
  const pgdb = await createPgDatabase('mailtwo');
  const smtp = await startSmtp('accept');
  const env = { SMTP_URL: smtp.url, PUBLIC_MAX_REQUESTS_IP: '1000', TRUST_PROXY: 'true' };
  let servers = [];
  let proxy;
  try {
    servers = await Promise.all(['a', 'b'].map((n) => startServer({ dataDir: tempDir(`mailtwo-${n}`), databaseUrl: pgdb.url }, { env, label: `instance ${n}` })));
    proxy = await startProxy(servers.map((s) => s.url));
    await alertsTo(proxy.url);
    const markers = await supportPosts(proxy.url, tag(), 40);
    const allSent = await waitFor(async () => (await outboxStatuses({ databaseUrl: pgdb.url })).every((r) => r.status === 'sent'), 20_000);
    await sleep(1_500);
    const counts = deliveries(smtp, markers);
    const once = [...counts.values()].filter((n) => n === 1).length;
    check(
      'two instances on one PostgreSQL database: 40 alerts queued through both, each sent once',
      allSent && once === 40 && smtp.received.length === 40,
      `${once}/40 delivered once; ${smtp.received.length} deliveries over ${smtp.connections} SMTP connections`,
    );
  } finally {
    await proxy?.close();
    for (const s of servers) await s.stop();
    await smtp.close();
    await pgdb.drop();
  }
}
