import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createCustomer } from '../../test/factories.js';
import { statementsSentBy } from '../../test/statements.js';
import { isPostgresDb } from '../../db/sql.js';
import type { AuthUser } from '../../plugins/auth.js';
import { sealActivity } from '../activity/activity.sealer.js';
import { setCost } from './customers.service.js';

// Saves of one customer's cost queue on its row's lock (10 staff saving one customer's terms: each waits for the
// one before to commit), so every statement under it costs the rate of all of them. The read that takes the lock
// answers the version and the entry's "before" too, and on PostgreSQL the entry goes in the update's statement.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const by = { id: 1 } as AuthUser;
const pendingCount = async () => (await t.ctx.db.selectFrom('activity_pending').select('id').execute()).length;

describe("a customer's cost change", () => {
  it('runs the held read, the update (with its entry on PostgreSQL), the history row and the read of the answer', async () => {
    const customer = await createCustomer(t.ctx);
    await sealActivity(t.ctx.db);
    let answer: Awaited<ReturnType<typeof setCost>> | undefined;
    const sent = await statementsSentBy(async () => {
      answer = await setCost(t.ctx.db, by, customer.id, { max_day_allowed: 9, per_day_charge: 1.25 });
    });
    expect(answer).toMatchObject({ max_day_allowed: 9, per_day_charge: 1.25 });
    // SQLite: the write lock (a no-op update), the read, the update, the history row, the entry, the answer.
    expect(sent.length).toBe(isPostgresDb(t.ctx.db) ? 4 : 6);
    expect(await pendingCount()).toBe(1);
    await sealActivity(t.ctx.db);
    const entry = await t.ctx.db.selectFrom('activity').select(['action', 'changes', 'entity_id']).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'updated', entity_id: customer.id });
    expect(JSON.parse(entry.changes)).toEqual([
      { field: 'max_day_allowed', before: '0', after: '9' },
      { field: 'per_day_charge', before: '$0.00', after: '$1.25' },
    ]);
  });

  it('saving the terms in force writes nothing: no entry, no history row, the version unchanged', async () => {
    const customer = await createCustomer(t.ctx);
    await setCost(t.ctx.db, by, customer.id, { max_day_allowed: 4, per_day_charge: 2 });
    await sealActivity(t.ctx.db);
    const version = Number((await t.ctx.db.selectFrom('customers').select('version').where('id', '=', customer.id).executeTakeFirstOrThrow()).version);
    const sent = await statementsSentBy(() => setCost(t.ctx.db, by, customer.id, { max_day_allowed: 4, per_day_charge: 2 }));
    expect(sent.length).toBe(isPostgresDb(t.ctx.db) ? 2 : 3);
    expect(await pendingCount()).toBe(0);
    const history = await t.ctx.db.selectFrom('customer_cost_history').select('id').where('customer_id', '=', customer.id).execute();
    expect(history).toHaveLength(1);
    expect(Number((await t.ctx.db.selectFrom('customers').select('version').where('id', '=', customer.id).executeTakeFirstOrThrow()).version)).toBe(version);
  });

  it('another version than the one the caller saw is a stale save: nothing written', async () => {
    const customer = await createCustomer(t.ctx);
    await sealActivity(t.ctx.db);
    const version = Number((await t.ctx.db.selectFrom('customers').select('version').where('id', '=', customer.id).executeTakeFirstOrThrow()).version);
    await expect(setCost(t.ctx.db, by, customer.id, { max_day_allowed: 3, per_day_charge: 1 }, version + 1)).rejects.toMatchObject({ statusCode: 412 });
    expect(await pendingCount()).toBe(0);
    await setCost(t.ctx.db, by, customer.id, { max_day_allowed: 3, per_day_charge: 1 }, version);
    expect(await pendingCount()).toBe(1);
  });
});
