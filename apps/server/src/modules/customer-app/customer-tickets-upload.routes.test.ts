import net from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IMAGE_MAX_BYTES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createEmployee, createGlassType, createWarrantyReason } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { multipart, testImage, type FilePart } from '../../test/multipart.js';
import { IDEMPOTENCY_KEY_TTL_MS, raiseTicket, ticketOwner } from '../tickets/customer-tickets.service.js';
import { processImage } from '../../lib/images.js';
import type { OpenApiDocument } from '../../openapi/openapi.js';

// docs/decisions.md, "Uploads that go wrong, and one ticket per draft": an oversized body gets a readable 413, never a reset connection (tested
// over a real socket: inject() has none), and a submit sent twice with one Idempotency-Key raises one ticket.

let t: TestApp;
let capi: ReturnType<typeof customerApi>;
let port: number;
let glassTypeId: number;
let reasonId: number;
let img: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  capi = customerApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  glassTypeId = (await createGlassType(t.ctx)).id;
  reasonId = (await createWarrantyReason(t.ctx)).id;
  img = await testImage();
});
// close() waits for every connection still in use: a request the server never finished reading would hang it.
afterAll(() => t.close());

const JSON_413 = 'The request is too large: at most 1 MB can be sent.';
const fields = () => ({
  glass_order_no: `GO-${randomBytes(3).toString('hex')}`,
  glass_type_id: glassTypeId,
  warranty_reason_id: reasonId,
  glass_size: '1200x800',
  received_date: '2026-01-10',
});
const defects = (n: number, data = img): FilePart[] => Array.from({ length: n }, () => ({ field: 'defect_images', data }));
const jpegOf = (bytes: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(bytes)]);
const jsonOf = (bytes: number) => Buffer.from(JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(bytes) }));

async function signedIn() {
  const e = await createEmployee(t.ctx);
  return { ...e, token: await customerLogin(t, e.email, e.password) };
}

type Answer = { status: number; headers: string; body: string };
type Exchange = { answers: Answer[]; error?: string; uploaded: boolean };

/**
 * A client on one keep-alive connection that sends each request whole (in 1 MB writes, never waiting for an answer)
 * and reads nothing for `lagMs`: a phone busy or on a slow network. The server answering early and closing would
 * reset the connection under it, and its kernel would drop the unread answer: that is the EPIPE that lib/drain-request.ts prevents.
 * `uploaded` says whether every byte of every request was accepted by the connection.
 */
function exchange(requests: Array<{ path: string; headers: Record<string, string>; body: Buffer | Buffer[] }>, lagMs = 250): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let error: string | undefined;
    let uploaded = false;
    let received = Buffer.alloc(0);
    const answers: Answer[] = [];
    const done = () => resolve({ answers, error, uploaded });
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', done);
    for (const [i, r] of requests.entries()) {
      const parts = Array.isArray(r.body) ? r.body : [r.body];
      const length = parts.reduce((n, p) => n + p.length, 0);
      const head = [`POST ${r.path} HTTP/1.1`, 'host: 127.0.0.1', `content-length: ${length}`, ...Object.entries(r.headers).map(([k, v]) => `${k}: ${v}`), '', ''];
      socket.write(head.join('\r\n'));
      for (const part of parts) for (let at = 0; at < part.length; at += 1024 * 1024) socket.write(part.subarray(at, at + 1024 * 1024));
      if (i === requests.length - 1) socket.write('', () => (uploaded = true));
    }
    setTimeout(() => {
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        for (;;) {
          const end = received.indexOf('\r\n\r\n');
          if (end < 0) return;
          const headers = received.subarray(0, end).toString();
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? 0);
          if (received.length < end + 4 + length) return;
          answers.push({ status: Number(headers.split(' ')[1]), headers: headers.toLowerCase(), body: received.subarray(end + 4, end + 4 + length).toString() });
          received = received.subarray(end + 4 + length);
          if (answers.length === requests.length) socket.end();
        }
      });
      socket.resume();
    }, lagMs);
  });
}

