import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import * as shared from '@glassdesk/shared';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openDuringEnrolment, type Access } from '../plugins/auth.js';
import type { CustomerAccess } from '../plugins/customer-auth.js';

/**
 * The OpenAPI document: one document for both APIs, every operation with its operationId, summary,
 * tag, security and every status the server answers, shared schemas as named components. The routes declare
 * what only they know (operationId, summary, schemas, the errors of their rules); what follows from the route's
 * access and inputs (401/403, 400/413/415/422, 500, security, the access line of the description) is added here,
 * so it cannot be forgotten on one route.
 */

type JsonObject = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: JsonObject;
  responses?: Record<string, JsonObject>;
};
export type OpenApiDocument = {
  openapi: string;
  info: JsonObject;
  servers?: JsonObject[];
  tags?: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, JsonObject>; responses?: Record<string, JsonObject>; securitySchemes?: JsonObject };
  security?: unknown[];
} & JsonObject;

/** What a route adds to its own operation that its zod schemas cannot say: a multipart body, a binary answer. */
export type OperationPatch = { requestBody?: JsonObject; responses?: Record<number, JsonObject> };

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OperationPatch;
  }
}

/** One registered route, as the document needs it (collected by buildApp's onRoute hook). */
export type DocumentedRoute = { method: string; url: string; access?: Access; customerAccess?: CustomerAccess; openapi?: OperationPatch };

export const ADMIN_PREFIX = '/api/admin/v1.0';
export const CUSTOMER_PREFIX = '/api/customer/v1.0';

/** Every tag an operation uses, declared with what it groups (spectral:oas operation-tag-defined). */
export const TAGS: Array<{ name: string; description: string }> = [
  { name: 'session', description: 'Staff sign-in and sign-out, and the password reset by e-mailed code.' },
  { name: 'permissions', description: "The operations a role can be given, and the signed-in user's own." },
  { name: 'users', description: 'Staff users, their roles and the plants they work at.' },
  { name: 'roles', description: 'Roles: named sets of operations.' },
  { name: 'profile', description: "The signed-in user's own profile, password and notification settings." },
  { name: 'cities', description: 'Cities: where plants, businesses and customers are.' },
  { name: 'plants', description: 'Plants: the sites trolleys leave from and return to.' },
  { name: 'faqs', description: 'Frequently asked questions shown in the customer app.' },
  { name: 'help', description: 'The help text shown in the customer app.' },
  { name: 'warranty reasons', description: 'Why a glass panel is claimed under warranty.' },
  { name: 'glass types', description: 'The kinds of glass a ticket can be about.' },
  { name: 'support', description: 'The public support form and the support requests it collects.' },
  { name: 'mail', description: 'The mail outbox: queued, sent and failed messages (Super Admin).' },
  { name: 'activity', description: 'The activity log: who changed what and when, before and after (read-only).' },
  { name: 'businesses', description: 'Businesses (glass buyers), their customers and their ticket settings.' },
  { name: 'customers', description: 'Customers: approval, verification, trolley hold-time cost, notifications.' },
  { name: 'dashboard', description: 'Counts and lists for the dashboard.' },
  { name: 'files', description: 'Uploaded images (trolley photos, ticket images): upload, and the files themselves.' },
  { name: 'tickets', description: 'Warranty tickets: list, export, create, update, status, comments and notifications.' },
  { name: 'ticket settings', description: 'Who is told about tickets, and how.' },
  { name: 'trolleys', description: 'Glass trolleys: the fleet, their hand-overs between plants and customers, and hold-time cost.' },
  { name: 'statements', description: "Customers' monthly statements of trolley holds and charges." },
  { name: 'customer app', description: `The customer app's API under ${CUSTOMER_PREFIX}: customer tokens only.` },
];

