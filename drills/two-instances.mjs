// Two instances on one PostgreSQL database behind a round-robin proxy: they start together on an empty database,
// and a session, the sign-in and public-form throttles, and uploads made through one hold on the other.
import fs from 'node:fs';
import { startProxy } from './proxy.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, client, createPgDatabase, expectStatus, image, openReader, setUp, startServer, tempDir, ticketFields, ticketForm } from './lib.mjs';

const LIMIT = 4;

export async function twoInstancesDrill({ check, log = console.log }) {
  const pgdb = await createPgDatabase('two');
  const dirs = [tempDir('two-a'), tempDir('two-b')];
  const env = { TRUST_PROXY: 'true', LOGIN_MAX_FAILURES_ACCOUNT: String(LIMIT), PUBLIC_MAX_REQUESTS_IP: String(LIMIT) };
  let servers = [];
  let proxy;
  try {
    // Both at once on an empty database: migrations, catalogue and first admin must not collide.
    const started = await Promise.allSettled(dirs.map((dataDir, i) => startServer({ dataDir, databaseUrl: pgdb.url }, { env, label: `instance ${'AB'[i]}` })));
    servers = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
    const reader = await openReader({ databaseUrl: pgdb.url });
    const admins = await reader.all(`select count(*) as n from users`);
    const migrations = await reader.all(`select count(*) as n, count(distinct name) as d from kysely_migration`);
    await reader.close();
    const errors = servers.map((s) => s.output()).filter((o) => /"level":(50|60)|Error/.test(o));
    check(
      'both instances start at once on an empty database without error',
      started.every((s) => s.status === 'fulfilled') && Number(admins[0].n) === 1 && migrations[0].n === migrations[0].d && errors.length === 0,
      started.map((s) => (s.status === 'rejected' ? s.reason.message.slice(0, 400) : 'ready')).join(' / ') +
        `; ${admins[0].n} admin user(s), ${migrations[0].n} migrations` +
        (errors.length ? `; logged: ${errors[0].slice(0, 300)}` : ''),
    );
    if (servers.length !== 2) return;
    const [A, B] = servers.map((s) => client(s.url));
    proxy = await startProxy(servers.map((s) => s.url));
    const P = client(proxy.url);

    // A session made on one works on the other (staff and customer).
    const fx = await setUp(proxy.url, { customers: 2, trolleys: 0 });
    const staffToken = expectStatus(await A.admin('POST', '/login', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }), 200, 'sign-in on A').token;
    const onB = await B.admin('GET', '/user', { token: staffToken });
    const customerToken = expectStatus(
      await B.customer('POST', '/login', { json: { email: fx.customers[1].email, password: fx.customers[1].password } }),
      200,
      'customer sign-in on B',
    ).token;
    const meOnA = await A.customer('GET', '/me', { token: customerToken });
    const outB = await B.admin('POST', '/logout', { token: staffToken });
    const afterLogout = await A.admin('GET', '/user', { token: staffToken });
    check(
      'a session made on one instance works on the other, and a sign-out on one ends it on both',
      onB.status === 200 && onB.body.email === ADMIN_EMAIL && meOnA.status === 200 && outB.status === 200 && afterLogout.status === 401,
      `staff token from A on B: ${onB.status}; customer token from B on A: ${meOnA.status}; signed out on B, then on A: ${afterLogout.status}`,
    );

    // Sign-in throttle: LIMIT failures through the proxy (half on each instance), then both refuse the account.
    const ghost = { email: 'nobody-here@example.com', password: 'wrong-password' };
    const failures = [];
    for (let i = 0; i < LIMIT; i++) failures.push((await P.admin('POST', '/login', { json: ghost })).status);
    const [loginA, loginB] = [(await A.admin('POST', '/login', { json: ghost })).status, (await B.admin('POST', '/login', { json: ghost })).status];
    check(
      `the sign-in throttle is shared: ${LIMIT} failures through the proxy (alternating instances) block the account on both`,
      failures.every((s) => s === 401) && loginA === 429 && loginB === 429,
      `failures ${failures.join(',')}; next attempt on A ${loginA}, on B ${loginB}`,
    );

    // Public form throttle: LIMIT support posts through the proxy, then both refuse the address.
    const post = (c, i) => c.admin('POST', '/support', { json: { name: 'Drill Visitor', email: 'visitor@example.com', description: `Drill request ${i}` } });
    const posts = [];
    for (let i = 0; i < LIMIT; i++) posts.push((await post(P, i)).status);
    const [supportA, supportB] = [(await post(A, 'A')).status, (await post(B, 'B')).status];
    check(
      `the public-form throttle is shared: ${LIMIT} support posts through the proxy block the address on both`,
      posts.every((s) => s === 201) && supportA === 429 && supportB === 429,
      `posts ${posts.join(',')}; next post on A ${supportA}, on B ${supportB}`,
    );

    // Uploads: a file uploaded to A is served by B, byte for byte; a ticket raised on B shows its images on A.
    const form = new FormData();
    form.append('file', new Blob([await image(7)], { type: 'image/png' }), 'photo.png');
    const uploaded = expectStatus(await A.admin('POST', '/files', { token: fx.adminToken, form }), 201, 'upload on A');
    const [fromA, fromB] = [await A.call('GET', uploaded.url), await B.call('GET', uploaded.url)];
    const ticket = expectStatus(
      await B.customer('POST', '/tickets', { token: fx.customers[0].token, form: await ticketForm(ticketFields(fx, 'TWO-1'), { defects: 2, labels: 1, seed: 40 }) }),
      201,
      'ticket on B',
    );
    const shown = expectStatus(await A.admin('GET', `/tickets/${ticket.id}`, { token: fx.adminToken }), 200, 'ticket on A');
    const imagesOk = [];
    for (const img of shown.images) {
      const [a, b] = [await A.call('GET', img.url), await B.call('GET', img.url)];
      imagesOk.push(a.status === 200 && b.status === 200 && Buffer.compare(a.body, b.body) === 0 && a.body.length > 0);
    }
    check(
      'uploads made on one instance are served by the other, byte for byte',
      fromA.status === 200 && fromB.status === 200 && fromA.body.length > 0 && Buffer.compare(fromA.body, fromB.body) === 0 && imagesOk.length === 3 && imagesOk.every(Boolean),
      `file ${uploaded.url}: A ${fromA.status} ${fromA.body.length} B, B ${fromB.status} ${fromB.body.length} B; ticket ${ticket.ticket_id}'s ${imagesOk.length} images on both: ${imagesOk.every(Boolean)}`,
    );
    log(`  proxy: ${proxy.served.join(' + ')} requests served by A + B`);
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await pgdb.drop();
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}
