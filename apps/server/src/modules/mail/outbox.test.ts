import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { MailMessage } from '../../lib/mail.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { customerApi } from '../../test/customer-api.js';
import { createCustomer, createRole, createUserQuick, setNotificationEmail } from '../../test/factories.js';
import { startSmtpStub, type SmtpStub } from '../../test/smtp-stub.js';
import { queueMail } from './mail.service.js';
import { retryDelayMs } from './mail-sender.js';

// Every message goes through the outbox (mail_outbox), written with the change that causes it and sent by
// the sender after the commit, never in the request. These tests use the app's real transport against a tiny SMTP
// server in this process (test/smtp-stub.ts) that accepts, hangs or refuses, or the .eml files of DATA_DIR/mail.

const WIDE_OPEN = { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 100_000 };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const outbox = (t: TestApp) =>
  t.ctx.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'next_attempt_at', 'claimed_until', 'text_body'])
    .orderBy('id');
/** Makes every queued message due now, as if its backoff had passed. */
const makeDue = (t: TestApp) =>
  t.ctx.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
    .where('status', '=', 'queued')
    .execute();

let smtp: SmtpStub | undefined;
let t: TestApp;
afterEach(async () => {
  // Each test builds its own app (and stub): closed here, once.
  const [app, stub] = [t as TestApp | undefined, smtp];
  t = undefined as unknown as TestApp;
  smtp = undefined;
  await app?.close();
  await stub?.close();
});

async function appWith(mode: 'accept' | 'hang' | 'reject', overrides: Parameters<typeof buildTestApp>[0] = {}) {
  const stub = await startSmtpStub(mode);
  smtp = stub;
  t = await buildTestApp({ smtpUrl: stub.url, throttle: WIDE_OPEN, ...overrides }, { realMail: true });
  return stub;
}

describe('no SMTP work in a request', () => {
  it('forgot-password answers at once for a known and an unknown address, and register too, while the SMTP server hangs', async () => {
    const smtp = await appWith('hang', { smtpTimeoutMs: 1_000 });
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const time = async (email: string) => {
      const started = performance.now();
      const res = await t.api({ method: 'POST', url: '/forgot-password', payload: { email } });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    await time(user.email);
    await time('warm-up@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 15; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    const started = performance.now();
    const registered = await customerApi(t)({
      method: 'POST',
      url: '/register',
      payload: { first_name: 'Hang', last_name: 'Tester', email: 'hang.tester@example.com', number: '0123456789', password: 'hang-pw-1' },
    });
    const register = performance.now() - started;
    expect(registered.statusCode).toBe(201);
    console.log(
      `hanging SMTP (${process.env.TEST_DB}): forgot-password known median ${median(known).toFixed(1)} ms (max ${Math.max(...known).toFixed(1)}), ` +
        `unknown median ${median(unknown).toFixed(1)} ms (max ${Math.max(...unknown).toFixed(1)}); register ${register.toFixed(1)} ms`,
    );
    expect(Math.max(...known, ...unknown, register)).toBeLessThan(1_000);

    // The sender meanwhile tries the queued messages and gives each try SMTP_TIMEOUT_MS; they wait for a retry.
    expect(smtp.connections).toBeGreaterThan(0);
    await expect.poll(async () => (await outbox(t).where('last_error', 'is not', null).execute()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const tried = (await outbox(t).where('last_error', 'is not', null).execute())[0];
    expect(tried.status).toBe('queued');
    expect(tried.last_error).toMatch(/Greeting never received|timeout|did not finish within 1000 ms/i);
    expect(smtp.received).toEqual([]);
  });

  it('answers as fast with an SMTP server that answers: known and unknown addresses cost the same', async () => {
    const smtp = await appWith('accept');
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const time = async (email: string) => {
      const started = performance.now();
      expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email } })).statusCode).toBe(200);
      return performance.now() - started;
    };
    // Warm-up: one reset for the user, two for nobody.
    for (let i = 0; i < 3; i++) await time(i % 2 ? user.email : 'warm@example.com');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 30; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    console.log(`answering SMTP (${process.env.TEST_DB}): forgot-password known median ${median(known).toFixed(1)} ms, unknown median ${median(unknown).toFixed(1)} ms`);
    expect(median(known)).toBeLessThan(100);
    expect(median(unknown)).toBeLessThan(100);
    await t.flushMail();
    // Every reset was delivered, once each.
    expect(smtp.received.filter((m) => m.to.includes(user.email))).toHaveLength(1 + 30);
  });

  it('hands a message to SMTP within 2 seconds of its commit, woken by the commit (not the poll)', async () => {
    // The sender's poll is an hour away: only the commit's wake-up can send it in time.
    const smtp = await appWith('accept', { mailPollMs: 3_600_000 });
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    const started = Date.now();
    expect((await t.api({ method: 'POST', url: '/support', payload: { name: 'Quick Mail', email: 'quick@example.com', description: 'Is it there yet?' } })).statusCode).toBe(201);
    await expect.poll(() => smtp.received.length, { timeout: 2_000, interval: 10 }).toBe(1);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(2_000);
    console.log(`commit to SMTP (${process.env.TEST_DB}): ${elapsed} ms`);
  });
});

