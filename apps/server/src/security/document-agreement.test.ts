import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { customerLogin } from '../test/customer-api.js';
import { createEmployee } from '../test/factories.js';
import { inlineRefs } from '../test/openapi.js';
import type { OpenApiDocument } from '../openapi/openapi.js';

// CONTRACT "Concurrent edits": the OpenAPI document accepts exactly what the server accepts. This is its refusing
// side, driven by the document alone: for every operation, every body property and query parameter, each value the
// document forbids (a wrong type, a null where it is not nullable, a required one left out, one past a length, a
// bound, an enumeration, a format or a multiple) must answer 422 naming that field. Nothing here is written per
// route: a new operation or rule in the document is checked as it appears. (fuzz.test.ts throws nasty values at the
// same routes for 5xx and leaks; this one asks whether the server and its document agree.)

type Schema = {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  /** Fields a rule over several fields requires, and when (the document's word for what JSON Schema cannot say). */
  'x-required-when'?: Record<string, string>;
};
type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> }; security?: unknown[] };

/** A value the document forbids, and which rule it breaks; `omit`: the field left out. */
type Violation = { rule: string; value?: unknown; omit?: true };

const ALTERNATIVES = (s: Schema) => s.anyOf ?? s.oneOf ?? (s.allOf?.length === 1 ? s.allOf : undefined);

/** The values a property's schema forbids (for a schema of alternatives, only what every alternative forbids). */
function violations(s: Schema, required: boolean, place: 'body' | 'query'): Violation[] {
  const out: Violation[] = [];
  if (required) out.push({ rule: 'required', omit: true });
  const alternatives = ALTERNATIVES(s);
  if (alternatives) {
    // Only null is forbidden by all of a union's branches for sure (when none is nullable).
    if (place === 'body' && !s.nullable && alternatives.every((a) => !a.nullable && a.type !== 'null')) out.push({ rule: 'not nullable', value: null });
    return out;
  }
  if (place === 'body' && !s.nullable) out.push({ rule: 'not nullable', value: null });
  const type = s.type;
  if (type === 'string') {
    if (place === 'body') out.push({ rule: 'type string', value: { not: 'a string' } });
    if (s.enum) out.push({ rule: 'enum', value: 'zz-not-in-the-enumeration' });
    if (s.maxLength !== undefined) out.push({ rule: `maxLength ${s.maxLength}`, value: 'a'.repeat(s.maxLength + 1) });
    if (s.minLength) out.push({ rule: `minLength ${s.minLength}`, value: 'a'.repeat(s.minLength - 1) });
    if (s.format === 'email') out.push({ rule: 'format email', value: 'not-an-email' });
    if (s.format === 'date-time') out.push({ rule: 'format date-time', value: 'not-a-time' });
    if (s.format === 'date') out.push({ rule: 'format date', value: '2026-02-30' });
  } else if (type === 'integer' || type === 'number') {
    out.push({ rule: `type ${type}`, value: 'not-a-number' });
    if (type === 'integer') out.push({ rule: 'integer', value: (s.minimum ?? 0) + 1.5 });
    if (s.enum) out.push({ rule: 'enum', value: Math.max(...(s.enum as number[])) + 1 });
    if (s.minimum !== undefined) out.push({ rule: `minimum ${s.minimum}`, value: s.exclusiveMinimum ? s.minimum : s.minimum - 1 });
    if (s.maximum !== undefined) out.push({ rule: `maximum ${s.maximum}`, value: s.exclusiveMaximum ? s.maximum : s.maximum + 1 });
    if (s.multipleOf !== undefined && type === 'number') out.push({ rule: `multipleOf ${s.multipleOf}`, value: (s.minimum ?? 0) + s.multipleOf / 2 });
  } else if (type === 'boolean') {
    out.push({ rule: 'type boolean', value: place === 'body' ? 'yes' : 'maybe' });
  } else if (type === 'array' && place === 'body') {
    out.push({ rule: 'type array', value: 'not-an-array' });
    if (s.minItems) out.push({ rule: `minItems ${s.minItems}`, value: [] });
    if (s.maxItems !== undefined && s.maxItems < 1000) out.push({ rule: `maxItems ${s.maxItems}`, value: Array.from({ length: s.maxItems + 1 }, (_, i) => i + 1) });
  } else if (type === 'object' && place === 'body') {
    out.push({ rule: 'type object', value: 'not-an-object' });
  }
  return out;
}

/**
 * A value the document allows (the simplest one: the least length, the lowest bound, the first of an enumeration):
 * the other fields of a body carry these, so a refusal can only be the field under test's (a rule over the whole
 * object runs only once every field passes).
 */
