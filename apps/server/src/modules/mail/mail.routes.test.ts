import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailStatus } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks, tokenFor } from '../../test/access.js';
import { queueMail } from './mail.service.js';

// The Mail screen's calls: GET /mail (View Mail) and POST /mail/{id}/retry (Retry Mail).

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Outbox rows in every state, straight into the table (the sender is kept away from them: none is due). */
async function arrange(rows: Array<{ to: string; subject: string; status: MailStatus; attempts: number; error?: string; ageMs: number }>) {
  await t.ctx.db.deleteFrom('mail_outbox').execute();
  for (const r of rows) {
    await t.ctx.db
      .insertInto('mail_outbox')
      .values({
        kind: 'support_alert',
        recipient: r.to,
        subject: r.subject,
        text_body: r.status === 'sent' ? null : 'text',
        html_body: r.status === 'sent' ? null : '<p>html</p>',
        customer_id: null,
        status: r.status,
        attempts: r.attempts,
        next_attempt_at: r.status === 'queued' ? iso(3_600_000) : null,
        claimed_until: null,
        last_error: r.error ?? null,
        created_at: iso(-r.ageMs),
        updated_at: iso(-r.ageMs),
        sent_at: r.status === 'sent' ? iso(-r.ageMs + 1000) : null,
      })
      .execute();
  }
  return (await t.ctx.db.selectFrom('mail_outbox').select(['id', 'recipient']).execute()).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.recipient]: r.id }), {});
}

describe('GET /mail', () => {
  it('lists messages newest first with their status, tries and last error (never a body), the totals per status, and filters by status', async () => {
    await arrange([
      { to: 'ann@example.com', subject: 'First', status: 'sent', attempts: 1, ageMs: 300_000 },
      { to: 'bob@example.com', subject: 'Second', status: 'failed', attempts: 13, error: '500 5.0.0 refused', ageMs: 200_000 },
      { to: 'cy@example.com', subject: 'Third', status: 'queued', attempts: 2, error: 'Greeting never received', ageMs: 100_000 },
    ]);
    const res = await t.api({ method: 'GET', url: '/mail', token: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(3);
    expect(body.totals).toEqual({ queued: 1, sent: 1, failed: 1 });
    expect(body.list.map((m: { recipient: string }) => m.recipient)).toEqual(['cy@example.com', 'bob@example.com', 'ann@example.com']);
    expect(body.list[1]).toEqual({
      id: expect.any(Number),
      kind: 'support_alert',
      recipient: 'bob@example.com',
      subject: 'Second',
      status: 'failed',
      attempts: 13,
      last_error: '500 5.0.0 refused',
      created_at: expect.any(String),
      next_attempt_at: null,
      sent_at: null,
    });
    expect(res.body).not.toMatch(/text_body|html_body|<p>html/);

    const failed = (await t.api({ method: 'GET', url: '/mail?status=failed', token: admin })).json();
    expect(failed).toMatchObject({ count: 1, totals: { queued: 1, sent: 1, failed: 1 }, list: [{ recipient: 'bob@example.com' }] });
    const search = (await t.api({ method: 'GET', url: '/mail?search=THIRD', token: admin })).json();
    expect(search.list.map((m: { subject: string }) => m.subject)).toEqual(['Third']);
    const sorted = (await t.api({ method: 'GET', url: '/mail?sort_by=attempts&order=desc&limit=1&start=1', token: admin })).json();
    expect(sorted).toMatchObject({ count: 3, list: [{ attempts: 2 }] });
  });

  it('refuses an unknown status or sort with a 422', async () => {
    for (const url of ['/mail?status=lost', '/mail?sort_by=text_body']) {
      const res = await t.api({ method: 'GET', url, token: admin });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc[0]).toBe('query');
    }
  });
});

describe('POST /mail/{id}/retry', () => {
  it('queues a failed message again with fresh tries, and the sender delivers it', async () => {
    const ids = await arrange([{ to: 'again@example.com', subject: 'Try again', status: 'failed', attempts: 13, error: 'connect ECONNREFUSED', ageMs: 60_000 }]);
    const res = await t.api({ method: 'POST', url: `/mail/${ids['again@example.com']}/retry`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids['again@example.com'], status: 'queued', attempts: 0, last_error: 'connect ECONNREFUSED', next_attempt_at: expect.any(String) });
    await t.flushMail();
    expect(t.mails.at(-1)).toMatchObject({ to: 'again@example.com', subject: 'Try again' });
    const after = (await t.api({ method: 'GET', url: '/mail', token: admin })).json();
    expect(after.list[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null, next_attempt_at: null, sent_at: expect.any(String) });
  });

  it('answers 409 for a message that is not failed and 404 for none', async () => {
    const ids = await arrange([
      { to: 'sent@example.com', subject: 'Sent', status: 'sent', attempts: 1, ageMs: 10_000 },
      { to: 'queued@example.com', subject: 'Queued', status: 'queued', attempts: 1, ageMs: 10_000 },
    ]);
    for (const [to, status] of [
      ['sent@example.com', 'sent'],
      ['queued@example.com', 'queued'],
    ]) {
      const res = await t.api({ method: 'POST', url: `/mail/${ids[to]}/retry`, token: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: `Only a failed message can be retried; this one is ${status}.` });
    }
    const none = await t.api({ method: 'POST', url: '/mail/999999/retry', token: admin });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'Message not found.' });
  });
});

