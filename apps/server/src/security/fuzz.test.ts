import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CustomerTicketCreateSchema } from '@glassdesk/shared';
import { API_PREFIX } from '../app.js';
import { CUSTOMER_API_PREFIX } from '../modules/customer-app/customer-app.routes.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerLogin } from '../test/customer-api.js';
import {
  createBusiness,
  createCity,
  createCustomer,
  createEmployee,
  createFaq,
  createGlassType,
  createPlant,
  createRole,
  createSupportRequest,
  createTicket,
  createTrolley,
  createUserQuick,
  createWarrantyReason,
} from '../test/factories.js';
import { multipart, testImage } from '../test/multipart.js';
import { inlineRefs } from '../test/openapi.js';
import type { OpenApiDocument } from '../openapi/openapi.js';

// Property-based fuzzing of every route's path, query and body, generated from the server's own route
// table and the JSON schemas it publishes (OpenAPI): values that fit the schema mixed with wrong types, 100,000
// character strings, unicode, NUL and lone surrogates, numbers no column holds, prototype-pollution keys, broken JSON.
// Staff routes are called as the Super Admin and customer routes with a customer's token, so every call gets past
// the sign-in checks and reaches validation and the handler. The answer must never be a 5xx nor show a stack trace,
// a file path or SQL; afterwards Object.prototype must be as it was.
//
// RUNS calls per route (30), each route with its own fixed seed: the same calls on every run, so a failure replays as
// it is (FUZZ_RUNS and FUZZ_SEED explore further by hand: 300 runs per route with seed 777 found nothing on either database).

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_412);

/** Routes not fuzzed, and why. Any other route of the table without a published schema fails the test. */
const NOT_FUZZED: Record<string, string> = {
  'POST /api/admin/v1.0/logout': "ends the fuzzing admin's session (its refusals are tested in auth.routes.test.ts)",
  'PUT /api/admin/v1.0/change-password': "would change the fuzzing admin's password and end its other sessions",
  'POST /api/customer/v1.0/logout': "ends the fuzzing customer's session",
  'DELETE /api/admin/v1.0/me/sessions/:id': "a generated id may be the fuzzing admin's own session (its refusals are tested in user-sessions.routes.test.ts)",
  'DELETE /api/admin/v1.0/users/:id/sessions': "a generated id may be the fuzzing admin's own (its refusals are tested in user-sessions.routes.test.ts)",
  'GET /api/docs': 'the Swagger UI: static files, no query or body',
  'GET /api/docs/static/index.html': 'the Swagger UI: static files, no query or body',
  'GET /api/docs/static/swagger-initializer.js': 'the Swagger UI: static files, no query or body',
  'GET /api/docs/json': 'the OpenAPI document: no query or body',
  'GET /api/docs/yaml': 'the OpenAPI document: no query or body',
  'GET /api/docs/static/*': 'the Swagger UI: static files, no query or body',
  'GET /api/openapi.json': 'the OpenAPI document: no query or body',
};
/** Routes outside both APIs (no published schema): fuzzed on their path and query only. */
const UNPUBLISHED = ['GET /healthz', 'GET /readyz'];
/** Multipart routes (their fields are not a JSON schema): the fields they read. */
const MULTIPART: Record<string, string[]> = {
  'POST /api/admin/v1.0/files': [],
  'POST /api/customer/v1.0/tickets': Object.keys(CustomerTicketCreateSchema.shape),
};

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
};
type Operation = { parameters?: Array<{ in: string; name: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> } };