const ERROR_RESPONSES: Record<number, { name: string; description: string; schema: string }> = {
  400: { name: 'BadRequest', description: 'The request could not be read: malformed JSON or multipart, or a number out of range.', schema: 'Error' },
  401: { name: 'Unauthorized', description: 'No valid token: missing, unknown, expired or revoked.', schema: 'Error' },
  402: { name: 'PaymentRequired', description: 'Refused until something is paid or settled; detail says what.', schema: 'Error' },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed: the role lacks the operation this call needs, or the account may not do it.', schema: 'Error' },
  404: { name: 'NotFound', description: 'No such record (or not one this caller may see).', schema: 'Error' },
  409: { name: 'Conflict', description: 'Refused by a rule about the current state (a duplicate, a record in use, a move the trolley cannot make).', schema: 'Error' },
  412: {
    name: 'PreconditionFailed',
    description: 'If-Match named an older version: someone else saved the record since (saved_by, saved_at); nothing was written. The current version is in `version`.',
    schema: 'Stale',
  },
  413: { name: 'PayloadTooLarge', description: 'The body is over the size limit.', schema: 'Error' },
  415: { name: 'UnsupportedMediaType', description: 'The body is of a content type this call does not read.', schema: 'Error' },
  422: { name: 'ValidationFailed', description: 'A field is missing or invalid: detail lists each one with its place (loc), message and type.', schema: 'ValidationError' },
  429: { name: 'TooManyRequests', description: 'Too many attempts from this account or address: try again later.', schema: 'Error' },
  500: { name: 'ServerError', description: 'Something failed on the server; it is logged with the request id (x-request-id).', schema: 'Error' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database cannot be reached for the moment (restarting, a connection lost); a write under way committed whole or not at all. Retry-After says when to try again.',
    schema: 'Error',
  },
};
const SUCCESS_DESCRIPTIONS: Record<number, string> = { 200: 'Success', 201: 'Created' };

/** The shared zod schemas that become named components (their export name without "Schema"). Query and path
 * parameter schemas stay inline: the document spells them out as parameters. */
function registerSharedSchemas() {
  for (const [name, value] of Object.entries(shared)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || /(Query|Params)Schema$/.test(name)) continue;
    const meta = z.globalRegistry.get(value);
    if (meta?.id) continue;
    z.globalRegistry.add(value, { ...meta, id: name.slice(0, -'Schema'.length) });
  }
}

type JsonSchema = z.core.JSONSchema.BaseSchema;
type OverrideContext = { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema };

/**
 * What fastify-type-provider-zod does by default for OpenAPI 3.0 (an override of ours replaces it): a union's
 * empty branches go, and its null branch (`{type: 'string', nullable: true, enum: [null]}`) becomes `nullable`.
 */
function foldNullBranch({ zodSchema, jsonSchema }: OverrideContext) {
  if (zodSchema._zod.def.type !== 'union' || !jsonSchema.anyOf) return;
  const anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
  const others = anyOf.filter((b) => !(b.nullable === true && Array.isArray(b.enum) && b.enum.length === 1 && b.enum[0] === null));
  jsonSchema.anyOf = anyOf;
  if (others.length === anyOf.length || others.length === 0) return;
  if (others.length === 1) {
    delete jsonSchema.anyOf;
    Object.assign(jsonSchema, others[0], { nullable: true });
  } else {
    jsonSchema.anyOf = others;
    jsonSchema.nullable = true;
  }
}

/** Value types a pipe's second schema may have for its rules to be folded into the first's (no objects, no lists). */
const SCALAR_TYPES = new Set(['string', 'number', 'int', 'bigint', 'boolean', 'enum', 'literal']);
const LOWER_BOUNDS = [['minimum', 'exclusiveMinimum'], ['minLength'], ['minItems']] as const;
const UPPER_BOUNDS = [['maximum', 'exclusiveMaximum'], ['maxLength'], ['maxItems']] as const;