function allowed(s: Schema | undefined, seed: number): unknown {
  if (!s) return null;
  const alternatives = ALTERNATIVES(s);
  if (alternatives)
    return allowed(
      alternatives.find((a) => a.type !== 'null'),
      seed,
    );
  if (s.enum) return s.enum[0];
  switch (s.type) {
    case 'string':
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      if (s.format === 'date') return '2026-01-02';
      if (s.pattern) {
        // Letters or digits of the least allowed length, else what fast-check makes of the pattern.
        const length = Math.max(s.minLength ?? 1, 1);
        const fits = (v: string) => new RegExp(s.pattern!).test(v) && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity);
        return ['a'.repeat(length), '1'.repeat(length)].find(fits) ?? fc.sample(fc.stringMatching(new RegExp(s.pattern)).filter(fits), { numRuns: 1, seed })[0];
      }
      return 'a'.repeat(Math.max(s.minLength ?? 0, Math.min(3, s.maxLength ?? 3)));
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1) > (s.maximum ?? Infinity) ? s.minimum : Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => allowed(s.items, seed));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, allowed(v, seed)]));
    default:
      return null;
  }
}

/** A value the document allows for a path parameter (so the call is refused for its body or query, not its path). */
function pathValue(s: Schema | undefined, seed: number): string {
  if (!s) return '1';
  if (s.enum) return String(s.enum[0]);
  if (s.type === 'integer' || s.type === 'number') return String(Math.max(1, s.minimum ?? 1));
  if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed })[0];
  return 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await buildTestApp({ throttle: { windowMs: 60_000, loginPerAccount: 100_000, loginPerIp: 100_000, publicPerIp: 100_000 } });
  admin = await t.login();
  const e = await createEmployee(t.ctx);
  customer = await customerLogin(t, e.email, e.password);
});
afterAll(() => t.close());

/** The values at the edges of what the document allows: both length or number bounds, each enumerated value, null. */
function edges(s: Schema, required: boolean, seed: number): Array<{ rule: string; value?: unknown; omit?: true }> {
  const out: Array<{ rule: string; value?: unknown; omit?: true }> = [];
  if (!required) out.push({ rule: 'optional, left out', omit: true });
  if (s.nullable) out.push({ rule: 'nullable', value: null });
  const alternatives = ALTERNATIVES(s);
  if (alternatives) return [...out, ...alternatives.filter((x) => x.type !== 'null').map((x) => ({ rule: `one of (${x.type})`, value: allowed(x, seed) }))];
  if (s.enum) return [...out, ...s.enum.map((value) => ({ rule: `enum ${String(value)}`, value }))];
  if (s.type === 'string' && !s.format && !s.pattern) {
    if (s.maxLength !== undefined && s.maxLength <= 100_000) out.push({ rule: `maxLength ${s.maxLength}`, value: 'a'.repeat(s.maxLength) });
    // No maximum in the document: a long text must pass too.
    if (s.maxLength === undefined) out.push({ rule: 'no maxLength', value: 'a'.repeat(5000) });
    if (s.minLength !== undefined) out.push({ rule: `minLength ${s.minLength}`, value: 'a'.repeat(s.minLength) });
  }
  if (s.type === 'integer' || s.type === 'number') {
    if (s.minimum !== undefined) out.push({ rule: `minimum ${s.minimum}`, value: s.exclusiveMinimum ? s.minimum + (s.multipleOf ?? 1) : s.minimum });
    if (s.maximum !== undefined) out.push({ rule: `maximum ${s.maximum}`, value: s.exclusiveMaximum ? s.maximum - (s.multipleOf ?? 1) : s.maximum });
  }
  if (s.type === 'boolean') out.push({ rule: 'false', value: false });
  return out;
}

type RouteCase = {
  key: string;
  call: (query: string, body?: unknown) => Promise<{ statusCode: number; body: string; json: () => { detail?: unknown } }>;
  queries: Parameter[];
  body: Schema | undefined;
  baseline: Record<string, unknown> | undefined;
  /** The required query parameters but `except`, as the document allows them. */
  allowedQuery: (except: string) => string[];
};

