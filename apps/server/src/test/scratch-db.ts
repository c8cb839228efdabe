import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dropSchema, usingPostgres } from './build-test-app.js';

/**
 * For a test file that opens database handles of its own (createDb) instead of a test app: a temporary data directory,
 * a schema name of its own on TEST_DATABASE_URL, `admin` (a separate connection, as an operator's psql), and
 * `cleanup` for afterAll (the directory, and the schema on PostgreSQL). The schema is created by `createSchema`.
 */
export function scratchDatabase(prefix: string) {
  const url = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `glassdesk-${prefix}-`));
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  return {
    url,
    dataDir,
    schema,
    admin,
    createSchema: () => admin((c) => c.query(`create schema if not exists ${schema}`)),
    cleanup: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (usingPostgres()) await admin((c) => dropSchema(c, schema));
    },
  };
}
