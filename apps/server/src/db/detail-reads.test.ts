import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createBusiness, createTicket, createTrolley } from '../test/factories.js';
import { statementsDuring, unpreparedStatementsDuring } from '../test/statements.js';
import { isPostgresDb } from './sql.js';
import { findTicket } from '../modules/tickets/tickets.repository.js';
import { findBusiness } from '../modules/businesses/businesses.repository.js';
import { findTrolley } from '../modules/trolleys/trolleys.repository.js';

// A record's detail read runs on every open of its page and before every change of it: on PostgreSQL it goes out as
// a prepared statement (parsed and planned once a connection; planning its joins cost more than running them), and
// on either database its SQL is the same whatever the record (its id a parameter), so SQLite's cache serves it too.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const reads = {
  ticket: { make: async () => (await createTicket(t.ctx)).id, read: (id: number) => findTicket(t.ctx.db, id) },
  business: { make: async () => (await createBusiness(t.ctx)).id, read: (id: number) => findBusiness(t.ctx.db, id) },
  trolley: { make: async () => (await createTrolley(t.ctx)).id, read: (id: number) => findTrolley(t.ctx.db, id) },
};

describe("a record's detail read", () => {
  for (const [name, { make, read }] of Object.entries(reads)) {
    it(`${name}: the same statements for any ${name}, prepared on PostgreSQL`, async () => {
      const [a, b] = [await make(), await make()];
      const first = await statementsDuring(async () => expect((await read(a))?.id).toBe(a));
      const second = await statementsDuring(async () => expect((await read(b))?.id).toBe(b));
      expect(first.length).toBeGreaterThan(0);
      expect(second).toEqual(first);
      const unprepared = await unpreparedStatementsDuring(() => read(a));
      expect(unprepared).toEqual(isPostgresDb(t.ctx.db) ? [] : first);
    });
  }
});