/** Every operation the document and the route table share, ready to call as its reader (staff, customer or public). */
async function routeCases(): Promise<RouteCase[]> {
  await t.app.ready();
  const doc = inlineRefs(t.app.swagger() as unknown as OpenApiDocument) as unknown as { paths: Record<string, Record<string, Operation>> };
  let seed = 1;
  return t.routes.flatMap((route) => {
    const docPath = route.url.replace(/:([a-zA-Z_]+)/g, '{$1}');
    const op = doc.paths[docPath]?.[route.method.toLowerCase()];
    if (!op) return [];
    const token = route.customerAccess === 'customer' ? customer : route.access && !('public' in route.access) ? admin : undefined;
    const params = op.parameters ?? [];
    const url = route.url.replace(/:([a-zA-Z_]+)/g, (_, name: string) => encodeURIComponent(pathValue(params.find((p) => p.in === 'path' && p.name === name)?.schema, seed++)));
    const body = op.requestBody?.content['application/json']?.schema;
    const queries = params.filter((q) => q.in === 'query');
    const querySeed = seed++;
    return [
      {
        key: `${route.method} ${docPath}`,
        call: (query: string, payload?: unknown) =>
          t.app.inject({
            method: route.method as 'GET',
            url: query ? `${url}?${query}` : url,
            ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
            headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
          }),
        queries,
        body,
        baseline: body ? (allowed(body, seed++) as Record<string, unknown>) : undefined,
        allowedQuery: (except: string) =>
          queries.filter((q) => q.name !== except && q.required).map((q) => `${encodeURIComponent(q.name)}=${encodeURIComponent(String(allowed(q.schema, querySeed)))}`),
      },
    ];
  });
}

const issuesOf = (res: { statusCode: number; json: () => { detail?: unknown } }) =>
  res.statusCode === 422 && Array.isArray(res.json().detail) ? (res.json().detail as Array<{ loc: unknown[]; msg: string; type: string }>) : [];

describe('the document and the server agree', () => {
  it('every value the document forbids, in every body and query, answers 422 naming its field', async () => {
    const disagreements: string[] = [];
    let checked = 0;
    for (const r of await routeCases()) {
      const refusedFor = async (where: 'body' | 'query', field: string, rule: string, query: string, payload: unknown) => {
        checked++;
        const res = await r.call(query, payload);
        if (!issuesOf(res).some((d) => d.loc[0] === where && d.loc[1] === field))
          disagreements.push(`${r.key} ${where}.${field} (${rule}): ${res.statusCode} ${res.body.slice(0, 160)}`);
      };
      for (const p of r.queries) {
        for (const v of violations(p.schema, !!p.required, 'query')) {
          const query = [...r.allowedQuery(p.name), ...(v.omit ? [] : [`${encodeURIComponent(p.name)}=${encodeURIComponent(String(v.value))}`])].join('&');
          await refusedFor('query', p.name, v.rule, query, r.baseline);
        }
      }
      if (r.body?.properties) {
        const query = r.allowedQuery('').join('&');
        for (const [name, prop] of Object.entries(r.body.properties)) {
          for (const v of violations(prop, (r.body.required ?? []).includes(name), 'body')) {
            const { [name]: _left, ...others } = r.baseline ?? {};
            await refusedFor('body', name, v.rule, query, v.omit ? others : { ...others, [name]: v.value });
          }
        }
      }
    }
    console.info(`document agreement: ${checked} forbidden values, each refused with its field named`);
    expect(disagreements.join('\n')).toBe('');
    expect(checked).toBeGreaterThan(500);
  }, 240_000);

  it("every value at the edges of what the document allows passes the server's schema (only the handler's own rules may refuse it)", async () => {
    const disagreements: string[] = [];
    let checked = 0;
    let seed = 10_000;
    for (const r of await routeCases()) {
      // A refusal by the schema (zod's keywords) is a rule the document does not state, unless the body's
      // x-required-when names the field (a rule over several fields); the handler's (value_error: a reference to no
      // row, a state that forbids the move) are the operation's own.
      const passes = async (where: string, rule: string, query: string, payload: unknown) => {
        checked++;
        const res = await r.call(query, payload);
        const stated = r.body?.['x-required-when'] ?? {};
        const bySchema = issuesOf(res).filter((d) => d.type !== 'value_error' && !(d.loc[0] === 'body' && String(d.loc[1]) in stated));
        if (bySchema.length) disagreements.push(`${r.key} ${where} (${rule}): ${res.body.slice(0, 200)}`);
      };
      for (const p of r.queries) {
        for (const e of edges(p.schema, !!p.required, seed++)) {
          const query = [...r.allowedQuery(p.name), ...(e.omit ? [] : [`${encodeURIComponent(p.name)}=${encodeURIComponent(String(e.value))}`])].join('&');
          await passes(`query.${p.name}`, e.rule, query, r.baseline);
        }
      }
      if (r.body?.properties) {
        const query = r.allowedQuery('').join('&');
        await passes('body', 'the simplest allowed', query, r.baseline);
        for (const [name, prop] of Object.entries(r.body.properties)) {
          for (const e of edges(prop, (r.body.required ?? []).includes(name), seed++)) {
            const { [name]: _left, ...others } = r.baseline ?? {};
            await passes(`body.${name}`, e.rule, query, e.omit ? others : { ...others, [name]: e.value });
          }
        }
      }
    }
    console.info(`document agreement: ${checked} allowed values`);
    expect(disagreements.join('\n')).toBe('');
    expect(checked).toBeGreaterThan(500);
  }, 240_000);
});