/** JSON text inserted as is: keys such as __proto__ that an object literal would not keep as a key. */
class RawJson {
  constructor(readonly text: string) {}
}
const toJson = (v: unknown): string => {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJson).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJson(x)}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
};
const PROTO_VALUES = [
  new RawJson('{"__proto__":{"polluted":"yes","isAdmin":true}}'),
  new RawJson('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  new RawJson('{"prototype":{"polluted":"yes"}}'),
];
const PROTO_ENTRIES: Array<[string, unknown]> = [
  ['__proto__', new RawJson('{"polluted":"yes","operations":["Delete User"]}')],
  ['constructor', new RawJson('{"prototype":{"polluted":"yes"}}')],
  ['prototype', new RawJson('{"polluted":"yes"}')],
];

const HUGE = 'x'.repeat(100_000);
const HUGE_UNICODE = 'ü€😀\u202e'.repeat(20_000);
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '%00',
    '%',
    '../../etc/passwd',
    "' or 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '1e400',
    'NaN',
    'Infinity',
    '-0',
    '0x10',
    '2147483648',
    '9999999999999999999999',
    'true',
    'null',
    '\u202e\u200b\ufeff',
    '😀👍🏽',
    'Ωmega ñandú 日本語',
    '__proto__',
    'constructor',
  ),
  fc.constant(HUGE),
  fc.constant(HUGE_UNICODE),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -1e308, 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.constantFrom(...PROTO_VALUES),
  fc.constant([HUGE]),
);

const clampInt = (n: number) => Math.max(-(2 ** 31), Math.min(2 ** 31 - 1, n));

/** Values that fit a schema (or nearly: bounds are kept, cross-field rules are not). */
function fitting(s: Schema | undefined, fixtures: Fixtures): fc.Arbitrary<unknown> {
  if (!s) return fc.jsonValue({ maxDepth: 2 });
  let arb: fc.Arbitrary<unknown>;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) arb = fc.oneof(...alternatives.map((a) => fitting(a, fixtures)));
  else if (s.allOf?.length) arb = fitting(s.allOf[0], fixtures);
  else if (s.enum) arb = fc.constantFrom(...s.enum);
  else if (s.const !== undefined) arb = fc.constant(s.const);
  else {
    const type = [s.type].flat()[0];
    if (type === 'string') arb = fittingString(s);
    else if (type === 'integer' || type === 'number') {
      const exclusive = s.exclusiveMinimum === true ? 1 : 0;
      const min = clampInt((s.minimum ?? -1000) + exclusive);
      const max = clampInt(Math.max(min, Math.min(s.maximum ?? 100_000, 2 ** 31 - 1)));
      // Ids of rows that exist, now and then, so a reference in a body can be found.
      arb = fc.oneof({ weight: 3, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(...fixtures.ids) });
    } else if (type === 'boolean') arb = fc.boolean();
    else if (type === 'array') arb = fc.array(fitting(s.items, fixtures), { maxLength: Math.min(s.maxItems ?? 3, 3) });
    else if (type === 'object' || s.properties) arb = fittingObject(s, fixtures);
    else arb = fc.jsonValue({ maxDepth: 2 });
  }
  return s.nullable ? fc.option(arb, { nil: null }) : arb;
}

function fittingString(s: Schema): fc.Arbitrary<unknown> {
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 100));
  if (s.format === 'date-time') return fc.date({ min: new Date('2020-01-01'), max: new Date(), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1000));
    } catch {
      // A pattern fast-check cannot generate from: plain strings instead.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 30, 60)) });
}

/** Each property fitting or nasty, each maybe left out; now and then extra keys, prototype keys among them. */
function fittingObject(s: Schema, fixtures: Fixtures): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const entries = props.map(([key, p]) =>
    fc.option(
      fc.oneof({ weight: 3, arbitrary: fitting(p, fixtures) }, { weight: 1, arbitrary: nastyValue }).map((v) => [key, v] as [string, unknown]),
      { nil: undefined, freq: 5 },
    ),
  );
  const extras = fc.oneof(
    { weight: 4, arbitrary: fc.constant([] as Array<[string, unknown]>) },
    { weight: 1, arbitrary: fc.subarray(PROTO_ENTRIES, { minLength: 1 }) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.string({ maxLength: 12 }), nastyValue), { maxLength: 3 }) },
  );
  return fc
    .tuple(fc.tuple(...entries), extras)
    .map(([own, extra]) => new RawJson(`{${[...own.filter((e) => e !== undefined), ...extra].map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`));
}

type Fixtures = { ids: number[]; byParam: (url: string, param: string) => string };
type Call = { url: string; payload?: string | Buffer; headers: Record<string, string> };

