import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks, tokenFor } from '../../test/access.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const current = async () => (await t.api({ method: 'GET', url: '/help', token: admin })).json() as { id: number; content: string };

describe('Help', () => {
  it('a fresh install has one help document about using the back-office', async () => {
    const rows = await t.ctx.db.selectFrom('help').select(['id']).execute();
    expect(rows).toHaveLength(1);
    const help = await current();
    expect(help.id).toBe(rows[0].id);
    for (const topic of ['Signing in', 'menu', 'Search', 'sort', 'operations', 'Forgot password?', 'Support']) expect(help.content).toContain(topic);
    // The starting text is itself within the rules it will be edited under.
    expect(help.content.length).toBeLessThanOrEqual(50_000);
    expect(help.content).not.toMatch(/<script|on\w+=/i);
  });

  it('updates the help content and shows it to a reader holding List Help', async () => {
    const { id } = await current();
    const res = await t.api({ method: 'PUT', url: `/help/${id}`, token: admin, payload: { content: '<h2>New help</h2><p>Read <strong>this</strong>.</p>' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, content: '<h2>New help</h2><p>Read <strong>this</strong>.</p>' });
    const reader = await tokenFor(t, ['List Help']);
    expect((await t.api({ method: 'GET', url: '/help', token: reader })).json()).toEqual({ id, content: '<h2>New help</h2><p>Read <strong>this</strong>.</p>' });
  });

  it('stores the content sanitised: scripts, event attributes and javascript: links go, the text stays', async () => {
    const { id } = await current();
    const res = await t.api({
      method: 'PUT',
      url: `/help/${id}`,
      token: admin,
      payload: { content: '<p onclick="steal()">Hi <script>document.cookie</script><a href="javascript:alert(1)">there</a></p>' },
    });
    expect(res.json().content).toBe('<p>Hi <a rel="noopener noreferrer">there</a></p>');
    expect((await current()).content).toBe('<p>Hi <a rel="noopener noreferrer">there</a></p>');
  });

  it.each([
    [0, 422],
    [1, 200],
    [50_000, 200],
    [50_001, 422],
  ])('content of %i characters -> %i', async (length, status) => {
    const { id } = await current();
    const res = await t.api({ method: 'PUT', url: `/help/${id}`, token: admin, payload: { content: 'h'.repeat(length) } });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', 'content']);
  });

  it('refuses content that is empty once sanitised, and an unknown help id', async () => {
    const { id } = await current();
    const empty = await t.api({ method: 'PUT', url: `/help/${id}`, token: admin, payload: { content: '<script>alert(1)</script>' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toEqual([{ loc: ['body', 'content'], msg: 'Content is required.', type: 'value_error' }]);
    const missing = await t.api({ method: 'PUT', url: `/help/${id + 100}`, token: admin, payload: { content: '<p>x</p>' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Help not found.' });
  });

  it('needs a token (401) and the operation (403) on every call', async () => {
    const { id } = await current();
    await expectOperationChecks(t, [
      { method: 'GET', url: '/help', ops: ['List Help', 'Update Help'] },
      { method: 'PUT', url: `/help/${id}`, payload: { content: '<p>Guarded</p>' }, ops: ['Update Help'] },
    ]);
  });
});
