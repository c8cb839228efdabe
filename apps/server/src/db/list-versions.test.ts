import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createPlant, createTrolley } from '../test/factories.js';
import { heldMeanwhile } from '../test/held-meanwhile.js';
import { isPostgresDb } from './sql.js';

// list_versions (migrations 0025, 0045): every write that can change what a list finds moves the list's version in
// the write's own transaction. On PostgreSQL it moves at the commit, once per transaction, so two writers of one list
// (two hand-overs at once) do not wait for each other's whole transaction.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const version = async () => Number((await t.ctx.db.selectFrom('list_versions').select('version').where('name', '=', 'trolleys').executeTakeFirstOrThrow()).version);

describe("a list's version", () => {
  it('moves with each write that changes the list, and on PostgreSQL only at its commit, without making another writer wait', async () => {
    const plantId = (await createPlant(t.ctx)).id;
    const [a, b, c] = [await createTrolley(t.ctx, { plantId }), await createTrolley(t.ctx, { plantId }), await createTrolley(t.ctx, { plantId })];
    const pg = isPostgresDb(t.ctx.db);
    const before = await version();
    let seenMeanwhile = 0;
    const { order } = await heldMeanwhile(
      t.ctx.db,
      async (trx) => {
        await trx.updateTable('trolleys').set({ name: 'First A' }).where('id', '=', a.id).execute();
        await trx.updateTable('trolleys').set({ name: 'First B' }).where('id', '=', b.id).execute();
      },
      async (order) => {
        await t.ctx.db.transaction().execute(async (trx) => {
          await trx.updateTable('trolleys').set({ name: 'Second C' }).where('id', '=', c.id).execute();
          if (pg) seenMeanwhile = await version();
        });
        order.push('second commits');
      },
    );
    if (pg) {
      // The first writer's change is not committed, so neither is its version; the second went through meanwhile.
      expect(seenMeanwhile).toBe(before);
      expect(order).toEqual(['second commits', 'first lets go', 'first commits']);
      // Once per transaction: the first writer's two statements moved it once.
      expect(await version()).toBe(before + 2);
    } else {
      // SQLite writes one transaction at a time; its triggers move the version for each row.
      expect(order).toEqual(['first lets go', 'first commits', 'second commits']);
      expect(await version()).toBe(before + 3);
    }
  });

  it('stays where it was when a transaction rolls back', async () => {
    const plantId = (await createPlant(t.ctx)).id;
    const trolley = await createTrolley(t.ctx, { plantId });
    const before = await version();
    await expect(
      t.ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('trolleys').set({ name: 'Never' }).where('id', '=', trolley.id).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });
});
