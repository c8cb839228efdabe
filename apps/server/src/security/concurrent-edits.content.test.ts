import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { versionedCalls } from '../test/versioned-calls.js';
import { createFaq } from '../test/factories.js';

// CONTRACT "Concurrent edits" on FAQs, the help document and the notification settings: GET answers the version as
// an ETag (never in the body); a PUT with an older If-Match (or one that is none of ours) is 412 with who saved last
// and when, and writes nothing (no activity entry either); the current one applies and answers the new ETag; none,
// or "*", applies as before; a record that is not there stays 404 whatever If-Match says.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const { get, put, history } = versionedCalls(
  () => t,
  () => admin,
);

type Case = {
  /** The activity log's entity type of the record. */
  type: string;
  /** Makes (or finds) the record: its id, the URL of its GET and of its PUT. */
  open: () => Promise<{ id: number; getUrl: string; putUrl: string }>;
  /** A body for the PUT, different for each `n`. */
  body: (n: number) => Record<string, unknown>;
  /** What the GET answers of the saved field. */
  read: (body: Record<string, unknown>) => unknown;
  /** The PUT of a record that is not there. */
  missingUrl: string;
};

const CASES: Array<[string, Case]> = [
  [
    '/faqs/{id}',
    {
      type: 'faq',
      open: async () => {
        const { id } = await createFaq(t.ctx, { title: 'Versioned FAQ' });
        return { id, getUrl: `/faqs/${id}`, putUrl: `/faqs/${id}` };
      },
      body: (n) => ({ title: `Versioned FAQ ${n}`, content: `<p>Answer ${n}.</p>` }),
      read: (body) => body.title,
      missingUrl: '/faqs/987654',
    },
  ],
  [
    '/help/{id}',
    {
      type: 'help',
      open: async () => {
        const { id } = (await get('/help')).json();
        return { id, getUrl: '/help', putUrl: `/help/${id}` };
      },
      body: (n) => ({ content: `<p>Help ${n}.</p>` }),
      read: (body) => body.content,
      missingUrl: '/help/987654',
    },
  ],
  [
    '/notification-settings/{id}',
    {
      type: 'notification_settings',
      open: async () => {
        const { id } = (await get('/notification-settings')).json();
        return { id, getUrl: '/notification-settings', putUrl: `/notification-settings/${id}` };
      },
      body: (n) => ({ email: `alerts${n}@example.com` }),
      read: (body) => body.email,
      missingUrl: '/notification-settings/987654',
    },
  ],
];

describe.each(CASES)('%s', (_name, c) => {
  it('versions every save: ETag on GET (not in the body), If-Match honoured, 412 with who and when for a stale one, nothing written', async () => {
    const { id, getUrl, putUrl } = await c.open();
    const opened = await get(getUrl);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers.etag).toBe('"1"');
    expect(opened.json()).not.toHaveProperty('version');

    const saved = await put(putUrl, c.body(1), '"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"2"');
    expect(saved.json()).not.toHaveProperty('version');
    const after = c.read((await get(getUrl)).json());
    expect(after).toEqual(c.read(saved.json()));

    // The other person still holds version 1: refused, nothing written, no activity entry.
    const entries = await history(c.type, id);
    const stale = await put(putUrl, c.body(2), '"1"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this'), saved_by: 'Super Admin', saved_at: expect.any(String), version: 2 });
    expect(Date.parse(stale.json().saved_at)).not.toBeNaN();
    const now = await get(getUrl);
    expect(c.read(now.json())).toEqual(after);
    expect(now.headers.etag).toBe('"2"');
    expect(await history(c.type, id)).toBe(entries);

    // Without If-Match (an older client), or with "*", it applies as before.
    const blind = await put(putUrl, c.body(3));
    expect(blind.statusCode).toBe(200);
    expect(blind.headers.etag).toBe('"3"');
    expect((await put(putUrl, c.body(4), '*')).headers.etag).toBe('"4"');
    // An entity-tag that is none of ours (weak, garbage) matches nothing.
    for (const tag of ['W/"4"', 'garbage', '"x"']) expect((await put(putUrl, c.body(5), tag)).statusCode).toBe(412);
    expect(c.read((await get(getUrl)).json())).toEqual(c.read(c.body(4)));
    expect(await history(c.type, id)).toBe(entries + 2);

    // The current version applies.
    const current = await put(putUrl, c.body(6), '"4"');
    expect(current.statusCode).toBe(200);
    expect(current.headers.etag).toBe('"5"');
  });

  it('a record that is not there is 404, with or without If-Match', async () => {
    expect((await put(c.missingUrl, c.body(7), '"1"')).statusCode).toBe(404);
    expect((await put(c.missingUrl, c.body(7))).statusCode).toBe(404);
  });
});

describe('a record no one has saved through the API yet', () => {
  it('answers 412 naming no one (the activity log has no entry for it)', async () => {
    const { id } = await createFaq(t.ctx, { title: 'Unsaved FAQ' });
    const stale = await put(`/faqs/${id}`, { title: 'Unsaved FAQ 2', content: '<p>x</p>' }, '"7"');
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ detail: expect.stringContaining('Someone else saved this FAQ after you opened it'), saved_by: null, saved_at: null, version: 1 });
    expect((await get(`/faqs/${id}`)).json().title).toBe('Unsaved FAQ');
  });
});