/** Narrows `into` by the rules of `rules`: the tighter of each bound, and every other keyword of `rules` (its type, format, pattern, enum). */
function narrow(into: JsonSchema, rules: JsonSchema) {
  const target = into as Record<string, unknown>;
  const source = rules as Record<string, unknown>;
  const bounds = new Map<string, { exclusive?: string; lower: boolean }>();
  for (const [key, exclusive] of LOWER_BOUNDS) bounds.set(key, { exclusive, lower: true });
  for (const [key, exclusive] of UPPER_BOUNDS) bounds.set(key, { exclusive, lower: false });
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema' || key === 'nullable' || key === 'exclusiveMinimum' || key === 'exclusiveMaximum') continue;
    const bound = bounds.get(key);
    if (!bound) {
      // An integer rule read as a number stays an integer.
      if (!(key === 'type' && value === 'number' && target.type === 'integer')) target[key] = value;
      continue;
    }
    const current = target[key] as number | undefined;
    const next = value as number;
    const exclusive = bound.exclusive && source[bound.exclusive] === true;
    if (current === undefined || (bound.lower ? next > current : next < current)) {
      target[key] = next;
      if (bound.exclusive) {
        if (exclusive) target[bound.exclusive] = true;
        else delete target[bound.exclusive];
      }
    } else if (current === next && exclusive && bound.exclusive) {
      target[bound.exclusive] = true;
    }
  }
}

/** Whether the server takes null for this schema: zod is asked, so a preprocess or a transform counts as it runs. */
function acceptsNull(schema: z.core.$ZodType): boolean {
  try {
    return z.safeParse(schema, null).success;
  } catch {
    return false; // an asynchronous rule, or a transform that throws on null
  }
}

/**
 * A pipe reads a value with its first schema and checks the result with its second, but zod documents a request
 * body's pipe by its first schema alone: a dropdown's `z.number().nullable().pipe(z.number().int().positive())`
 * (nullable only so that nothing chosen reads "X is required.") would say null is fine, and an e-mail field's
 * `z.string().min(5).max(100).pipe(z.email())` would not say it is an e-mail. When the second schema is a plain
 * value's, its rules narrow the first's; and whatever the pipe, it is nullable exactly when it accepts null (a
 * preprocess that reads null as "not sent" does).
 */
function documentPipe({ zodSchema, jsonSchema }: OverrideContext) {
  const def = zodSchema._zod.def;
  if (def.type !== 'pipe') return;
  const { in: first, out: second } = def as z.core.$ZodPipeDef;
  if (!first._zod.traits.has('$ZodTransform') && SCALAR_TYPES.has(second._zod.def.type)) {
    narrow(jsonSchema, z.toJSONSchema(second, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }));
  }
  if (Object.keys(jsonSchema).length === 0) return; // any value: nothing to say about null
  if (acceptsNull(zodSchema)) jsonSchema.nullable = true;
  else delete jsonSchema.nullable;
}

/** zod's JSON Schema, told the rules it does not write by itself (see documentPipe). */
const zodToJsonConfig = {
  override: (ctx: OverrideContext) => {
    foldNullBranch(ctx);
    documentPipe(ctx);
  },
};

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

function accessLine(route: DocumentedRoute | undefined): string {
  if (!route) return '';
  if (route.customerAccess === 'customer') return "Needs a customer's token (customerLogin).";
  if (route.customerAccess === 'public' || !route.access) return 'Open: no token needed.';
  const access = route.access;
  if ('public' in access) return 'Open: no token needed.';
  if ('signedIn' in access) return 'Needs a staff token; any signed-in user.';
  const ops = [access.operation].flat().map((o) => `'${o}'`);
  return ops.length === 1
    ? `Needs a staff token whose role has the operation ${ops[0]}.`
    : `Needs a staff token whose role has one of the operations ${ops.slice(0, -1).join(', ')} or ${ops.at(-1)}.`;
}

function securityOf(route: DocumentedRoute | undefined) {
  if (route?.customerAccess === 'customer') return [{ customerBearer: [] }];
  if (!route || route.customerAccess === 'public' || !route.access || 'public' in route.access) return [];
  return undefined; // the document's default: a staff bearer token
}

