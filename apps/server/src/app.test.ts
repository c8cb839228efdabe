import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { SUPER_ADMIN_ROLE } from '@glassdesk/shared';
import { API_PREFIX, buildApp } from './app.js';
import { CUSTOMER_API_PREFIX } from './modules/customer-app/customer-app.routes.js';
import { seedFirstAdmin, syncCatalogue } from './db/seed.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, buildTestApp, type TestApp, whileNoMigrationRuns } from './test/build-test-app.js';
import { inlineRefs } from './test/openapi.js';
import type { OpenApiDocument } from './openapi/openapi.js';

let t: TestApp;

const PUBLIC = new Set([
  `POST ${API_PREFIX}/login`,
  // A passkey sign-in (CONTRACT "Staff sign-in"): its options, and the answer to them.
  `POST ${API_PREFIX}/login/passkey/options`,
  `POST ${API_PREFIX}/login/passkey`,
  `POST ${API_PREFIX}/forgot-password`,
  `POST ${API_PREFIX}/confirm-forgot-password`,
  `POST ${API_PREFIX}/support`,
  // The customer app's sign-up and sign-in (CONTRACT "The customer app's API").
  `POST ${CUSTOMER_API_PREFIX}/register`,
  `POST ${CUSTOMER_API_PREFIX}/login`,
  // A customer's forgot password (CONTRACT "The customer portal").
  `POST ${CUSTOMER_API_PREFIX}/forgot-password`,
  `POST ${CUSTOMER_API_PREFIX}/confirm-forgot-password`,
  // Uploaded images, outside both APIs: an <img> loads them without a token (CONTRACT "Files").
  'GET /files/{name}',
  'GET /files/{name}/thumbnail',
]);

