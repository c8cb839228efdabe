import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config.js';
import { buildApp } from '../app.js';
import { dropSchema, usingPostgres } from '../test/build-test-app.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'glassdesk-start-'));
const schema = `start_${randomBytes(4).toString('hex')}`;
const url = process.env.TEST_DATABASE_URL;

async function admin(work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await work(client);
  await client.end();
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (usingPostgres()) await admin((c) => dropSchema(c, schema));
});

describe('start-up', () => {
  it('three instances starting at once on one empty database migrate and seed it exactly once', async () => {
    if (usingPostgres()) await admin((c) => c.query(`create schema ${schema}`));
    const config: Config = {
      ...loadConfig({}),
      dataDir,
      databaseUrl: usingPostgres() ? url : undefined,
      databaseSchema: usingPostgres() ? schema : undefined,
      adminPassword: 'first-admin-pass',
      logLevel: 'silent',
    };
    const created: string[] = [];
    const apps = await Promise.all([1, 2, 3].map(() => buildApp(config, { onAdminCreated: (a) => void created.push(a.email) })));
    try {
      expect(created).toEqual(['admin@example.com']);
      const { db } = apps[0].ctx;
      expect((await db.selectFrom('users').select('id').execute()).length).toBe(1);
      expect((await db.selectFrom('roles').select('id').execute()).length).toBe(1);
      const ops = await db.selectFrom('operations').select('id').execute();
      const granted = await db.selectFrom('role_operations').select('operation_id').execute();
      expect(granted.length).toBe(ops.length);

      // A later start on the same database changes nothing and creates no one.
      const again = await buildApp({ ...config, adminPassword: 'another-pass' }, { onAdminCreated: (a) => void created.push(a.email) });
      await again.app.close();
      expect(created).toEqual(['admin@example.com']);
      const login = await apps[1].app.inject({ method: 'POST', url: '/api/admin/v1.0/login', payload: { email: 'admin@example.com', password: 'first-admin-pass' } });
      expect(login.statusCode).toBe(200);
    } finally {
      for (const { app } of apps) await app.close();
    }
  });
});