/** The statuses every operation of this kind can answer, whatever its own rules. */
function impliedStatuses(method: string, op: Operation, route: DocumentedRoute | undefined): number[] {
  const codes = [500, 503];
  const hasInput = (op.parameters?.length ?? 0) > 0 || !!op.requestBody;
  if (hasInput || BODY_METHODS.has(method)) codes.push(400);
  if (BODY_METHODS.has(method)) codes.push(413, 415);
  if (hasInput) codes.push(422);
  // A path naming a record ({id}, {uid}, {name}) answers 404 when there is none.
  if (op.parameters?.some((p) => (p as { in?: string }).in === 'path')) codes.push(404);
  if (securityOf(route)?.length !== 0) codes.push(401);
  if (route?.access && 'operation' in route.access) codes.push(403);
  // CONTRACT "Staff sign-in": a signed-in call outside the enrolment set answers 403 until a required second factor
  // is set up.
  if (route?.access && 'signedIn' in route.access && !openDuringEnrolment(ADMIN_PREFIX, route.method, route.url)) codes.push(403);
  return codes;
}

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });

function collectRefs(node: unknown, into: Set<string>) {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value);
      else collectRefs(value, into);
    }
  }
}

/** Drops the component schemas nothing refers to (each shared schema is registered for input and output). */
function pruneSchemas(doc: OpenApiDocument) {
  const schemas = doc.components.schemas ?? {};
  const used = new Set<string>();
  collectRefs({ ...doc, components: { ...doc.components, schemas: {} } }, used);
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop()!.replace('#/components/schemas/', '');
    const found = new Set<string>();
    collectRefs(schemas[name], found);
    for (const r of found) {
      if (used.has(r)) continue;
      used.add(r);
      queue.push(r);
    }
  }
  doc.components.schemas = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => used.has(`#/components/schemas/${name}`))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

type SchemaNode = Record<string, unknown>;
const isNode = (v: unknown): v is SchemaNode => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`. zod writes a nullable component reference as
 * `{nullable, allOf: [{$ref}]}` and a nullable union as `{anyOf: [...], nullable}`: the first takes the type of the
 * component it names, the second hands `nullable` to its first typed branch (null then matches that branch alone,
 * so a oneOf stays exact). An `allOf` of one schema and nothing beside it is that schema.
 */
function finishSchemas(node: unknown, components: Record<string, JsonObject>): unknown {
  if (Array.isArray(node)) return node.map((item) => finishSchemas(item, components));
  if (!isNode(node)) return node;
  const out: SchemaNode = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, finishSchemas(value, components)]));
  if (Array.isArray(out.allOf) && out.allOf.length === 1 && Object.keys(out).length === 1) return out.allOf[0];
  if (out.nullable === true && out.type === undefined) {
    const only = Array.isArray(out.allOf) && out.allOf.length === 1 && isNode(out.allOf[0]) ? out.allOf[0] : undefined;
    const target = typeof only?.$ref === 'string' ? components[only.$ref.replace('#/components/schemas/', '')] : only;
    const branches = (out.anyOf ?? out.oneOf) as unknown[] | undefined;
    const typed = branches?.find((b): b is SchemaNode => isNode(b) && b.type !== undefined);
    if (target?.type !== undefined) {
      return { type: target.type, ...out };
    } else if (typed) {
      delete out.nullable;
      typed.nullable = true;
    }
  }
  return out;
}

/** A Fastify route url as the document writes its path ('/cities/:id' -> '/cities/{id}'). */
export const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Adds what follows from each route's access and inputs, and the components the operations point to. */
export function finishDocument(doc: OpenApiDocument, routes: DocumentedRoute[]): OpenApiDocument {
  const byKey = new Map(routes.map((r) => [`${r.method.toLowerCase()} ${toOpenApiPath(r.url)}`, r]));
  const admin = new Set<string>();
  const customer = new Set<string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = byKey.get(`${method} ${path}`);
      for (const tag of op.tags ?? []) (path.startsWith(CUSTOMER_PREFIX) ? customer : admin).add(tag);

      const security = securityOf(route);
      if (security) op.security = security;
      else delete op.security;
      op.description = [op.description, accessLine(route)].filter(Boolean).join('\n\n');

      if (route?.openapi?.requestBody) op.requestBody = route.openapi.requestBody;
      const responses: Record<string, JsonObject> = { ...op.responses };
      for (const [code, patch] of Object.entries(route?.openapi?.responses ?? {})) responses[code] = patch;
      for (const code of impliedStatuses(method, op, route)) responses[code] ??= {};
      for (const [code, response] of Object.entries(responses)) {
        const error = ERROR_RESPONSES[Number(code)];
        if (error) responses[code] = ref('responses', error.name);
        else if (!response.description || response.description === 'Default Response') response.description = SUCCESS_DESCRIPTIONS[Number(code)] ?? 'Success';
      }
      op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
    }
  }

  const usedCodes = new Set<string>();
  collectRefs(doc.paths, usedCodes);
  doc.components.responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES)
      .filter((e) => usedCodes.has(`#/components/responses/${e.name}`))
      .map((e) => [e.name, { description: e.description, content: { 'application/json': { schema: ref('schemas', e.schema) } } }]),
  );
  pruneSchemas(doc);
  const components = doc.components.schemas ?? {};
  doc.paths = finishSchemas(doc.paths, components) as OpenApiDocument['paths'];
  doc.components.schemas = finishSchemas(components, components) as Record<string, JsonObject>;
  doc['x-tagGroups'] = [
    { name: 'Back-office API', tags: [...admin].sort() },
    { name: 'Customer app API', tags: [...customer].sort() },
  ];
  return doc;
}

