import { MAX_ID } from '@glassdesk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { ADMIN_PREFIX, CUSTOMER_PREFIX, TAGS, type OpenApiDocument } from './openapi.js';

// The document a client developer generates a client from. Spectral (spectral:oas) and the generated
// web client types run in `npm test` through scripts/openapi.mjs; this file holds what those cannot see.
let t: TestApp;
let doc: OpenApiDocument;
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })));

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('names every operation (unique lowerCamelCase operationId, a summary, one declared tag)', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(130);
    for (const { key, op } of operations()) {
      expect({ key, id: /^[a-z][a-zA-Z0-9]+$/.test(op.operationId ?? '') }).toEqual({ key, id: true });
      expect({ key, summary: (op.summary ?? '').length > 3 && !op.summary?.endsWith('.') }).toEqual({ key, summary: true });
      expect({ key, tags: op.tags?.length }).toEqual({ key, tags: 1 });
      expect(TAGS.map((tag) => tag.name)).toContain(op.tags?.[0]);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // The customer app's operations are told apart from the back-office's by their names too.
    for (const { key, path, op } of operations()) if (path.startsWith(CUSTOMER_PREFIX)) expect({ key, id: op.operationId?.startsWith('customer') }).toEqual({ key, id: true });
  });

  it('says who may call each operation, in its security and its description', () => {
    const op = (key: string) => operations().find((o) => o.key === key)!.op;
    expect(op(`GET ${ADMIN_PREFIX}/cities`).security).toBeUndefined(); // the document's default: a staff token
    expect(doc.security).toEqual([{ bearer: [] }]);
    expect(op(`GET ${ADMIN_PREFIX}/cities`).description).toContain("one of the operations 'List Cities', 'Add City' or 'Update City'");
    expect(op(`POST ${ADMIN_PREFIX}/login`).security).toEqual([]);
    expect(op(`POST ${ADMIN_PREFIX}/login`).description).toContain('no token needed');
    expect(op(`GET ${CUSTOMER_PREFIX}/me`).security).toEqual([{ customerBearer: [] }]);
    expect(op(`POST ${CUSTOMER_PREFIX}/login`).security).toEqual([]);
    expect(op('GET /files/{name}').security).toEqual([]);
  });

  it('documents the answers every call can give: 401/403 by access, 400/413/415/422 by input, 500 and 503 always', () => {
    const codes = (key: string) => Object.keys(operations().find((o) => o.key === key)!.op.responses ?? {});
    // 412: a versioned record saved with a stale If-Match (CONTRACT "Concurrent edits").
    expect(codes(`PUT ${ADMIN_PREFIX}/cities/{id}`)).toEqual(['200', '400', '401', '403', '404', '409', '412', '413', '415', '422', '500', '503']);
    expect(codes(`POST ${ADMIN_PREFIX}/login`)).toEqual(['200', '400', '401', '413', '415', '422', '429', '500', '503']);
    expect(codes(`GET ${ADMIN_PREFIX}/dashboard`)).not.toContain('422');
    for (const { key, op } of operations()) {
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        if (Number(code) >= 400) expect({ key, code, ref: response.$ref }).toEqual({ key, code, ref: expect.stringMatching(/^#\/components\/responses\/\w+$/) });
        else expect({ key, code, described: typeof response.description === 'string' && response.description !== 'Default Response' }).toEqual({ key, code, described: true });
      }
    }
    const responses = doc.components.responses as Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    expect(responses.ValidationFailed.content['application/json'].schema.$ref).toBe('#/components/schemas/ValidationError');
    expect(responses.PayloadTooLarge.content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  it('names the shared schemas as components, and keeps none that nothing uses', () => {
    const schemas = doc.components.schemas ?? {};
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['City', 'CityCreateInput', 'Ticket', 'Trolley', 'Error', 'ValidationError']));
    const text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: {} } }) + JSON.stringify(schemas);
    for (const name of Object.keys(schemas)) expect({ name, used: text.includes(`"#/components/schemas/${name}"`) }).toEqual({ name, used: true });
  });

  it('describes the two multipart uploads by their fields', () => {
    const body = (key: string) =>
      operations().find((o) => o.key === key)!.op.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> };
    const upload = body(`POST ${ADMIN_PREFIX}/files`).content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(['file']);
    const ticket = body(`POST ${CUSTOMER_PREFIX}/tickets`).content['multipart/form-data'].schema as unknown as {
      allOf: [{ $ref: string }, { properties: Record<string, unknown>; required: string[] }];
    };
    // The text fields are the shared schema's input component, written once; the files come beside them.
    expect(ticket.allOf[0].$ref).toBe('#/components/schemas/CustomerTicketCreateInput');
    const fields = doc.components.schemas?.CustomerTicketCreateInput as { properties: Record<string, unknown>; required: string[] };
    expect(fields.properties).toHaveProperty('glass_order_no');
    expect(fields.required).toEqual(expect.arrayContaining(['glass_order_no', 'glass_type_id']));
    const files = ticket.allOf[1];
    expect(files.properties.defect_images).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' }, minItems: 1, maxItems: 5 });
    expect(files.properties.label_images).toMatchObject({ type: 'array', minItems: 0, maxItems: 5 });
    expect(files.required).toEqual(['defect_images']);
  });

  it('documents the files and the export as binary answers, their errors as JSON', () => {
    const op = (key: string) => operations().find((o) => o.key === key)!.op;
    const types = (key: string) => Object.keys((op(key).responses?.['200'] as { content: object }).content);
    expect(types('GET /files/{name}')).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(types('GET /files/{name}/thumbnail')).toEqual(['image/webp']);
    for (const key of ['GET /files/{name}', 'GET /files/{name}/thumbnail']) expect(op(key).responses?.['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    const exportOp = op(`GET ${ADMIN_PREFIX}/report/tickets/export`);
    expect(Object.keys((exportOp.responses?.['200'] as { content: object }).content)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    for (const code of ['401', '403', '422']) expect(exportOp.responses?.[code]).toHaveProperty('$ref');
  });

  it('serves both APIs under one server entry, with its tags declared and grouped', () => {
    expect(doc.servers).toEqual([{ url: expect.stringMatching(/^https?:\/\//), description: expect.any(String) }]);
    expect(doc.info).toMatchObject({ title: 'GlassDesk API', version: '1.0' });
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));
    expect(new Set(doc.tags?.map((tag) => tag.name))).toEqual(used);
    for (const tag of doc.tags ?? []) expect(tag.description.length).toBeGreaterThan(10);
  });
});

describe('the request rules the document states, as the server checks them', () => {
  type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
  const schema = (name: string) => doc.components.schemas?.[name] as Schema;

  it('a required choice from a list is a positive id, never null, though null still answers "X is required."', async () => {
    const choices: Array<[string, string]> = [
      ['UserCreateInput', 'role'],
      ['UserUpdateInput', 'role_id'],
      ['UserPlantCreateInput', 'plant_id'],
      ['TrolleyTransferInput', 'to_plant_id'],
      ['TrolleyDeliveryInput', 'customer_id'],
      ['BusinessSaveInput', 'customer_id'],
      ['CustomerBusinessUpdateInput', 'business_id'],
    ];
    for (const [name, field] of choices) {
      expect({ name, field, schema: schema(name).properties[field] }).toEqual({ name, field, schema: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: MAX_ID } });
      expect({ name, field, required: schema(name).required?.includes(field) }).toEqual({ name, field, required: true });
    }
    // A hand-over reads a null customer as none given.
    expect(schema('HandoverCreateInput').properties.customer_id).toMatchObject({ type: 'integer', nullable: true });
    const token = await t.login();
    const payload = { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', password: 'secret-1', role: null };
    const res = await t.api({ method: 'POST', url: '/users', token, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toMatchObject({ loc: ['body', 'role'], msg: 'Role is required.' });
  });

  it('says which fields are e-mail addresses, that rich text is not empty, the page sizes of recent tickets and the cost steps', () => {
    for (const [name, field] of [
      ['LoginInput', 'email'],
      ['ForgotPasswordInput', 'email'],
      ['SupportRequestCreateInput', 'email'],
      ['NotificationSettingsUpdateInput', 'email'],
      ['UserCreateInput', 'email'],
    ]) {
      expect({ name, field, format: schema(name).properties[field].format }).toEqual({ name, field, format: 'email' });
    }
    expect(schema('LoginInput').properties.email).toMatchObject({ minLength: 5, maxLength: 50 });
    expect(schema('FaqWriteInput').properties.content).toMatchObject({ minLength: 1 });
    expect(schema('HelpUpdateInput').properties.content).toMatchObject({ minLength: 1 });
    const recent = doc.paths[`${ADMIN_PREFIX}/tickets/recent`].get.parameters as Array<{ name: string; schema: Record<string, unknown> }>;
    expect(recent.find((p) => p.name === 'limit')?.schema).toMatchObject({ type: 'integer', enum: [5, 10, 20], default: 5 });
    expect(schema('CustomerCostInput').properties).toMatchObject({ max_day_allowed: { multipleOf: 1 }, per_day_charge: { multipleOf: 0.01 } });
  });

  it('writes every nullable beside a type (OpenAPI 3.0 reads it nowhere else)', () => {
    const untyped: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${at}/${i}`));
      else if (node && typeof node === 'object') {
        const o = node as Record<string, unknown>;
        if (o.nullable === true && o.type === undefined) untyped.push(at);
        for (const [key, value] of Object.entries(o)) walk(value, `${at}/${key}`);
      }
    };
    walk(doc, '#');
    expect(doc.openapi).toMatch(/^3\.0\./);
    expect(untyped).toEqual([]);
  });
});

describe('the answers the document promises for a bad body', () => {
  it('400 for malformed JSON, 413 over the body limit, 415 for a content type the call does not read, each with a detail', async () => {
    const token = await t.login();
    const post = (payload: string, type: string) => t.api({ method: 'POST', url: '/cities', token, payload, headers: { 'content-type': type } });
    const malformed = await post('{"name": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(typeof malformed.json().detail).toBe('string');
    const tooBig = await post(JSON.stringify({ name: 'x'.repeat(t.ctx.config.bodyLimit) }), 'application/json');
    expect(tooBig.statusCode).toBe(413);
    expect(typeof tooBig.json().detail).toBe('string');
    const wrongType = await post('<city/>', 'application/xml');
    expect(wrongType.statusCode).toBe(415);
    expect(typeof wrongType.json().detail).toBe('string');
    // Only the upload calls read multipart bodies (lib/multipart.ts, withMultipart).
    const form = await post('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nOslo\r\n--x--\r\n', 'multipart/form-data; boundary=x');
    expect(form.statusCode).toBe(415);
    expect(typeof form.json().detail).toBe('string');
  });
});
