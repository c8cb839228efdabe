import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { isPostgresDb, lockRow } from './sql.js';

// lockRow: a row's write lock for the rest of a transaction (lockCustomer, lockBusiness, lockLiveRole), answering
// whether the row is there in the state asked for; taking it writes nothing (on PostgreSQL, not even a new version of
// the row).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const row = (id: number) => t.ctx.db.selectFrom('customers').select(['updated_at', 'version', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();

describe('lockRow', () => {
  it('answers whether the row is live or trashed as asked, and writes nothing', async () => {
    const live = await createCustomer(t.ctx);
    const trashed = await createCustomer(t.ctx);
    await t.ctx.db.updateTable('customers').set({ deleted_at: new Date().toISOString() }).where('id', '=', trashed.id).execute();
    const before = await row(live.id);

    const answers = await t.ctx.db.transaction().execute(async (trx) => ({
      live: await lockRow(trx, 'customers', live.id),
      liveAsTrashed: await lockRow(trx, 'customers', live.id, 'trashed'),
      trashed: await lockRow(trx, 'customers', trashed.id, 'trashed'),
      trashedAsLive: await lockRow(trx, 'customers', trashed.id),
      unknown: await lockRow(trx, 'customers', 2_000_000_000),
    }));

    expect(answers).toEqual({ live: true, liveAsTrashed: false, trashed: true, trashedAsLive: false, unknown: false });
    expect(await row(live.id)).toEqual(before);
  });

  it('holds a second taker until the first commits; on PostgreSQL the row keeps its version (no new tuple)', async () => {
    const customer = await createCustomer(t.ctx);
    const pg = isPostgresDb(t.ctx.db);
    // PostgreSQL: the transaction that wrote the row's current version (xmin); SQLite: its columns (one writer at a time).
    const stamp = async () =>
      pg
        ? (await sql<{ xmin: string }>`select xmin::text as xmin from customers where id = ${customer.id}`.execute(t.ctx.db)).rows[0].xmin
        : JSON.stringify(await row(customer.id));
    const stampBefore = await stamp();

    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = t.ctx.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'customers', customer.id);
      firstLocked();
      await firstHolds;
      order.push('first commits');
    });
    await locked;
    const second = t.ctx.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'customers', customer.id);
      order.push('second locked');
    });
    // The second waits for the lock: give it time to (wrongly) get through before the first lets go.
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('first lets go');
    releaseFirst();
    await Promise.all([first, second]);

    expect(order).toEqual(['first lets go', 'first commits', 'second locked']);
    expect(await stamp()).toBe(stampBefore);
  });
});
