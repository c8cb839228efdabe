import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { heldMeanwhile } from '../test/held-meanwhile.js';
import { holdRow, isPostgresDb, lockRow } from './sql.js';

// lockRow: a row's write lock for the rest of a transaction (lockCustomer, lockBusiness, lockLiveRole), answering
// whether the row is there in the state asked for; taking it writes nothing (on PostgreSQL, not even a new version of
// the row).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const row = (id: number) => t.ctx.db.selectFrom('customers').select(['updated_at', 'version', 'deleted_at']).where('id', '=', id).executeTakeFirstOrThrow();

/** The order of events when a first transaction `take`s and keeps it 200 ms while a second `take2`s (heldMeanwhile). */
async function takenInTurn(take: (trx: Kysely<Database>) => Promise<unknown>, take2: (trx: Kysely<Database>) => Promise<unknown>) {
  const { order } = await heldMeanwhile(t.ctx.db, take, (order) =>
    t.ctx.db.transaction().execute(async (trx) => {
      await take2(trx);
      order.push('second takes');
    }),
  );
  return order;
}
const IN_TURN = ['first lets go', 'first commits', 'second takes'];

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

    const order = await takenInTurn(
      (trx) => lockRow(trx, 'customers', customer.id),
      (trx) => lockRow(trx, 'customers', customer.id),
    );
    expect(order).toEqual(IN_TURN);
    expect(await stamp()).toBe(stampBefore);
  });
});

// holdRow: the hold of a record a change reads before it writes it (the activity log's "before"), whatever its state.
describe('holdRow', () => {
  it('needs the transaction of the change', async () => {
    await expect(holdRow(t.ctx.db, 'customers', 1)).rejects.toThrow('needs the transaction');
  });

  it('holds a row whatever its state: a change of it waits for the commit; nothing is written', async () => {
    const customer = await createCustomer(t.ctx);
    await t.ctx.db.updateTable('customers').set({ deleted_at: new Date().toISOString() }).where('id', '=', customer.id).execute();
    const pg = isPostgresDb(t.ctx.db);
    const stamp = async () =>
      pg
        ? (await sql<{ xmin: string }>`select xmin::text as xmin from customers where id = ${customer.id}`.execute(t.ctx.db)).rows[0].xmin
        : JSON.stringify(await row(customer.id));
    const before = await stamp();
    await t.ctx.db.transaction().execute((trx) => holdRow(trx, 'customers', customer.id));
    expect(await stamp()).toBe(before);

    const order = await takenInTurn(
      (trx) => holdRow(trx, 'customers', customer.id),
      (trx) => trx.updateTable('customers').set({ first_name: 'Changed' }).where('id', '=', customer.id).execute(),
    );

    expect(order).toEqual(IN_TURN);
  });
});