describe('failures are retried with backoff, never lost', () => {
  it('a 500 from SMTP: tried, due again after 1 then 2 minutes, failed after MAIL_MAX_ATTEMPTS; Retry sends it once SMTP is back', async () => {
    const smtp = await appWith('reject', { mailMaxAttempts: 3 });
    const admin = await t.login();
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    const customer = await createCustomer(t.ctx);
    // The four messages that were lost before the outbox: a password reset, a registration alert, a support alert, a customer notification.
    expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    const reg = { first_name: 'Refused', last_name: 'Mailer', email: 'refused.mailer@example.com', number: '0123456789', password: 'refused-pw-1' };
    expect((await customerApi(t)({ method: 'POST', url: '/register', payload: reg })).statusCode).toBe(201);
    expect((await t.api({ method: 'POST', url: '/support', payload: { name: 'Refused Support', email: 'rs@example.com', description: 'Mail me' } })).statusCode).toBe(201);
    expect((await t.api({ method: 'POST', url: '/customers/notification', token: admin, payload: { id: customer.id, message: 'Your trolley is ready' } })).statusCode).toBe(201);
    const kinds = ['password_reset', 'registration_alert', 'support_alert', 'customer_notification'];

    const tryRound = async (attempt: number) => {
      const before = Date.now();
      await t.flushMail();
      const rows = await outbox(t).execute();
      expect(rows.map((r) => r.kind)).toEqual(kinds);
      for (const row of rows) {
        expect(row).toMatchObject({ attempts: attempt, last_error: expect.stringContaining('500') });
        if (attempt < 3) {
          expect(row.status).toBe('queued');
          // Due again after the backoff: 1 minute after the first try, 2 after the second.
          const wait = Date.parse(row.next_attempt_at!) - before;
          expect(wait).toBeGreaterThanOrEqual(retryDelayMs(attempt) - 1_000);
          expect(wait).toBeLessThanOrEqual(retryDelayMs(attempt) + 5_000);
        } else expect(row).toMatchObject({ status: 'failed', next_attempt_at: null });
      }
    };
    await tryRound(1);
    // Not due yet: a flush sends nothing more.
    await t.flushMail();
    expect((await outbox(t).execute()).every((r) => r.attempts === 1)).toBe(true);
    await makeDue(t);
    await tryRound(2);
    await makeDue(t);
    await tryRound(3);
    expect(smtp.received).toEqual([]);

    // The Super Admin retries each failed message once the mail server is back: each is delivered, once.
    smtp.mode = 'accept';
    const list = (await t.api({ method: 'GET', url: '/mail?status=failed&limit=200', token: admin })).json();
    expect(list.count).toBe(4);
    for (const row of list.list) {
      const retried = await t.api({ method: 'POST', url: `/mail/${row.id}/retry`, token: admin });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });
    }
    await t.flushMail();
    expect((await outbox(t).execute()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([user.email, 'alerts@example.com', 'alerts@example.com', customer.email].sort());
  });

  it('keeps trying for about a day by default: 13 tries, backoff doubling from 1 minute up to 4 hours', () => {
    expect(loadConfig({}).mailMaxAttempts).toBe(13);
    const waits = Array.from({ length: 12 }, (_, i) => retryDelayMs(i + 1) / 60_000);
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240]);
    const hours = waits.reduce((a, b) => a + b, 0) / 60;
    expect(hours).toBeGreaterThan(19);
    expect(hours).toBeLessThan(24);
  });
});

