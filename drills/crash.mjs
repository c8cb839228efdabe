// Crash drill: a server under concurrent writes (tickets raised through the customer app, trolley hand-overs,
// customer cost changes) is killed with SIGKILL at random moments. After each restart every acknowledged write must
// be stored, SQLite's integrity check pass, and nothing be half written (checks.mjs).
import fs from 'node:fs';
import { acknowledged, sqliteIntegrity, wholeness } from './checks.mjs';
import { client, createPgDatabase, openReader, setUp, sleep, startServer, tag, tempDir, ticketFields, ticketForm } from './lib.mjs';

// The next hand-over of a trolley, by its status: a trolley goes round OnPlant -> Delivery -> Pickup -> OnPlant.
const NEXT = {
  OnPlant: (fx, customerId) => ({ action: 'delivery', to: 'Delivery', body: { customer_id: customerId, no_of_bars: 3, images: [] } }),
  Delivery: () => ({ action: 'pickup', to: 'Pickup', body: { no_of_bars: 3, images: [] } }),
  Pickup: (fx) => ({ action: 'onplant', to: 'OnPlant', body: { to_plant_id: fx.plantId, no_of_bars: 0, images: [] } }),
};

/**
 * One load phase: workers write until `stop` is set. A write counts as acknowledged only when its 2xx arrived;
 * a call cut short by the kill (no answer) may or may not have happened, and is not counted.
 */
export function startLoad(baseUrl, fx, ack, counters) {
  const api = client(baseUrl);
  let stop = false;
  const loop = async (work) => {
    while (!stop) {
      try {
        await work();
      } catch {
        // No answer: the server is gone (or going). The phase ends.
        if (!stop) await sleep(20);
      }
    }
  };
  const ticketWorker = (customer, n) => async () => {
    const glassOrderNo = `D-${tag()}`;
    const defects = 1 + ((counters.sent + n) % 3);
    const labels = counters.sent % 2;
    counters.sent++;
    const res = await api.customer('POST', '/tickets', { token: customer.token, form: await ticketForm(ticketFields(fx, glassOrderNo), { defects, labels, seed: counters.sent }) });
    if (res.status === 201) ack.tickets.push({ id: res.body.id, glassOrderNo, defects, labels });
    else if (res.status >= 400) counters.refused.push(`ticket ${res.status} ${JSON.stringify(res.body)}`);
  };
  const trolleyWorker = (trolleyId, customerId) => async () => {
    const cur = await api.admin('GET', `/trolleys/${trolleyId}`, { token: fx.adminToken });
    if (cur.status !== 200) throw new Error(`trolley ${cur.status}`);
    const step = NEXT[cur.body.trolley_status](fx, customerId);
    const note = `drill-${tag()}`;
    counters.sent++;
    const res = await api.admin('PUT', `/trolleys/${trolleyId}/${step.action}`, { token: fx.adminToken, json: { ...step.body, note } });
    if (res.status === 200) ack.moves.push({ trolleyId, note, status: step.to });
    else if (res.status >= 400) counters.refused.push(`${step.action} ${res.status} ${JSON.stringify(res.body)}`);
  };
  const costWorker = (customerId) => async () => {
    // Every change is new (days grow), so each acknowledged one has its own history row to find.
    const days = ++counters.costDays;
    const cents = 100 + (days % 900);
    counters.sent++;
    const res = await api.admin('PUT', `/customers/${customerId}/cost`, { token: fx.adminToken, json: { max_day_allowed: days, per_day_charge: cents / 100 } });
    if (res.status === 200) ack.costs.push({ customerId, days, cents });
    else if (res.status >= 400) counters.refused.push(`cost ${res.status} ${JSON.stringify(res.body)}`);
  };
  const [c1, c2, c3] = fx.customers;
  const workers = [
    loop(ticketWorker(c1, 0)),
    loop(ticketWorker(c2, 1)),
    ...fx.trolleyIds.map((id, i) => loop(trolleyWorker(id, fx.customers[i % fx.customers.length].id))),
    loop(costWorker(c2.id)),
    loop(costWorker(c3.id)),
  ];
  return async () => {
    stop = true;
    await Promise.all(workers);
  };
}

export async function crashDrill(kind, { kills = 30, log = console.log } = {}) {
  const dataDir = tempDir(`crash-${kind}`);
  const pgdb = kind === 'postgres' ? await createPgDatabase('crash') : undefined;
  const db = { dataDir, databaseUrl: pgdb?.url };
  // Throttles out of the way: the drill signs in and registers more than a person would.
  const env = { PUBLIC_MAX_REQUESTS_IP: '1000', LOGIN_MAX_FAILURES_IP: '1000' };
  const ack = { tickets: [], moves: [], costs: [] };
  const counters = { sent: 0, costDays: 0, refused: [] };
  const figures = { kind, kills: 0, survived: 0, acknowledged: 0, checks: 0, sent: 0, problems: [] };
  let server;
  try {
    server = await startServer(db, { env, label: `${kind} server` });
    const fx = await setUp(server.url, { customers: 3, trolleys: 3 });
    for (let round = 1; round <= kills; round++) {
      const stopLoad = startLoad(server.url, fx, ack, counters);
      // A random moment: 150-900 ms into the load (writes are in flight all along).
      await sleep(150 + Math.floor(Math.random() * 750));
      await server.kill();
      figures.kills++;
      await stopLoad();
      server = await startServer(db, { env, label: `${kind} server after kill ${round}` });
      const reader = await openReader(db);
      try {
        const integrity = sqliteIntegrity(reader);
        const whole = await wholeness(reader);
        const acked = await acknowledged(reader, ack);
        figures.checks += acked.checked;
        const problems = [...integrity, ...whole, ...acked.problems];
        if (problems.length) {
          figures.problems.push(`after kill ${round}: ${problems.slice(0, 5).join('; ')}`);
          break;
        }
        figures.survived++;
      } finally {
        await reader.close();
      }
      if (counters.refused.length) {
        figures.problems.push(`writes refused by the server (not a crash effect): ${counters.refused.slice(0, 3).join('; ')}`);
        break;
      }
    }
    figures.acknowledged = ack.tickets.length + ack.moves.length + ack.costs.length;
    figures.sent = counters.sent;
    figures.detail = `${ack.tickets.length} tickets, ${ack.moves.length} hand-overs, ${ack.costs.length} cost changes acknowledged of ${counters.sent} sent`;
    log(`  ${kind}: ${figures.survived}/${figures.kills} kills survived; ${figures.detail}; ${figures.checks} acknowledged-write checks`);
  } finally {
    await server?.stop();
    await pgdb?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