describe('GET /mail/{id}', () => {
  it('opens a message: its headers, and the text and HTML it was sent with (kept once sent)', async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    await t.ctx.db
      .transaction()
      .execute((trx) =>
        queueMail(trx, t.ctx.config, [
          { kind: 'customer_notification', to: 'open@example.com', data: { first_name: 'Opal', message: 'Your <b>glass</b> is in', sender: 'Ann Lee' } },
        ]),
      );
    await t.flushMail();
    const [row] = await t.ctx.db.selectFrom('mail_outbox').select(['id', 'status']).execute();
    expect(row!.status).toBe('sent');
    const res = await t.api({ method: 'GET', url: `/mail/${row!.id}`, token: admin });
    expect(res.statusCode).toBe(200);
    const message = res.json();
    expect(message).toMatchObject({
      id: row!.id,
      kind: 'customer_notification',
      recipient: 'open@example.com',
      status: 'sent',
      attempts: 1,
      withheld: null,
      sent_at: expect.any(String),
    });
    expect(message.text_body).toContain('Hello Opal,');
    expect(message.text_body).toContain('Your <b>glass</b> is in');
    // What was typed is escaped in the HTML, as it went out.
    expect(message.html_body).toContain('Your &lt;b&gt;glass&lt;/b&gt; is in');
    expect(message.text_body).toBe(t.mails.at(-1)!.text);
  });

  it('never shows a password-reset code, queued or sent; a message sent before bodies were kept says so', async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    const user = await t.api({ method: 'POST', url: '/forgot-password', payload: { email: 'admin@example.com' } });
    expect(user.statusCode).toBe(200);
    const [reset] = await t.ctx.db.selectFrom('mail_outbox').select(['id', 'kind']).execute();
    expect(reset!.kind).toBe('password_reset');
    const queued = (await t.api({ method: 'GET', url: `/mail/${reset!.id}`, token: admin })).json();
    expect(queued).toMatchObject({ kind: 'password_reset', text_body: null, html_body: null, withheld: 'secret' });
    await t.flushMail();
    const sent = await t.ctx.db.selectFrom('mail_outbox').select(['status', 'text_body', 'html_body']).where('id', '=', reset!.id).executeTakeFirstOrThrow();
    expect(sent).toEqual({ status: 'sent', text_body: null, html_body: null });
    expect((await t.api({ method: 'GET', url: `/mail/${reset!.id}`, token: admin })).json()).toMatchObject({
      status: 'sent',
      text_body: null,
      html_body: null,
      withheld: 'secret',
    });

    const ids = await arrange([{ to: 'old@example.com', subject: 'Old', status: 'sent', attempts: 1, ageMs: 1000 }]);
    expect((await t.api({ method: 'GET', url: `/mail/${ids['old@example.com']}`, token: admin })).json()).toMatchObject({ text_body: null, html_body: null, withheld: 'not_kept' });
  });

  it('404 for no such message, 422 for a bad id', async () => {
    const none = await t.api({ method: 'GET', url: '/mail/999999', token: admin });
    expect([none.statusCode, none.json()]).toEqual([404, { detail: 'Message not found.' }]);
    expect((await t.api({ method: 'GET', url: '/mail/abc', token: admin })).statusCode).toBe(422);
  });
});

describe('access', () => {
  it('needs View Mail to list and Retry Mail to retry (401 without a token, 403 without the operation); the Super Admin holds both', async () => {
    const ids = await arrange([{ to: 'guarded@example.com', subject: 'Guarded', status: 'failed', attempts: 1, ageMs: 1000 }]);
    await expectOperationChecks(t, [
      { method: 'GET', url: '/mail', ops: ['View Mail'] },
      { method: 'GET', url: `/mail/${ids['guarded@example.com']}`, ops: ['View Mail'] },
      { method: 'POST', url: `/mail/${ids['guarded@example.com']}/retry`, ops: ['Retry Mail'] },
    ]);
    const viewer = await tokenFor(t, ['View Mail']);
    expect((await t.api({ method: 'POST', url: `/mail/${ids['guarded@example.com']}/retry`, token: viewer })).json()).toEqual({ detail: "You don't have permission." });
    const ops = (await t.api({ method: 'GET', url: '/operations', token: admin })).json();
    expect(JSON.stringify(ops)).toContain('View Mail');
    expect(JSON.stringify(ops)).toContain('Retry Mail');
  });

  it('queues through the service for other modules: rendered both ways at once', async () => {
    await t.ctx.db.deleteFrom('mail_outbox').execute();
    // Read inside the transaction: once it commits, the sender may send it (and drop the bodies) at once.
    const row = await t.ctx.db.transaction().execute(async (trx) => {
      await queueMail(trx, t.ctx.config, [{ kind: 'customer_notification', to: 'svc@example.com', data: { first_name: 'Svc', message: 'Hi', sender: 'Ann Lee' } }]);
      return trx.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body', 'status']).executeTakeFirstOrThrow();
    });
    expect(row.status).toBe('queued');
    expect(row.text_body).toContain('Hello Svc,');
    expect(row.html_body).toContain('<blockquote');
  });
});
