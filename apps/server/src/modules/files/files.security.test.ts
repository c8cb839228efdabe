import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createEmployee, createGlassType, createWarrantyReason } from '../../test/factories.js';
import { customerApi, customerLogin } from '../../test/customer-api.js';
import { multipart, testImage } from '../../test/multipart.js';
import { MALFORMED_FORM } from '../../lib/multipart.js';

// Review (security): a multipart body that busboy cannot parse (no boundary, another boundary, cut off, not
// multipart at all) made the parts iterator throw a plain Error, which answered 500 on POST /files and on the
// customer app's POST /tickets. It is the caller's mistake: 400 with a detail, and nothing is stored.

let t: TestApp;
let admin: string;
let img: Buffer;
let good: ReturnType<typeof multipart>;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 1000, loginPerIp: 1000, publicPerIp: 1000 } });
  admin = await t.login();
  img = await testImage();
  good = multipart({}, [{ field: 'file', data: img }]);
});
afterAll(() => t.close());

type Body = { payload: Buffer | string; headers: Record<string, string> };
const broken: Array<[string, () => Body]> = [
  ['cut off before its closing boundary', () => ({ payload: good.payload.subarray(0, good.payload.length - 30), headers: good.headers })],
  ['cut off inside the first part header', () => ({ payload: good.payload.subarray(0, 60), headers: good.headers })],
  ['sent without a boundary parameter', () => ({ payload: good.payload, headers: { 'content-type': 'multipart/form-data' } })],
  ['sent with another boundary than the body uses', () => ({ payload: good.payload, headers: { 'content-type': 'multipart/form-data; boundary=zzz' } })],
  ['not multipart at all', () => ({ payload: 'hello world', headers: good.headers })],
];
const countFiles = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a malformed multipart body is a 400, never a 500', () => {
  it.each(broken)('POST /files with a body %s', async (_name, body) => {
    const before = await countFiles();
    const res = await t.api({ method: 'POST', url: '/files', token: admin, ...body() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MALFORMED_FORM });
    expect(await countFiles()).toBe(before);
  });

  it('a well-formed body still uploads (the control case)', async () => {
    expect((await t.api({ method: 'POST', url: '/files', token: admin, ...good })).statusCode).toBe(201);
  });

  it('the customer app POST /tickets with a body cut off after its first image: 400, no ticket', async () => {
    const e = await createEmployee(t.ctx);
    const token = await customerLogin(t, e.email, e.password);
    const [gt, wr] = await Promise.all([createGlassType(t.ctx), createWarrantyReason(t.ctx)]);
    const fields = { glass_order_no: 'GO-1', glass_type_id: gt.id, warranty_reason_id: wr.id, glass_size: '1x1', received_date: '2026-01-10' };
    const form = multipart(fields, [
      { field: 'defect_images', data: img },
      { field: 'defect_images', data: img },
    ]);
    const res = await customerApi(t)({ method: 'POST', url: '/tickets', token, payload: form.payload.subarray(0, form.payload.length - img.length / 2), headers: form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MALFORMED_FORM });
    expect((await customerApi(t)({ method: 'GET', url: '/tickets', token })).json().count).toBe(0);
  });
});