/** The same through fetch (undici), as a browser-like client that reads at once. */
async function viaFetch(path: string, body: Buffer, headers: Record<string, string>) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body, headers });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return { status: 0, body: cause?.code ?? String(err) };
  }
}

const wrongLogin = {
  path: '/api/customer/v1.0/login',
  headers: { 'content-type': 'application/json' },
  body: Buffer.from('{"email":"nobody@example.com","password":"wrong-pw-1"}'),
};

describe('a body over the limit gets a readable 413 over a real socket, never a reset', () => {
  it.each([
    ['admin', '/api/admin/v1.0/login'],
    ['customer', '/api/customer/v1.0/login'],
  ])('JSON over the 1 MB limit to the %s API: 413 with the limit, to six lagging clients at once, and the connection goes on', async (_api, path) => {
    // Before the fix, 8 MB: EPIPE on every client and no answer at all (the socket was reset under the upload).
    for (const size of [2, 8]) {
      const runs = await Promise.all(
        Array.from({ length: 6 }, () => exchange([{ path, headers: { 'content-type': 'application/json' }, body: jsonOf(size * 1024 * 1024) }, wrongLogin])),
      );
      for (const run of runs) {
        expect(run.error).toBeUndefined();
        expect(run.uploaded).toBe(true);
        expect(run.answers.map((a) => a.status)).toEqual([413, 401]);
        expect(JSON.parse(run.answers[0].body)).toEqual({ detail: JSON_413 });
        expect(run.answers[0].headers).not.toContain('connection: close');
      }
    }
  });

  it('JSON over the limit through fetch, eight at once to each API: 413 with its detail', async () => {
    const body = jsonOf(3 * 1024 * 1024);
    const answers = await Promise.all(
      ['/api/admin/v1.0/login', '/api/customer/v1.0/login'].flatMap((path) => Array.from({ length: 8 }, () => viaFetch(path, body, { 'content-type': 'application/json' }))),
    );
    for (const a of answers) expect(a).toEqual({ status: 413, body: JSON.stringify({ detail: JSON_413 }) });
  });

  it('a photo over 10 MB: 413 "Each image may be at most 10 MB.", to lagging clients and through fetch', async () => {
    const me = await signedIn();
    const form = multipart(fields(), [...defects(1), { field: 'defect_images', data: jpegOf(IMAGE_MAX_BYTES + 2 * 1024 * 1024) }]);
    const headers = { ...form.headers, authorization: `Bearer ${me.token}` };
    const request = { path: '/api/customer/v1.0/tickets', headers, body: form.payload };
    const runs = await Promise.all(Array.from({ length: 3 }, () => exchange([request, wrongLogin])));
    for (const run of runs) {
      expect(run.error).toBeUndefined();
      expect(run.answers.map((a) => a.status)).toEqual([413, 401]);
      expect(JSON.parse(run.answers[0].body)).toEqual({ detail: FILE_MESSAGES.tooLarge });
    }
    const fetched = await Promise.all(Array.from({ length: 3 }, () => viaFetch(request.path, form.payload, headers)));
    for (const a of fetched) expect(a).toEqual({ status: 413, body: JSON.stringify({ detail: FILE_MESSAGES.tooLarge }) });
    expect(await t.ctx.db.selectFrom('tickets').select('id').where('customer_id', '=', me.id).execute()).toEqual([]);
  });

  it('a form over the whole limit (10 photos of 10 MB and the fields): 413 naming it before any photo is read', async () => {
    const me = await signedIn();
    const max = 10 * IMAGE_MAX_BYTES + 1024 * 1024;
    // 102 MB of a well-formed form, sent whole: the answer comes first, the rest is read and dropped.
    // A well-formed form padded after its end to the size wanted (busboy ignores what follows the last boundary).
    const padded = (size: number) => {
      const form = multipart(fields(), defects(1));
      const padding = Buffer.alloc(size - form.payload.length, 0x20);
      return { path: '/api/customer/v1.0/tickets', headers: { ...form.headers, authorization: `Bearer ${me.token}` }, body: [form.payload, padding] };
    };
    // Sent whole: the answer comes first, the rest is read and dropped.
    const over = await exchange([padded(max + 1), wrongLogin]);
    expect(over.error).toBeUndefined();
    expect(over.answers.map((a) => a.status)).toEqual([413, 401]);
    expect(JSON.parse(over.answers[0].body)).toEqual({ detail: 'The form is too large: at most 101 MB can be sent (10 photos of at most 10 MB each).' });
    expect(await t.ctx.db.selectFrom('tickets').select('id').where('customer_id', '=', me.id).execute()).toEqual([]);
    const at = await exchange([padded(max)]);
    expect(at.answers.map((a) => a.status)).toEqual([201]);
  });

  it('a photo refused half-way through a 30 MB upload: 422 naming that photo, the rest of the upload is read, the connection goes on', async () => {
    const me = await signedIn();
    const form = multipart(fields(), [
      ...defects(1),
      { field: 'defect_images', data: Buffer.from('%PDF-1.4 not an image') },
      ...defects(3, Buffer.concat([img, Buffer.alloc(9 * 1024 * 1024)])),
    ]);
    const run = await exchange([{ path: '/api/customer/v1.0/tickets', headers: { ...form.headers, authorization: `Bearer ${me.token}` }, body: form.payload }, wrongLogin]);
    expect(run.error).toBeUndefined();
    expect(run.uploaded).toBe(true);
    expect(run.answers.map((a) => a.status)).toEqual([422, 401]);
    expect(JSON.parse(run.answers[0].body)).toEqual({ detail: [{ loc: ['body', 'defect_images', 1], msg: FILE_MESSAGES.notImage, type: 'value_error' }] });
  });
});