/** A query string: each published parameter fitting, nasty or left out; sometimes repeated, unknown or broken. */
function queryArb(params: Array<{ name: string; schema: Schema }>, fixtures: Fixtures): fc.Arbitrary<string> {
  const str = (v: unknown) => (typeof v === 'string' ? v : v instanceof RawJson ? v.text : toJson(v));
  const one = params.map((p) =>
    fc.option(
      fc.oneof({ weight: 3, arbitrary: fitting(p.schema, fixtures) }, { weight: 2, arbitrary: nastyValue }).map((v) => `${enc(p.name)}=${enc(str(v))}`),
      { nil: undefined, freq: 3 },
    ),
  );
  const extra = fc.oneof(
    { weight: 5, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: fc.constant(['__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '__proto__=x']) },
    { weight: 1, arbitrary: fc.constant(params.length ? [`${params[0].name}=1`, `${params[0].name}=2`] : ['a=1&a=2']) },
    { weight: 1, arbitrary: fc.constantFrom(['%zz=%E0%A4%A'], ['&&&=='], ['search=%00'], [`x=${HUGE}`]) },
  );
  return fc.tuple(fc.tuple(...one), extra).map(([parts, more]) => [...parts.filter((p) => p !== undefined), ...more].join('&'));
}

/** A path: each parameter an id that exists, one that does not, or a nasty string. */
function pathArb(url: string, fixtures: Fixtures): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:([a-zA-Z_]+)/g)].map((m) => m[1]);
  const wild = url.endsWith('*');
  const values = names.map((name) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(fixtures.byParam(url, name)) },
      { weight: 1, arbitrary: fc.constantFrom('987654', '0', '-1', '2147483648', '1.5', '1e3', ' 1', '0x1') },
      { weight: 2, arbitrary: nastyString.map((v) => v.slice(0, 200)) },
    ),
  );
  return fc.tuple(...values).map((vals) => {
    let i = 0;
    let path = url.replace(/:([a-zA-Z_]+)/g, () => enc(vals[i++] as string) || 'x');
    if (wild) path = path.replace(/\*$/, 'x');
    return path;
  });
}

