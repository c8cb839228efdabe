import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks, tokenFor } from '../../test/access.js';
import { createSupportRequest, setNotificationEmail } from '../../test/factories.js';

// The first app's public limit is out of reach, so its many posts block nothing; the throttling block has
// an app of its own with a small limit.
const WIDE_OPEN = { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 };
const request = (over: Record<string, unknown> = {}) => ({ name: 'Ann Lee', email: 'ann@example.com', description: 'The trolley list is empty.', ...over });

describe('support requests', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ throttle: WIDE_OPEN });
    admin = await t.login();
  });
  afterAll(() => t.close());

  const post = (payload: object, token?: string) => t.api({ method: 'POST', url: '/support', payload, token });
  const latest = () => t.ctx.db.selectFrom('support_requests').select(['name', 'email', 'description']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

  it('takes a request without a token, answers "Success" and echoes nothing back', async () => {
    const res = await post(request({ description: 'Please call me back' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Success' });
    expect(await latest()).toEqual({ name: 'Ann Lee', email: 'ann@example.com', description: 'Please call me back' });
  });

  it('stores every field stripped of markup and never returns the markup', async () => {
    const res = await post(request({ name: '<b>Bob</b> <script>x</script>', email: ' bob@example.com ', description: '<img src=x onerror=alert(1)>Broken <i>page</i>' }));
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/Bob|onerror|Broken|<|>/);
    expect(await latest()).toEqual({ name: 'Bob x', email: 'bob@example.com', description: 'Broken page' });
  });

  it('a signed-in caller without any operation may post too', async () => {
    expect((await post(request(), await tokenFor(t, []))).statusCode).toBe(201);
  });

  it.each([
    ['name', 2, 422],
    ['name', 3, 201],
    ['name', 150, 201],
    ['name', 151, 422],
    ['description', 2, 422],
    ['description', 3, 201],
    ['description', 250, 201],
    ['description', 251, 422],
  ] as const)('a %s of %i characters -> %i', async (field, length, status) => {
    const res = await post(request({ [field]: 'x'.repeat(length) }));
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
  });

  it.each([
    ['a@', 422, 'Email Address must be at least 3 characters.'],
    ['a@b', 422, 'Invalid email.'],
    ['a@b.co', 201, undefined],
    [`${'a'.repeat(138)}@example.com`, 201, undefined],
    [`${'a'.repeat(139)}@example.com`, 422, 'Email Address must be at most 150 characters.'],
    ['not an email', 422, 'Invalid email.'],
  ] as const)('an email %j -> %i', async (email, status, msg) => {
    const res = await post(request({ email }));
    expect(res.statusCode).toBe(status);
    if (msg) expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'email'], msg });
  });

  it('answers 422 with loc for a missing field', async () => {
    const res = await post({ name: 'Ann Lee', email: 'ann@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'description'], msg: 'Support Description is required.' });
  });

  describe('the notification mail', () => {
    it('goes to the notification-settings email for every new request', async () => {
      await setNotificationEmail(t.ctx, 'alerts@example.com');
      await t.flushMail();
      const before = t.mails.length;
      expect((await post(request({ name: 'Mail Person', email: 'mail.person@example.com', description: 'Mail me about it' }))).statusCode).toBe(201);
      await t.flushMail();
      const mails = t.mails.slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe('alerts@example.com');
      expect(mails[0].subject).toContain('Mail Person');
      for (const text of ['Mail Person', 'mail.person@example.com', 'Mail me about it']) expect(mails[0].text).toContain(text);
    });

    it('is not sent when no email is set', async () => {
      await setNotificationEmail(t.ctx, null);
      await t.flushMail();
      const before = t.mails.length;
      expect((await post(request())).statusCode).toBe(201);
      await t.flushMail();
      expect(t.mails.length).toBe(before);
    });

    it('a mail failure never fails the request: the alert stays queued for a retry, with the reason', async () => {
      await setNotificationEmail(t.ctx, 'alerts@example.com');
      const mailer = t.ctx.mailer;
      t.ctx.mailer = { send: async () => Promise.reject(new Error('SMTP down')) };
      try {
        const res = await post(request({ name: 'Still Saved' }));
        expect(res.statusCode).toBe(201);
        expect(res.json()).toEqual({ message: 'Success' });
        expect((await latest()).name).toBe('Still Saved');
        await t.flushMail();
        const alert = await t.ctx.db
          .selectFrom('mail_outbox')
          .select(['status', 'attempts', 'last_error', 'subject'])
          .where('kind', '=', 'support_alert')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(alert).toEqual({ status: 'queued', attempts: 1, last_error: 'SMTP down', subject: 'GlassDesk support request from Still Saved' });
      } finally {
        t.ctx.mailer = mailer;
      }
    });
  });

  describe('the Support List', () => {
    it('pages, sorts and searches name, email and description with a count of all matches', async () => {
      await t.ctx.db.deleteFrom('support_requests').execute();
      const base = Date.parse('2026-01-01T00:00:00.000Z');
      const rows = [
        { name: 'Carla', email: 'zed@example.com', description: 'Trolley missing' },
        { name: 'adam', email: 'yves@example.com', description: 'Cannot sign in' },
        { name: 'Bea', email: 'xena@example.com', description: 'trolley damaged' },
      ];
      for (const [i, row] of rows.entries()) await createSupportRequest(t.ctx, { ...row, createdAt: new Date(base + i * 60_000).toISOString() });

      const all = await t.api({ method: 'GET', url: '/support', token: admin });
      expect(all.statusCode).toBe(200);
      expect(all.json().count).toBe(3);
      // Newest first by default, with the received time.
      expect(all.json().list[0]).toEqual({
        id: expect.any(Number),
        name: 'Bea',
        email: 'xena@example.com',
        description: 'trolley damaged',
        created_at: '2026-01-01T00:02:00.000Z',
      });

      const byName = await t.api({ method: 'GET', url: '/support?sort_by=name&order=asc', token: admin });
      expect(byName.json().list.map((r: { name: string }) => r.name)).toEqual(['adam', 'Bea', 'Carla']);
      const byEmail = await t.api({ method: 'GET', url: '/support?sort_by=email&order=asc&start=1&limit=1', token: admin });
      expect(byEmail.json()).toMatchObject({ count: 3, list: [{ email: 'yves@example.com' }] });
      const oldest = await t.api({ method: 'GET', url: '/support?sort_by=created_at&order=asc&limit=1', token: admin });
      expect(oldest.json().list[0].name).toBe('Carla');

      expect((await t.api({ method: 'GET', url: '/support?search=TROLLEY', token: admin })).json().count).toBe(2);
      expect((await t.api({ method: 'GET', url: '/support?search=yves', token: admin })).json().list[0].name).toBe('adam');
      expect((await t.api({ method: 'GET', url: '/support?search=carl', token: admin })).json().count).toBe(1);
      expect((await t.api({ method: 'GET', url: '/support?sort_by=id', token: admin })).json().detail[0].loc).toEqual(['query', 'sort_by']);
    });

    it('deletes a request, then answers 404 for it', async () => {
      const item = await createSupportRequest(t.ctx);
      const res = await t.api({ method: 'DELETE', url: `/support/${item.id}`, token: admin });
      expect(res.statusCode).toBe(200);
      expect(typeof res.json().message).toBe('string');
      const again = await t.api({ method: 'DELETE', url: `/support/${item.id}`, token: admin });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ detail: 'Support Request not found.' });
      expect((await t.api({ method: 'DELETE', url: '/support/abc', token: admin })).json().detail[0].loc).toEqual(['path', 'id']);
    });

    it('needs a token (401) and the operation (403) on every call', async () => {
      const item = await createSupportRequest(t.ctx);
      await expectOperationChecks(t, [
        { method: 'GET', url: '/support', ops: ['List Support'] },
        { method: 'DELETE', url: `/support/${item.id}`, ops: ['Delete Support'] },
      ]);
    });
  });
});

describe('support throttling', () => {
  let th: TestApp;
  beforeAll(async () => {
    th = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 10, loginPerIp: 20, publicPerIp: 3 } });
  });
  afterAll(() => th.close());

  const post = (payload: object, ip: string) => th.api({ method: 'POST', url: '/support', payload, remoteAddress: ip });

  it('counts every post from one address, invalid ones too, and answers the 4th with 429 {detail}', async () => {
    const ip = '10.0.4.1';
    expect((await post(request(), ip)).statusCode).toBe(201);
    expect((await post(request({ email: 'nope' }), ip)).statusCode).toBe(422);
    expect((await post(request(), ip)).statusCode).toBe(201);
    const blocked = await post(request(), ip);
    expect(blocked.statusCode).toBe(429);
    expect(typeof blocked.json().detail).toBe('string');
    expect(blocked.body).not.toContain('Ann Lee');
    // Nothing from the blocked post was stored.
    expect((await th.ctx.db.selectFrom('support_requests').select('id').execute()).length).toBe(2);
    // Another address is not affected.
    expect((await post(request(), '10.0.4.2')).statusCode).toBe(201);
  });
});
