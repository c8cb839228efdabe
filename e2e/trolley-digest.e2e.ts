import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer as startProcess } from './server-process.js';

// The daily overdue digest on the built server, as `npm start` runs it. The demo set (customers past their
// free days) is filled on a first start; a restart with TROLLEY_DIGEST_HOUR=0 (past the hour, whatever the time)
// sends the day's digest at once as .eml files; a further restart the same day sends nothing more.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-digest-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const ADMIN = { email: 'digest-admin@example.com', password: 'digest-admin-1' };

const startServer = (env: Record<string, string>) =>
  startProcess(dataDir, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, TIME_ZONE: 'UTC', TROLLEY_DIGEST_HOUR: '', ...env });

async function api<T>(base: string, token: string | null, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/admin/v1.0${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every .eml written so far: its recipient, subject and text (quoted-printable soft breaks joined). */
function outbox() {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .map((text) => ({ to: /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? '', subject: /^Subject: (.+)$/m.exec(text)?.[1]?.trim() ?? '', text }));
}

type Row = { customer_id: number; customer_name: string; over_free_days: number; accrued_cost: number };

describe('the daily overdue digest (TROLLEY_DIGEST_HOUR)', () => {
  it('sends once per day after a restart: each customer over its list, the Trolley alerts user every customer, worst first', { timeout: 120_000 }, async () => {
    // First start: the demo set; the admin joins Trolley alerts; note who is past the free days.
    const first = await startServer({ DEMO_DATA: 'true' });
    const me = await api<{ id: number; token: string }>(first.base, null, 'POST', '/login', ADMIN);
    const token = me.token;
    const settings = await api<Record<string, number[]>>(first.base, token, 'GET', '/ticket-settings');
    await api(first.base, token, 'PUT', '/ticket-settings', { ...settings, trolley_alerts: [me.id] });
    const board = await api<{ list: Row[] }>(first.base, token, 'GET', '/trolleys/balance?limit=100');
    const over = board.list.filter((r) => r.over_free_days > 0);
    expect(over.length).toBeGreaterThan(0);
    const emails = new Map<number, string>();
    for (const r of over) emails.set(r.customer_id, (await api<{ email: string }>(first.base, token, 'GET', `/customers/${r.customer_id}`)).email);
    await first.stop();
    const before = outbox().length;

    // Restart past the hour: the day's digest goes out at once.
    const second = await startServer({ TROLLEY_DIGEST_HOUR: '0' });
    await expect.poll(() => outbox().filter((m) => m.to === ADMIN.email && m.subject.includes('free days')).length, { timeout: 20_000 }).toBe(1);
    const digest = outbox().find((m) => m.to === ADMIN.email && m.subject.includes('free days'))!;
    expect(digest.subject).toContain(`${over.length === 1 ? '1 customer' : `${over.length} customers`} past the trolleys' free days`);
    // Every customer over, the highest charge first.
    expect(over.every((r) => digest.text.includes(r.customer_name))).toBe(true);
    const charges = [...over].sort((a, b) => digest.text.indexOf(a.customer_name) - digest.text.indexOf(b.customer_name)).map((r) => r.accrued_cost);
    expect(charges).toEqual([...charges].sort((a, b) => b - a));
    for (const r of over) {
      const mine = outbox().filter((m) => m.to === emails.get(r.customer_id) && m.subject.includes('past the free days'));
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine[0]!.text).toContain(`${r.over_free_days === 1 ? '1 trolley' : `${r.over_free_days} trolleys`} past the free days`);
    }
    await second.stop();
    const sent = outbox().length;
    expect(sent).toBeGreaterThan(before);

    // Another restart the same day: the day is claimed, nothing more goes out.
    const third = await startServer({ TROLLEY_DIGEST_HOUR: '0' });
    await new Promise((r) => setTimeout(r, 3_000));
    await third.stop();
    expect(outbox().length).toBe(sent);
  });
});