/** A URL can only carry well-formed text: a lone surrogate becomes U+FFFD (it still reaches a body as it is). */
const enc = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON body: the schema's object (mostly), any JSON value, a prototype-polluting object, or text that is no JSON. */
function jsonBodyArb(schema: Schema | undefined, fixtures: Fixtures): fc.Arbitrary<Omit<Call, 'url'>> {
  return fc.oneof(
    { weight: 6, arbitrary: (schema ? fitting(schema, fixtures) : fc.jsonValue({ maxDepth: 2 })).map((v) => ({ payload: toJson(v), headers: JSON_HEADERS })) },
    { weight: 1, arbitrary: nastyValue.map((v) => ({ payload: toJson(v), headers: JSON_HEADERS })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{"a":', headers: JSON_HEADERS },
        { payload: 'not json', headers: JSON_HEADERS },
        { payload: '', headers: JSON_HEADERS },
        { payload: '{"__proto__":{"polluted":"yes"}}', headers: JSON_HEADERS },
        { payload: '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}', headers: JSON_HEADERS },
        { payload: 'name=x&__proto__[polluted]=yes', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        { payload: '<x/>', headers: { 'content-type': 'application/xml' } },
        { payload: `{"x":"${HUGE}"}`, headers: JSON_HEADERS },
      ),
    },
  );
}

/** A multipart body: the route's text fields fitting or nasty, and a real image or random bytes in a field. */
function multipartArb(fields: string[], fileFields: string[], image: Buffer, fixtures: Fixtures): fc.Arbitrary<Omit<Call, 'url'>> {
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('2026-01-10', 'GO-1', '1200x800', String(fixtures.ids[0]), String(fixtures.ids[1]), '<p>Note</p>') },
    { weight: 1, arbitrary: nastyString.map((v) => v.slice(0, 3_000_000)) },
  );
  const text = fc.tuple(
    ...fields.map((f) =>
      fc.option(
        value.map((v) => [f, v] as [string, string]),
        { nil: undefined, freq: 4 },
      ),
    ),
  );
  const file = fc.record({
    field: fc.oneof(fc.constantFrom(...fileFields, 'other'), fc.string({ maxLength: 10 })),
    data: fc.oneof({ weight: 2, arbitrary: fc.constant(image) }, { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b)) }),
    filename: fc.oneof(fc.constantFrom('photo.jpg', 'x.png', '../../x.svg', 'a\u0000.jpg'), fc.string({ maxLength: 20 })),
    contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'image/svg+xml', 'application/octet-stream'),
  });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.tuple(text, fc.array(file, { maxLength: 3 })).map(([t, files]) => {
        const form = multipart(
          Object.fromEntries(t.filter((e) => e !== undefined)),
          files.map((f) => ({ ...f, filename: f.filename.replace(/["\r\n]/g, '') })),
        );
        return { payload: form.payload, headers: form.headers };
      }),
    },
    { weight: 1, arbitrary: jsonBodyArb(undefined, fixtures) },
  );
}

const STACK_TRACE = /\n\s+at\s|\bat [\w$.<>]+ \(|\(?[\w./-]+\.(?:ts|js|mjs|cjs):\d+(?::\d+)?\)?|node_modules|file:\/\/|\/work\/|\/home\//;
const SQL_TEXT =
  /\b(?:select\b[\s\S]{1,200}\bfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b|SQLITE_|syntax error at|violates .* constraint|relation "|column "|\bpg_|better-sqlite3/i;

let t: TestApp;
let admin: string;
let customer: string;
let fixtures: Fixtures;
let image: Buffer;
const protoBefore = Object.getOwnPropertyNames(Object.prototype).sort();
const results: Array<{ route: string; runs: number }> = [];

beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 100_000, loginPerIp: 100_000, publicPerIp: 100_000 } });
  admin = await t.login();
  const e = await createEmployee(t.ctx);
  customer = await customerLogin(t, e.email, e.password);
  image = await testImage();
  // One row of each kind, so a path or a body can name one that exists.
  const plant = await createPlant(t.ctx);
  const trolley = await createTrolley(t.ctx, { plantId: plant.id });
  const ticket = await createTicket(t.ctx, { customerId: e.id, businessId: e.businessId });
  const other = await createCustomer(t.ctx, { approved: true });
  const business = await createBusiness(t.ctx);
  const user = await createUserQuick(t.ctx, { roleId: await createRole(t.ctx, ['List Cities']) });
  const byPrefix: Record<string, number> = {
    users: user.id,
    roles: await createRole(t.ctx, ['List FAQs']),
    cities: (await createCity(t.ctx)).id,
    plants: plant.id,
    faqs: (await createFaq(t.ctx)).id,
    'warranty-reasons': (await createWarrantyReason(t.ctx)).id,
    'glass-types': (await createGlassType(t.ctx)).id,
    support: (await createSupportRequest(t.ctx)).id,
    business: business.id,
    customers: other.id,
    tickets: ticket.id,
    trolleys: trolley.id,
    help: (await t.ctx.db.selectFrom('help').select('id').executeTakeFirst())?.id ?? 1,
    'notification-settings': 1,
  };
  fixtures = {
    ids: [...new Set(Object.values(byPrefix))],
    byParam: (url, param) => {
      if (param === 'uid') return trolley.uid;
      if (param === 'customerId') return String(other.id);
      if (param === 'name') return 'missing-file-name';
      if (param !== 'id') return '1';
      const prefix = url.replace(API_PREFIX, '').replace(CUSTOMER_API_PREFIX, '').split('/')[1];
      return String(byPrefix[prefix] ?? 1);
    },
  };
});

afterAll(async () => {
  await t?.close();
});