describe('one transaction, one send', () => {
  it('a rolled-back change queues nothing; a refused request neither', async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN });
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await queueMail(trx, t.ctx.config, [{ kind: 'password_reset', to: 'rolled.back@example.com', data: { first_name: 'Rolled', otp: '1234', minutes: 10 } }]);
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    t.ctx.mailSender.wake();
    await t.flushMail();
    expect(await outbox(t).execute()).toEqual([]);
    expect(t.mails).toEqual([]);

    const existing = await createCustomer(t.ctx);
    const dup = await customerApi(t)({
      method: 'POST',
      url: '/register',
      payload: { first_name: 'Twice', last_name: 'Over', email: existing.email, number: '0123456789', password: 'twice-pw-1' },
    });
    expect(dup.statusCode).toBe(409);
    await t.flushMail();
    expect(await outbox(t).execute()).toEqual([]);

    // A committed one queues exactly its message, in the same transaction as its row.
    expect((await t.api({ method: 'POST', url: '/support', payload: { name: 'Kept Request', email: 'kept@example.com', description: 'Stays' } })).statusCode).toBe(201);
    await t.flushMail();
    expect((await outbox(t).execute()).map((r) => [r.kind, r.status])).toEqual([['support_alert', 'sent']]);
    expect(t.mails.map((m) => m.subject)).toEqual(['GlassDesk support request from Kept Request']);
  });

  it('two senders on one database (two instances) send each message once', async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN });
    const secondMails: MailMessage[] = [];
    const slow = (into: MailMessage[]) => ({
      send: async (m: MailMessage) => {
        await new Promise((r) => setTimeout(r, 5));
        into.push(m);
      },
    });
    t.ctx.mailer = slow(t.mails);
    const second = await buildApp(t.ctx.config, { mailer: slow(secondMails) });
    try {
      const to = Array.from({ length: 40 }, (_, i) => `twice-${i}@example.com`);
      await t.ctx.db.transaction().execute((trx) =>
        queueMail(
          trx,
          t.ctx.config,
          to.map((address) => ({ kind: 'customer_notification' as const, to: address, data: { first_name: 'Two', message: 'Once only', sender: 'Test' } })),
        ),
      );
      t.ctx.mailSender.wake();
      second.ctx.mailSender.wake();
      await Promise.all([t.flushMail(), second.ctx.mailSender.flush()]);
      const all = [...t.mails, ...secondMails].map((m) => m.to).sort();
      expect(all).toEqual([...to].sort());
      expect((await outbox(t).execute()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      console.log(`two senders (${process.env.TEST_DB}): ${t.mails.length} and ${secondMails.length} of 40 messages`);
    } finally {
      await second.app.close();
    }
  });

  it('a message held by a sender that died is sent once its lease runs out, not before', async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN });
    await t.ctx.db.transaction().execute((trx) =>
      queueMail(trx, t.ctx.config, [
        { kind: 'customer_notification', to: 'held@example.com', data: { first_name: 'Held', message: 'Wait for it', sender: 'Test' } },
        { kind: 'customer_notification', to: 'orphan@example.com', data: { first_name: 'Orphan', message: 'Mine now', sender: 'Test' } },
      ]),
    );
    // As a killed instance leaves them: claimed, one lease still running, one run out.
    const future = new Date(Date.now() + 60_000).toISOString();
    const past = new Date(Date.now() - 1).toISOString();
    await t.ctx.db.updateTable('mail_outbox').set({ claimed_until: future, attempts: 1 }).where('recipient', '=', 'held@example.com').execute();
    await t.ctx.db.updateTable('mail_outbox').set({ claimed_until: past, attempts: 1 }).where('recipient', '=', 'orphan@example.com').execute();
    await t.flushMail();
    expect(t.mails.map((m) => m.to)).toEqual(['orphan@example.com']);
    expect((await outbox(t).execute()).map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ['held@example.com', 'queued', 1],
      ['orphan@example.com', 'sent', 2],
    ]);
  });
});

