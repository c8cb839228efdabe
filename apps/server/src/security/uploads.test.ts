import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, IMAGE_MAX_BYTES } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createEmployee, createGlassType, createWarrantyReason } from '../test/factories.js';
import { customerApi, customerLogin } from '../test/customer-api.js';
import { multipart, pngBomb, testImage } from '../test/multipart.js';
import { MAX_INPUT_PIXELS } from '../lib/images.js';

// Hostile uploads on both ways in, the back-office's POST /files and the customer app's POST /tickets.
// Each is refused with a clear 4xx and a detail, nothing is stored (no file, no ticket), and the server answers the
// next call. The type is decided by the bytes, never by the name or the declared type.

let t: TestApp;
let admin: string;
let customerToken: string;
let ticketFields: Record<string, string | number>;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  admin = await t.login();
  const e = await createEmployee(t.ctx);
  customerToken = await customerLogin(t, e.email, e.password);
  const [gt, wr] = await Promise.all([createGlassType(t.ctx), createWarrantyReason(t.ctx)]);
  ticketFields = { glass_order_no: 'GO-UPLOAD-1', glass_type_id: gt.id, warranty_reason_id: wr.id, glass_size: '1200x800', received_date: '2026-01-10' };
});
afterAll(() => t.close());

const count = async (table: 'files' | 'tickets' | 'ticket_images') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({ files: await count('files'), tickets: await count('tickets'), ticket_images: await count('ticket_images') });

type Hostile = { name: string; bytes: () => Promise<Buffer> | Buffer; filename: string; contentType: string; status: number; msg: string };
const hostile: Hostile[] = [
  {
    name: 'an HTML page named .png',
    bytes: () => Buffer.from('<!doctype html><html><body><script>fetch("/api/admin/v1.0/users")</script></body></html>'),
    filename: 'photo.png',
    contentType: 'image/png',
    status: 422,
    msg: FILE_MESSAGES.notImage,
  },
  {
    name: 'an SVG with a script named .png',
    bytes: () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>'),
    filename: 'photo.png',
    contentType: 'image/svg+xml',
    status: 422,
    msg: FILE_MESSAGES.notImage,
  },
  {
    name: 'a decompression bomb (a PNG of a few bytes declaring 50,000 x 50,000 pixels)',
    bytes: () => pngBomb(50_000, 50_000),
    filename: 'bomb.png',
    contentType: 'image/png',
    status: 422,
    msg: FILE_MESSAGES.tooManyPixels,
  },
  {
    name: 'a truncated JPEG (its second half cut off)',
    bytes: async () => {
      const jpeg = await testImage('jpeg', '#884422', 400, 300);
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
    filename: 'cut.jpg',
    contentType: 'image/jpeg',
    status: 422,
    msg: FILE_MESSAGES.unreadable,
  },
  {
    name: 'a file over the 10 MB limit',
    bytes: async () => Buffer.concat([await testImage(), Buffer.alloc(IMAGE_MAX_BYTES + 1)]),
    filename: 'huge.jpg',
    contentType: 'image/jpeg',
    status: 413,
    msg: FILE_MESSAGES.tooLarge,
  },
];

/** The detail of a refusal: the 422 list's message on the field, or the plain detail. */
const detailOf = (body: { detail: string | Array<{ loc: unknown[]; msg: string }> }, field: string) =>
  typeof body.detail === 'string' ? body.detail : body.detail.find((d) => d.loc[1] === field)?.msg;

describe('hostile uploads', () => {
  it('the bomb really declares 50,000 x 50,000 pixels in a few bytes, with correct CRCs (so only the pixel limit stops it)', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(100);
    expect(bomb.readUInt32BE(16)).toBe(50_000);
    expect(bomb.readUInt32BE(20)).toBe(50_000);
    expect(50_000 * 50_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    // The same bytes at 100 x 100 are within the limit: refused only as a damaged image, not for its size.
    const res = await t.api({ method: 'POST', url: '/files', token: admin, ...multipart({}, [{ field: 'file', data: pngBomb(100, 100), filename: 'a.png' }]) });
    expect(detailOf(res.json(), 'file')).not.toBe(FILE_MESSAGES.tooManyPixels);
  });

  it.each(hostile)('POST /api/admin/v1.0/files with $name: a 4xx with a detail, nothing stored', async (h) => {
    const before = await counts();
    const started = Date.now();
    const res = await t.api({
      method: 'POST',
      url: '/files',
      token: admin,
      ...multipart({}, [{ field: 'file', data: await h.bytes(), filename: h.filename, contentType: h.contentType }]),
    });
    expect({ status: res.statusCode, detail: detailOf(res.json(), 'file') }).toEqual({ status: h.status, detail: h.msg });
    // Refused from the header, not after decoding 2.5 gigapixels.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it.each(hostile)("the customer app's POST /tickets with $name among its defect images: a 4xx with a detail, no ticket, no file", async (h) => {
    const before = await counts();
    const good = await testImage();
    const form = multipart(ticketFields, [
      { field: 'defect_images', data: good },
      { field: 'defect_images', data: await h.bytes(), filename: h.filename, contentType: h.contentType },
    ]);
    const res = await customerApi(t)({ method: 'POST', url: '/tickets', token: customerToken, ...form });
    expect({ status: res.statusCode, detail: detailOf(res.json(), 'defect_images') }).toEqual({ status: h.status, detail: h.msg });
    expect(await counts()).toEqual(before);
    expect((await customerApi(t)({ method: 'GET', url: '/tickets', token: customerToken })).json().count).toBe(0);
  });

  it('the server still takes a good upload and a good ticket afterwards (the control case)', async () => {
    const before = await counts();
    const file = await t.api({
      method: 'POST',
      url: '/files',
      token: admin,
      ...multipart({}, [{ field: 'file', data: await testImage('png'), filename: 'ok.png', contentType: 'image/png' }]),
    });
    expect(file.statusCode).toBe(201);
    const ticket = await customerApi(t)({
      method: 'POST',
      url: '/tickets',
      token: customerToken,
      ...multipart(ticketFields, [{ field: 'defect_images', data: await testImage() }]),
    });
    expect(ticket.statusCode).toBe(201);
    expect(await counts()).toEqual({ files: before.files + 2, tickets: before.tickets + 1, ticket_images: before.ticket_images + 1 });
  });
});