/** The calls of one route: its path, query and body, each generated as its schema says. */
function callArb(method: string, url: string, op: Operation | undefined): fc.Arbitrary<Call> {
  const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const key = `${method} ${url}`;
  const bodySchema = op?.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<Omit<Call, 'url'>> =
    key in MULTIPART
      ? multipartArb(MULTIPART[key], key.includes('/files') ? ['file'] : ['defect_images', 'label_images'], image, fixtures)
      : method === 'GET'
        ? fc.constant({ headers: {} })
        : bodySchema
          ? jsonBodyArb(bodySchema, fixtures)
          : fc.oneof({ weight: 3, arbitrary: fc.constant({ headers: {} }) }, { weight: 1, arbitrary: jsonBodyArb(undefined, fixtures) });
  return fc.tuple(pathArb(url, fixtures), queryArb(query, fixtures), body).map(([path, q, b]) => ({ url: q ? `${path}?${q}` : path, ...b }));
}

describe('fuzzing every route (fast-check)', () => {
  it(`${RUNS} generated calls per route with a fixed seed: never a 5xx, never a stack trace, a path or SQL in the answer`, async () => {
    await t.app.ready();
    const doc = inlineRefs(t.app.swagger() as unknown as OpenApiDocument) as unknown as { paths: Record<string, Record<string, Operation>> };
    const unclassified: string[] = [];
    const failures: string[] = [];
    const routes = t.routes.filter((r) => !(`${r.method} ${r.url}` in NOT_FUZZED));
    // The customer's routes first: a staff call fuzzed later (approval, delete) may end the customer's session.
    routes.sort((a, b) => Number(b.url.startsWith(CUSTOMER_API_PREFIX)) - Number(a.url.startsWith(CUSTOMER_API_PREFIX)));
    let seed = SEED;
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const op = doc.paths[r.url.replace(/:([a-zA-Z_]+)/g, '{$1}')]?.[r.method.toLowerCase()];
      if (!op && !UNPUBLISHED.includes(key)) {
        unclassified.push(key);
        continue;
      }
      const token = r.customerAccess === 'customer' ? customer : r.access && !('public' in r.access) ? admin : undefined;
      let runs = 0;
      const check = fc.asyncProperty(callArb(r.method, r.url, op), async (call) => {
        runs++;
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: call.url,
          payload: call.payload,
          headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        const type = String(res.headers['content-type'] ?? '');
        const text = /json|text|html/.test(type) ? res.body : '';
        const problem =
          res.statusCode >= 500
            ? `answered ${res.statusCode}`
            : STACK_TRACE.test(text)
              ? 'shows a stack trace or a path'
              : // Stored text (FAQs, help) may say "select ... from": only refusals are checked for SQL.
                res.statusCode >= 400 && SQL_TEXT.test(text)
                ? 'shows SQL'
                : undefined;
        if (problem) {
          const sent = typeof call.payload === 'string' ? call.payload.slice(0, 300) : call.payload ? `<${call.payload.length} bytes>` : '';
          throw new Error(`${key} ${problem}: ${res.statusCode} ${res.body.slice(0, 300)} for ${call.url.slice(0, 300)} ${sent}`);
        }
      });
      try {
        await fc.assert(check, { numRuns: RUNS, seed: seed++, endOnFailure: true });
      } catch (err) {
        // fast-check's report: the seed and path that replay it, the call, and the error naming the route and answer.
        const cause = (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : '';
        failures.push(`${key}: ${cause}\n${(err as Error).message.slice(0, 800)}`);
      }
      results.push({ route: key, runs });
    }
    expect(unclassified).toEqual([]);
    expect(failures).toEqual([]);
    // Every route was fuzzed, and the admin's and customer's sessions lasted to the end (the calls got past sign-in).
    expect(results.length).toBe(t.routes.length - Object.keys(NOT_FUZZED).length);
    expect(results.every((r) => r.runs === RUNS)).toBe(true);
    expect((await t.api({ method: 'GET', url: '/user', token: admin })).statusCode).toBe(200);
    console.info(`fuzz: ${results.length} routes x ${RUNS} runs = ${results.length * RUNS} calls`);
  }, 240_000);

  it('left Object.prototype (and Array.prototype) unpolluted', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoBefore);
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.isAdmin, probe.operations, ([] as unknown as Record<string, unknown>).polluted]).toEqual([undefined, undefined, undefined, undefined]);
    expect(Object.prototype.toString.call(probe)).toBe('[object Object]');
  });

  it('the server still answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
