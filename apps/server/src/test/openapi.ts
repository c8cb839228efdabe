import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toOpenApiPath, type OpenApiDocument } from '../openapi/openapi.js';

type Json = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: Json }> };

/** The document with every `$ref` to a component replaced by the component itself (a copy). */
export function inlineRefs(doc: OpenApiDocument): OpenApiDocument {
  return inline(doc, doc, []);
}

function inline<T>(doc: OpenApiDocument, node: T, seen: string[]): T {
  if (Array.isArray(node)) return node.map((n) => inline(doc, n, seen)) as T;
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    if (seen.includes(ref)) throw new Error(`a cycle through ${ref}`);
    const [kind, name] = ref.slice('#/components/'.length).split('/');
    const target = (doc.components as Record<string, Record<string, unknown>>)[kind]?.[name];
    if (!target) throw new Error(`${ref} names no component`);
    return inline(doc, target as T, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(doc, v, seen)])) as T;
}

/** OpenAPI 3.0's schema dialect as JSON Schema draft-07 (what Ajv reads): boolean exclusive bounds become numbers,
 * `nullable: true` an alternative of null. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, toJsonSchema(s)])) : toJsonSchema(v);
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) out[exclusive] = out[bound];
    if (out[exclusive] === out[bound]) delete out[bound];
    if (out[exclusive] === false) delete out[exclusive];
  }
  if (out.nullable === true) {
    delete out.nullable;
    return { anyOf: [out, { type: 'null' }] };
  }
  delete out.nullable;
  return out;
}

const DOCUMENTED_PREFIXES = ['/api/admin/', '/api/customer/', '/files/'];

/** Every answer that differs from the document, across all test apps of this test file, until taken. */
const violations: string[] = [];
export const takeResponseViolations = () => violations.splice(0);

/**
 * Checks every answer the app gives against its own OpenAPI document: the status must be one the operation
 * documents, a JSON body must match the schema given for that status, any other body must be of a documented
 * media type. What differs is collected (test/setup.ts fails the test that caused it).
 */
export function validateResponsesAgainstDocument(app: FastifyInstance) {
  let doc: OpenApiDocument | undefined;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();

  app.addHook('onSend', async (request, reply, payload) => {
    try {
      check(request, reply, payload);
    } catch (err) {
      // Never the app's answer: a check that cannot run is a failure of the test, not a 500.
      violations.push(`${request.method} ${request.routeOptions.url ?? request.url}: could not be checked: ${(err as Error).message}`);
    }
    return payload;
  });

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const url = request.routeOptions.url;
    if (!url || !DOCUMENTED_PREFIXES.some((p) => url.startsWith(p))) return;
    doc ??= inlineRefs(app.swagger() as unknown as OpenApiDocument);
    const method = request.method.toLowerCase();
    const where = `${request.method} ${url}`;
    const op = doc.paths[toOpenApiPath(url)]?.[method];
    if (!op) {
      violations.push(`${where}: not in the document`);
      return;
    }
    const status = reply.statusCode;
    const response = (op.responses as Record<string, Response> | undefined)?.[status];
    if (!response) {
      violations.push(`${where} answered ${status}, which it does not document (${Object.keys(op.responses ?? {}).join(', ')})`);
      return;
    }
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      .trim();
    const isEmpty = payload === undefined || payload === null || payload === '';
    if (!response.content) {
      if (!isEmpty) violations.push(`${where} ${status}: a ${type} body where the document says none`);
      return;
    }
    const media = response.content[type];
    if (!media) {
      violations.push(`${where} ${status}: content-type ${type || '(none)'}, documented ${Object.keys(response.content).join(', ')}`);
      return;
    }
    if (type === 'application/json' && media.schema && typeof payload === 'string') {
      const key = `${where} ${status}`;
      let validate = compiled.get(key);
      if (!validate) compiled.set(key, (validate = ajv.compile(toJsonSchema(media.schema) as Json)));
      if (!validate(JSON.parse(payload))) {
        violations.push(`${where} ${status}: the body differs from the document: ${ajv.errorsText(validate.errors, { separator: '; ' })}: ${payload.slice(0, 300)}`);
      }
    }
  }
}