/** @fastify/swagger's options: the document's frame, the zod transforms, and finishDocument over the result. */
export function swaggerOptions(appUrl: string, routes: DocumentedRoute[]): FastifyDynamicSwaggerOptions {
  registerSharedSchemas();
  const transformObject = createJsonSchemaTransformObject({ zodToJsonConfig });
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'GlassDesk API',
        version: '1.0',
        description: [
          `Two APIs on one server: the back-office API under \`${ADMIN_PREFIX}\` (staff tokens) and the customer app's API under \`${CUSTOMER_PREFIX}\` (customer tokens); uploaded files under \`/files\`.`,
          'Send a token as `Authorization: Bearer <token>`. Every error answers `{"detail": "..."}`; a validation error\'s detail lists each field (`loc`, `msg`, `type`). Paged lists take `sort_by`, `order`, `start`, `limit` and `search` (`all` meaning none) and answer `{"list": [...], "count": n}`, count being every row that matches.',
        ].join('\n\n'),
        contact: { name: 'GlassDesk support', url: `${appUrl}/support` },
      },
      servers: [{ url: appUrl, description: 'This GlassDesk server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: `A staff token from POST ${ADMIN_PREFIX}/login.` },
          customerBearer: { type: 'http', scheme: 'bearer', description: `A customer token from POST ${CUSTOMER_PREFIX}/login.` },
        },
      },
      security: [{ bearer: [] }],
      tags: TAGS,
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig }),
    transformObject: (input) => finishDocument(transformObject(input) as unknown as OpenApiDocument, routes) as never,
  };
}

/**
 * A multipart/form-data request body: its file fields, and its text fields as the named component of a shared zod
 * object (read as input, e.g. CustomerTicketCreateInput), so they are written once in the document.
 */
export function multipartBody(files: Record<string, { min: number; max: number; description: string }>, fields?: z.ZodObject): JsonObject {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(files)) {
    const file = { type: 'string', format: 'binary' };
    properties[name] =
      spec.max === 1 ? { ...file, description: spec.description } : { type: 'array', items: file, minItems: spec.min, maxItems: spec.max, description: spec.description };
    if (spec.min > 0) required.push(name);
  }
  const fileFields = { type: 'object', properties, ...(required.length ? { required } : {}) };
  let schema: JsonObject = fileFields;
  if (fields) {
    registerSharedSchemas();
    const id = z.globalRegistry.get(fields)?.id;
    if (!id) throw new Error('multipartBody: the fields schema must be a shared schema (a named component)');
    schema = { allOf: [ref('schemas', `${id}Input`), fileFields] };
  }
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

/** A binary answer of the given media types (a file, an export). */
export const binaryResponse = (description: string, ...types: string[]): JsonObject => ({
  description,
  content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});
