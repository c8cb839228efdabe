import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config.js';
import { API_PREFIX, buildApp, type RouteEntry } from '../app.js';
import type { AppContext } from '../app-context.js';
import type { MailMessage } from '../lib/mail.js';
import { PG_MIGRATION_LOCK } from '../db/migrate.js';
import { validateResponsesAgainstDocument } from './openapi.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'admin-secret-1';
export const usingPostgres = () => process.env.TEST_DB === 'postgres';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Every route the server registered, with its access (the permission matrix reads it). */
  routes: RouteEntry[];
  /** What the outbox sender handed over, in order; call flushMail() first (mail leaves after the commit). */
  mails: MailMessage[];
  /** Runs the outbox sender until nothing due is left: afterwards `mails` holds every message queued so far. */
  flushMail: () => Promise<void>;
  /** Every log line the app wrote since it was built, when built with `captureLogs` (else empty). */
  logs: string[];
  /** inject() under the API prefix, with an optional bearer token. The url is a path (query string included) under
   * the prefix: inject()'s object form would not survive being prefixed. */
  api: (opts: Omit<InjectOptions, 'url' | 'path'> & { url: string; token?: string }) => Promise<LightMyRequestResponse>;
  login: (email?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A fresh app on a fresh database: a temp SQLite file, or (TEST_DB=postgres) a schema of its own in
 * TEST_DATABASE_URL, dropped on close, so test files never see each other's rows. Mail is collected in `mails`.
 */
export async function buildTestApp(overrides: Partial<Config> = {}, opts: { captureLogs?: boolean; realMail?: boolean } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-test-'));
  let schema: string | undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (usingPostgres()) {
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: usingPostgres() ? url : undefined,
    databaseSchema: schema,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    // Each test app seals authenticator secrets under a key of its own, as a server does under MFA_SECRET_KEY.
    mfaSecretKey: randomBytes(32),
    logLevel: opts.captureLogs ? 'trace' : 'silent',
    ...overrides,
  };
  const mails: MailMessage[] = [];
  // realMail: the app's own transport (SMTP_URL, or .eml files in dataDir), as in production; `mails` stays empty.
  const { app, ctx, routes } = await buildApp(config, opts.realMail ? {} : { mailer: { send: async (m) => void mails.push(m) } });
  validateResponsesAgainstDocument(app);
  const logs: string[] = [];
  if (opts.captureLogs) captureLogLines(app, logs);

  const api: TestApp['api'] = ({ token, url: u, headers, ...rest }) =>
    app.inject({
      ...rest,
      url: `${API_PREFIX}${u}`,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    } as InjectOptions);

  const login = async (email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
    const res = await api({ method: 'POST', url: '/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const close = async () => {
    await app.close();
    if (schema && url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await dropSchema(client, schema);
      await client.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const flushMail = () => ctx.mailSender.flush();

  return { app, ctx, routes, mails, flushMail, logs, api, login, close };
}

/**
 * Runs `work` while no migration runs, through `query` (one connection's queries): Kysely's migrator reads the catalog
 * of every schema (to find its own table), and a schema dropped or a table renamed under that read fails it ("schema
 * ... does not exist", "relation ... does not exist") in a test file running beside this one. The migrations hold
 * this lock for their whole run (db/migrate.ts).
 */
async function holdingMigrationLock<T>(query: (text: string) => Promise<unknown>, work: () => Promise<T>): Promise<T> {
  await query(`select pg_advisory_lock(${PG_MIGRATION_LOCK})`);
  try {
    return await work();
  } finally {
    await query(`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`);
  }
}

/** Drops a test's schema while no migration runs (holdingMigrationLock). */
export async function dropSchema(client: pg.Client, schema: string) {
  await holdingMigrationLock(
    (text) => client.query(text),
    () => client.query(`drop schema if exists ${schema} cascade`),
  );
}

/**
 * PostgreSQL: runs `work` (a table renamed and back, say) while no migration runs, on a connection of the app's pool
 * held meanwhile (holdingMigrationLock). SQLite: at once (each test file has its own database).
 */
export async function whileNoMigrationRuns(t: TestApp, work: () => Promise<void>): Promise<void> {
  if (!usingPostgres()) return work();
  await t.ctx.db.connection().execute((conn) => holdingMigrationLock((text) => sql.raw(text).execute(conn), work));
}

/**
 * Sends the app's log lines to `into` instead of stdout: pino keeps its destination under a private symbol on the
 * root logger, which every request's child logger reads through its prototype chain.
 */
function captureLogLines(app: FastifyInstance, into: string[]) {
  let owner: object | null = app.log;
  while (owner) {
    const sym = Object.getOwnPropertySymbols(owner).find((s) => s.description === 'pino.stream');
    if (sym) {
      (owner as Record<symbol, unknown>)[sym] = { write: (line: string) => void into.push(line) };
      return;
    }
    owner = Object.getPrototypeOf(owner) as object | null;
  }
  throw new Error("the app's logger has no pino stream to capture");
}