describe('what a message looks like', () => {
  it('without SMTP_URL it is written as DATA_DIR/mail/*.eml through the outbox, with a text and an HTML part', async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN }, { realMail: true });
    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []), first_name: 'Eml' });
    expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    await t.flushMail();
    const dir = path.join(t.ctx.config.dataDir, 'mail');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toMatch(/Content-Type: multipart\/alternative/);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
    expect(eml).toMatch(/code is \d{4}/);
    // Sent: the bodies (with the code) are not kept in the database.
    expect((await outbox(t).execute()).map((r) => [r.status, r.text_body])).toEqual([['sent', null]]);
  });

  it('over SMTP: both parts, the brand colour, the app name, a link to the screen, times in TIME_ZONE as dd/MM/yyyy HH:mm with the zone named', async () => {
    const smtp = await appWith('accept', { timeZone: 'Australia/Sydney', appUrl: 'https://glassdesk.example.com' });
    await setNotificationEmail(t.ctx, 'alerts@example.com');
    const reg = { first_name: 'Zoned', last_name: 'Customer', email: 'zoned@example.com', number: '0123456789', password: 'zoned-pw-1' };
    const res = await customerApi(t)({ method: 'POST', url: '/register', payload: reg });
    expect(res.statusCode).toBe(201);
    await t.flushMail();
    expect(smtp.received).toHaveLength(1);
    const { data } = smtp.received[0];
    const decoded = data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(data).toMatch(/Content-Type: multipart\/alternative/);
    expect(decoded).toContain('#0C69A9');
    expect(decoded).toContain('>GlassDesk<');
    expect(decoded).toContain(`https://glassdesk.example.com/dashboard/customers/${res.json().id}`);
    // The registration time on the wall clock of Sydney, written as the screens write it.
    const created = (await t.ctx.db.selectFrom('customers').select('created_at').where('id', '=', res.json().id).executeTakeFirstOrThrow()).created_at;
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-AU', {
        timeZone: 'Australia/Sydney',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      })
        .formatToParts(new Date(created))
        .map((x) => [x.type, x.value]),
    );
    expect(decoded).toContain(`A customer registered on ${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute} ${p.timeZoneName}.`);
    expect(p.timeZoneName).toMatch(/^AE[DS]T$/);
    expect(decoded).not.toContain(created);
  });
});

describe('health with the mail server down', () => {
  it('/readyz stays ready and /healthz reports the age of the oldest unsent message and the failed count', async () => {
    // A port nobody listens on: every try is refused at once.
    const gone = await startSmtpStub('accept');
    const closedUrl = gone.url;
    await gone.close();
    t = await buildTestApp({ smtpUrl: closedUrl, throttle: WIDE_OPEN, mailMaxAttempts: 1 }, { realMail: true });
    const health = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(await health()).toEqual({ status: 'ok', mail: { unsent: 0, oldest_unsent_seconds: 0, failed: 0 } });

    const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, []) });
    expect((await t.api({ method: 'POST', url: '/forgot-password', payload: { email: user.email } })).statusCode).toBe(200);
    await t.flushMail();
    expect((await outbox(t).execute())[0]).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) });
    // One more waiting (its retry not yet due), queued two minutes ago.
    await t.ctx.db
      .transaction()
      .execute((trx) =>
        queueMail(trx, t.ctx.config, [{ kind: 'customer_notification', to: 'waiting@example.com', data: { first_name: 'Wait', message: 'Soon', sender: 'Test' } }]),
      );
    await t.ctx.db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(Date.now() - 120_000).toISOString(), next_attempt_at: new Date(Date.now() + 600_000).toISOString() })
      .where('recipient', '=', 'waiting@example.com')
      .execute();
    const now = await health();
    expect(now.status).toBe('ok');
    expect(now.mail.failed).toBe(1);
    expect(now.mail.unsent).toBe(1);
    expect(now.mail.oldest_unsent_seconds).toBeGreaterThanOrEqual(120);
    expect(now.mail.oldest_unsent_seconds).toBeLessThan(180);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