/** An error answer says what went wrong and nothing about the inside: no stack, no frames, no SQL. */
function expectCleanError(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const detail = res.json().detail;
  expect(detail).toBeDefined();
  expect(res.body).not.toMatch(/stack/i);
  expect(res.body).not.toMatch(/\bat .+\(?(\/|node:)[^)]*:\d+/);
  expect(res.body).not.toMatch(/\b(select|insert|update|delete)\b.+\b(from|into|set)\b/i);
  expect(res.body).not.toMatch(/sqlite|postgres|kysely|relation "|no such table/i);
  return detail;
}

type JsonSchema = {
  type?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  enum?: unknown[];
};

/** A body that passes the route's own validation, built from its OpenAPI schema, so only the auth check can refuse it. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.anyOf) return sampleOf(schema.anyOf[0]);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    case 'string':
      if (schema.format === 'email') return 'sample@example.com';
      if (schema.pattern === '^\\d{4}$') return '1234';
      return 's'.repeat(Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12)));
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default:
      return 'x';
  }
}

// Two apps, one after the other (each block owns its app), never both at once.
describe('one app with the default settings', () => {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  describe('health', () => {
    it('answers /healthz and /readyz with 200', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
    });
  });

  describe('OpenAPI', () => {
    it('describes the API under /api/admin/v1.0 at /api/openapi.json', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      const paths = Object.keys(doc.paths);
      for (const p of [
        '/cities',
        '/cities/{id}',
        '/plants',
        '/plants/{id}',
        '/plant/all',
        '/login',
        '/logout',
        '/forgot-password',
        '/confirm-forgot-password',
        '/user',
        '/users/{id}',
        '/operations',
        '/operations/all',
      ]) {
        expect(paths).toContain(`${API_PREFIX}${p}`);
      }
      for (const p of paths) expect({ p, under: [`${API_PREFIX}/`, `${CUSTOMER_API_PREFIX}/`, '/files/'].some((prefix) => p.startsWith(prefix)) }).toEqual({ p, under: true });
    });

    it('serves the browsable docs at /api/docs', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        expect(res.headers.location).toMatch(/\/api\/docs\/?/);
        const next = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
        expect(next.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
    });

    it('refuses every admin call without a token (401) except sign-in (with a passkey too), forgot-password, its confirmation and the support form', async () => {
      const doc = inlineRefs((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>()) as unknown as {
        paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
      };
      const seen = new Set<string>();
      for (const [p, methods] of Object.entries<Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>(doc.paths)) {
        for (const [method, op] of Object.entries(methods)) {
          const key = `${method.toUpperCase()} ${p}`;
          seen.add(key);
          if (PUBLIC.has(key)) continue;
          const schema = op.requestBody?.content['application/json']?.schema;
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: p.replace(/\{[^}]+\}/g, '1'),
            ...(schema ? { payload: sampleOf(schema) as object } : {}),
          });
          expect({ key, status: res.statusCode }).toEqual({ key, status: 401 });
          expect(typeof expectCleanError(res)).toBe('string');
        }
      }
      for (const key of PUBLIC) expect(seen).toContain(key);
      expect(seen.size).toBeGreaterThan(PUBLIC.size + 10);
    });
  });

  describe('errors', () => {
    it('answers 404 {detail} for an unknown API path', async () => {
      for (const url of ['/api/nothing-here', `${API_PREFIX}/nothing-here`, `${API_PREFIX}/cities/1/nothing`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(typeof expectCleanError(res)).toBe('string');
      }
      const post = await t.app.inject({ method: 'POST', url: `${API_PREFIX}/nothing-here`, payload: {} });
      expect(post.statusCode).toBe(404);
    });

    it('answers a malformed JSON body with a 400 and a plain detail', async () => {
      const res = await t.api({ method: 'POST', url: '/login', payload: '{"email": "a@example.com", ', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(typeof expectCleanError(res)).toBe('string');
    });

    it('answers a JSON body that is not an object with a 422 on the body', async () => {
      const res = await t.api({ method: 'POST', url: '/login', payload: '"just a string"', headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(422);
      expect(expectCleanError(res)[0].loc[0]).toBe('body');
    });

    it('sets the security headers on API and health answers', async () => {
      for (const res of [
        await t.app.inject({ method: 'GET', url: '/healthz' }),
        await t.api({ method: 'GET', url: '/cities' }),
        await t.api({ method: 'POST', url: '/login', payload: { email: 'x@example.com', password: 'wrong-pass' } }),
      ]) {
        expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBeDefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    });
  });

  describe('first start', () => {
    const usersWithRoles = async (db: TestApp['ctx']['db']) =>
      await db.selectFrom('users').innerJoin('roles', 'roles.id', 'users.role_id').select(['users.email', 'roles.name', 'roles.editable']).execute();

    it('seeds exactly one Super Admin user in a built-in role that is not editable', async () => {
      const users = await usersWithRoles(t.ctx.db);
      expect(users).toEqual([{ email: ADMIN_EMAIL, name: SUPER_ADMIN_ROLE, editable: 0 }]);
      const roles = await t.ctx.db.selectFrom('roles').select('id').where('name', '=', SUPER_ADMIN_ROLE).execute();
      expect(roles).toHaveLength(1);
    });

    it('never seeds again or changes the password on a database that has users', async () => {
      expect(await seedFirstAdmin(t.ctx.db, { email: 'second@example.com', password: 'another-pass-1' })).toBeUndefined();
      expect(await seedFirstAdmin(t.ctx.db, { email: ADMIN_EMAIL })).toBeUndefined();
      const operationsBefore = (await t.ctx.db.selectFrom('operations').select('id').execute()).length;
      await syncCatalogue(t.ctx.db);
      expect((await t.ctx.db.selectFrom('operations').select('id').execute()).length).toBe(operationsBefore);
      expect(await usersWithRoles(t.ctx.db)).toEqual([{ email: ADMIN_EMAIL, name: SUPER_ADMIN_ROLE, editable: 0 }]);
      expect((await t.api({ method: 'POST', url: '/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).statusCode).toBe(200);
    });

    it('a second start on the same data keeps the one admin and the original password', async () => {
      const created: unknown[] = [];
      const { app } = await buildApp(
        { ...t.ctx.config, adminEmail: 'other-admin@example.com', adminPassword: 'a-new-password-9' },
        { mailer: { send: async () => {} }, onAdminCreated: (a) => created.push(a) },
      );
      try {
        expect(created).toEqual([]);
        const signIn = (email: string, password: string) => app.inject({ method: 'POST', url: `${API_PREFIX}/login`, payload: { email, password } });
        expect((await signIn(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
        expect((await signIn(ADMIN_EMAIL, 'a-new-password-9')).statusCode).toBe(401);
        expect((await signIn('other-admin@example.com', 'a-new-password-9')).statusCode).toBe(401);
      } finally {
        await app.close();
      }
      expect(await usersWithRoles(t.ctx.db)).toHaveLength(1);
      expect(await t.ctx.db.selectFrom('roles').select('id').where('name', '=', SUPER_ADMIN_ROLE).execute()).toHaveLength(1);
    });
  });
});

describe('limits and failures (an app of their own)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ bodyLimit: 1024 });
  });
  afterAll(() => small.close());

  it('answers 413 with a detail for a body over the limit, and takes one under it', async () => {
    const big = await small.api({ method: 'POST', url: '/login', payload: { email: 'someone@example.com', password: 'x'.repeat(1100) } });
    expect(big.statusCode).toBe(413);
    expect(typeof expectCleanError(big)).toBe('string');
    const fits = await small.api({ method: 'POST', url: '/login', payload: { email: 'someone@example.com', password: 'x'.repeat(40) } });
    expect(fits.statusCode).toBe(401);
  });

  it('answers a database failure with a bare 500: no stack, no SQL', async () => {
    const token = await small.login();
    await whileNoMigrationRuns(small, async () => {
      await sql`alter table cities rename to cities_gone`.execute(small.ctx.db);
      try {
        const res = await small.api({ method: 'GET', url: '/cities?search=abc', token });
        expect(res.statusCode).toBe(500);
        expect(typeof expectCleanError(res)).toBe('string');
        // The process keeps serving, and the database still answers.
        expect((await small.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      } finally {
        await sql`alter table cities_gone rename to cities`.execute(small.ctx.db);
      }
    });
    expect((await small.api({ method: 'GET', url: '/cities', token })).statusCode).toBe(200);
  });
});