describe('POST /tickets with an Idempotency-Key', () => {
  const submit = (token: string, key: string | undefined, files = defects(1)) => {
    const form = multipart(fields(), files);
    return capi({ method: 'POST', url: '/tickets', token, payload: form.payload, headers: { ...form.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  };
  const ticketsOf = async (customerId: number) => (await t.ctx.db.selectFrom('tickets').select('id').where('customer_id', '=', customerId).execute()).map((r) => r.id);
  const mailsAbout = async (code: string) =>
    (await t.ctx.db.selectFrom('mail_outbox').select('recipient').where('subject', '=', `GlassDesk: new ticket ${code}`).execute()).map((r) => r.recipient).sort();

  it('sent twice: the first answer again, one ticket, one set of mails', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const first = await submit(me.token, key);
    expect(first.statusCode).toBe(201);
    const mails = await mailsAbout(first.json().ticket_id);
    expect(mails).toHaveLength(2);
    const again = await submit(me.token, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await ticketsOf(me.id)).toEqual([first.json().id]);
    expect(await mailsAbout(first.json().ticket_id)).toEqual(mails);
  });

  it('a repeat is answered from the key alone: its form is not read again (a broken one too)', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const first = await submit(me.token, key);
    const again = await submit(me.token, key, []);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('four at once with one key: one ticket, and all four answer it', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(me.token, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(await ticketsOf(me.id)).toEqual([...ids]);
    expect(await mailsAbout(answers[0].json().ticket_id)).toHaveLength(2);
  });

  it('two raised at once past the first check (the unique key decides): one commits, the other answers its ticket', async () => {
    const me = await signedIn();
    const owner = await ticketOwner(t.ctx.db, me.id);
    const data = { ...fields(), customer_po_no: null, panel_status: null, marks: null, expected_date: null, note: null };
    const image = await processImage(img, 'defect_images');
    const key = randomUUID();
    const [a, b] = await Promise.all([0, 1].map(() => raiseTicket(t.ctx, owner, data, [{ type: 'Defect', image }], key)));
    expect(a).toEqual(b);
    expect(await ticketsOf(me.id)).toEqual([a.id]);
    expect(await mailsAbout(a.ticket_id)).toHaveLength(2);
  });

  it('the key is per customer and per draft; without one every submit raises a ticket', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const key = randomUUID();
    const mine = (await submit(me.token, key)).json();
    const theirs = (await submit(other.token, key)).json();
    expect(theirs.id).not.toBe(mine.id);
    expect((await submit(me.token, randomUUID())).json().id).not.toBe(mine.id);
    await submit(me.token, undefined);
    await submit(me.token, undefined);
    expect(await ticketsOf(me.id)).toHaveLength(4);
  });

  it('is honoured for 24 hours: after that the same key raises a new ticket', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const first = (await submit(me.token, key)).json();
    const age = async (ms: number) =>
      t.ctx.db
        .updateTable('customer_ticket_submissions')
        .set({ created_at: new Date(Date.now() - ms).toISOString() })
        .where('customer_id', '=', me.id)
        .execute();
    await age(IDEMPOTENCY_KEY_TTL_MS - 60_000);
    expect((await submit(me.token, key)).json()).toEqual(first);
    await age(IDEMPOTENCY_KEY_TTL_MS + 1000);
    const later = await submit(me.token, key);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(first.id);
    expect((await submit(me.token, key)).json()).toEqual(later.json());
    expect(await ticketsOf(me.id)).toHaveLength(2);
  });

  it('a submit refused (422) leaves the key unused: the corrected draft raises its ticket with it', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const refused = await submit(me.token, key, [{ field: 'defect_images', data: Buffer.from('not an image') }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toEqual([{ loc: ['body', 'defect_images', 0], msg: FILE_MESSAGES.notImage, type: 'value_error' }]);
    const fixed = await submit(me.token, key);
    expect(fixed.statusCode).toBe(201);
    expect(await ticketsOf(me.id)).toEqual([fixed.json().id]);
  });

  it.each([
    ['a'.repeat(7), 422],
    ['a'.repeat(8), 201],
    ['A-9'.repeat(33) + 'z', 201],
    ['a'.repeat(101), 422],
    ['abcd_efgh', 422],
    ['abcd efgh', 422],
    ['', 422],
  ])('key %j -> %i', async (key, status) => {
    const me = await signedIn();
    const res = await submit(me.token, key);
    expect(res.statusCode).toBe(status);
    if (status === 422) {
      expect(res.json().detail).toEqual([{ loc: ['header', 'idempotency-key'], msg: 'Idempotency-Key must be 8 to 100 letters, digits or hyphens.', type: expect.any(String) }]);
      expect(await ticketsOf(me.id)).toEqual([]);
    }
  });

  it('a repeat arriving while its upload is still being sent: 201 with the first ticket, and the connection goes on', async () => {
    const me = await signedIn();
    const key = randomUUID();
    const first = (await submit(me.token, key)).json();
    const form = multipart(fields(), defects(2, Buffer.concat([img, Buffer.alloc(4 * 1024 * 1024)])));
    const run = await exchange([
      { path: '/api/customer/v1.0/tickets', headers: { ...form.headers, authorization: `Bearer ${me.token}`, 'idempotency-key': key }, body: form.payload },
      wrongLogin,
    ]);
    expect(run.error).toBeUndefined();
    expect(run.answers.map((a) => a.status)).toEqual([201, 401]);
    expect(JSON.parse(run.answers[0].body)).toEqual(first);
  });

  it('the OpenAPI document shows the header, optional, with its pattern', () => {
    const op = (t.app.swagger() as unknown as OpenApiDocument).paths['/api/customer/v1.0/tickets'].post;
    expect(op.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false, schema: expect.objectContaining({ pattern: '^[A-Za-z0-9-]{8,100}$' }) }),
    );
    expect(Object.keys(op.responses ?? {})).toEqual(expect.arrayContaining(['201', '413', '422']));
  });
});
