import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { expectOperationChecks } from '../../test/access.js';
import { createFaq } from '../../test/factories.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({ title: 'How do I claim a warranty?', content: '<p>Call the service.</p>', ...over });

describe('FAQs', () => {
  it('adds, reads, updates and deletes an FAQ', async () => {
    const created = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ title: '  <b>Claims</b> ' }) });
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    expect(faq).toEqual({ id: expect.any(Number), title: 'Claims', content: '<p>Call the service.</p>' });

    expect((await t.api({ method: 'GET', url: `/faqs/${faq.id}`, token: admin })).json()).toEqual(faq);

    const updated = await t.api({ method: 'PUT', url: `/faqs/${faq.id}`, token: admin, payload: body({ title: 'Claims again', content: '<ul><li>one</li></ul>' }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: faq.id, title: 'Claims again', content: '<ul><li>one</li></ul>' });

    const removed = await t.api({ method: 'DELETE', url: `/faqs/${faq.id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'FAQ deleted.' });
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await t.api({ method, url: `/faqs/${faq.id}`, token: admin });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ detail: 'FAQ not found.' });
    }
    expect((await t.api({ method: 'PUT', url: `/faqs/${faq.id}`, token: admin, payload: body() })).statusCode).toBe(404);
  });

  describe('rich-text content is stored sanitised', () => {
    const save = async (content: string) => {
      const res = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ content }) });
      expect(res.statusCode).toBe(201);
      const stored = (await t.api({ method: 'GET', url: `/faqs/${res.json().id}`, token: admin })).json().content;
      expect(stored).toBe(res.json().content);
      return stored as string;
    };

    it('removes a script tag with its contents and an onclick attribute, keeping the text', async () => {
      expect(await save('<p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>')).toBe('<p>Hello <strong>world</strong></p>');
    });

    it('drops a javascript: href and forces rel on the links it keeps', async () => {
      expect(
        await save('<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank" rel="opener">good</a> <a href="mailto:help@example.com">mail</a></p>'),
      ).toBe(
        '<p><a rel="noopener noreferrer">bad</a> <a href="https://example.com" rel="noopener noreferrer">good</a> <a href="mailto:help@example.com" rel="noopener noreferrer">mail</a></p>',
      );
    });

    it('removes styles, frames, images and unknown tags, keeping the text of the unknown ones', async () => {
      expect(
        await save(
          '<style>p{color:red}</style><iframe src="https://evil.example">frame</iframe><img src=x onerror="alert(1)"><div class="x"><span style="color:red">kept</span></div><h2 id="a">Title</h2>',
        ),
      ).toBe('kept<h2>Title</h2>');
    });

    it('keeps the formatting the editor produces', async () => {
      const html =
        '<h3>Steps</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ol><li><p>one</p></li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr><p>a<br>b</p>';
      // Void elements come back self-closed.
      expect(await save(html)).toBe(html.replace('<hr>', '<hr />').replace('<br>', '<br />'));
    });

    it('counts the bounds on the sanitised HTML: a body of only a script is empty, so missing', async () => {
      const res = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ content: '<script>alert("all of it")</script>' }) });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'content'], msg: 'Content is required.', type: 'value_error' }]);

      const short = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ content: 'ab<script>long enough raw</script>' }) });
      expect(short.statusCode).toBe(422);

      // Escaping makes the sanitised text longer than what was sent: 50000 sent, 50004 stored would be too long.
      const escaped = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ content: `${'a'.repeat(49_997)}&bb` }) });
      expect(escaped.statusCode).toBe(422);
      expect(escaped.json().detail[0]).toMatchObject({ loc: ['body', 'content'], msg: 'Content must be at most 50000 characters.' });
    });

    it('accepts pasted markup whose raw size is over the bound when the sanitised HTML is within it', async () => {
      const pasted = `<p>Pasted from a word processor</p>${'<span style="mso-x">'.repeat(3_500)}`;
      expect(pasted.length).toBeGreaterThan(50_000);
      const res = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: body({ content: pasted }) });
      expect(res.statusCode).toBe(201);
      expect(res.json().content).toBe('<p>Pasted from a word processor</p>');
    });

    it('sanitises on update too', async () => {
      const faq = await createFaq(t.ctx);
      const res = await t.api({ method: 'PUT', url: `/faqs/${faq.id}`, token: admin, payload: body({ content: '<p onmouseover="x()">Safe <script>no</script>text</p>' }) });
      expect(res.json().content).toBe('<p>Safe text</p>');
      const empty = await t.api({ method: 'PUT', url: `/faqs/${faq.id}`, token: admin, payload: body({ content: '<script>x</script><p>  </p>' }) });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().detail[0].loc).toEqual(['body', 'content']);
    });
  });

  it.each([
    ['POST', 'title', 2, 422],
    ['POST', 'title', 3, 201],
    ['POST', 'title', 150, 201],
    ['POST', 'title', 151, 422],
    ['PUT', 'title', 2, 422],
    ['PUT', 'title', 3, 200],
    ['PUT', 'title', 150, 200],
    ['PUT', 'title', 151, 422],
    ['POST', 'content', 2, 422],
    ['POST', 'content', 3, 201],
    ['POST', 'content', 50_000, 201],
    ['POST', 'content', 50_001, 422],
    ['PUT', 'content', 2, 422],
    ['PUT', 'content', 3, 200],
    ['PUT', 'content', 50_000, 200],
    ['PUT', 'content', 50_001, 422],
  ] as const)('%s with a %s of %i characters -> %i', async (method, field, length, status) => {
    const url = method === 'POST' ? '/faqs' : `/faqs/${(await createFaq(t.ctx)).id}`;
    const res = await t.api({ method, url, token: admin, payload: body({ [field]: 'x'.repeat(length) }) });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().detail[0].loc).toEqual(['body', field]);
    else expect(res.json()[field]).toHaveLength(length);
  });

  it('answers 422 with loc for a missing field and a bad id', async () => {
    const res = await t.api({ method: 'POST', url: '/faqs', token: admin, payload: { title: 'Only a title' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'content'], msg: 'Content is required.' });
    expect((await t.api({ method: 'GET', url: '/faqs/abc', token: admin })).json().detail[0].loc).toEqual(['path', 'id']);
  });

  it('pages, sorts and searches by title with a count of all matches', async () => {
    for (const title of ['Alpha-faq', 'beta-faq', 'Gamma-faq', 'Delta-faq', 'epsilon-faq']) await createFaq(t.ctx, { title });
    const page = await t.api({ method: 'GET', url: '/faqs?search=-FAQ&sort_by=title&order=asc&start=1&limit=2', token: admin });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      count: 5,
      list: [expect.objectContaining({ title: 'beta-faq', content: '<p>An answer.</p>' }), expect.objectContaining({ title: 'Delta-faq' })],
    });
    const newest = await t.api({ method: 'GET', url: '/faqs?search=-faq&limit=1', token: admin });
    expect(newest.json().list[0].title).toBe('epsilon-faq');
    const oldest = await t.api({ method: 'GET', url: '/faqs?search=-faq&sort_by=created_at&order=asc&limit=1', token: admin });
    expect(oldest.json().list[0].title).toBe('Alpha-faq');
    // Only the title is searched.
    expect((await t.api({ method: 'GET', url: '/faqs?search=An%20answer', token: admin })).json().count).toBe(0);
    expect((await t.api({ method: 'GET', url: '/faqs?sort_by=content', token: admin })).json().detail[0].loc).toEqual(['query', 'sort_by']);
  });

  it('needs a token (401) and the operation (403) on every call', async () => {
    const faq = await createFaq(t.ctx);
    const other = await createFaq(t.ctx);
    await expectOperationChecks(t, [
      { method: 'GET', url: '/faqs', ops: ['List FAQs'] },
      { method: 'GET', url: `/faqs/${faq.id}`, ops: ['List FAQs', 'Update FAQ'] },
      { method: 'POST', url: '/faqs', payload: body(), ops: ['Add FAQ'] },
      { method: 'PUT', url: `/faqs/${faq.id}`, payload: body(), ops: ['Update FAQ'] },
      { method: 'DELETE', url: `/faqs/${other.id}`, ops: ['Delete FAQ'] },
    ]);
    // Permission comes before validation.
    expect((await t.api({ method: 'POST', url: '/faqs', payload: {} })).statusCode).toBe(401);
  });
});
