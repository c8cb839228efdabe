import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { statementsDuring, unpreparedStatementsDuring } from '../../test/statements.js';
import { isPostgresDb } from '../../db/sql.js';
import { type ActivityRecord, entryOf, recordActivity, SYSTEM_ACTOR } from './activity.recorder.js';
import { appendToChain, lockChain, sealActivity, sealPendingIn } from './activity.sealer.js';
import { verifyActivityChain } from './activity.verify.js';

// The sealer runs every quarter second under every write: on PostgreSQL its statements are prepared (parsed and planned
// once a connection) and their text is the same whatever the batch, so a batch of any size or mix plans nothing.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await sealActivity(t.ctx.db);
});
afterAll(() => t.close());

const city = (n: number, action: ActivityRecord['action']): ActivityRecord => ({ action, entity: { type: 'city', id: n, label: `City ${n}` } });

/**
 * Writes `records` pending and seals them in one transaction that holds the chain, so the app's own sealer cannot take
 * them. Answers what the seal sent. On PostgreSQL the app's timer may ask meanwhile, on its own connection, whether
 * anything is pending: that one statement is left out.
 */
async function sealing(records: ActivityRecord[], read: typeof statementsDuring) {
  const ask = t.ctx.db.selectFrom('activity_pending').select('id').orderBy('id').limit(1).compile().sql;
  const sent = await t.ctx.db.transaction().execute(async (trx) => {
    await lockChain(trx);
    await recordActivity(trx, ...records);
    return read(async () => expect(await sealPendingIn(trx)).toBe(records.length));
  });
  return sent.filter((text) => text !== ask);
}

describe("the sealer's statements", () => {
  it('are the same for a batch of 2 entries and one of 7 of two actions, prepared on PostgreSQL', async () => {
    const small = await sealing([city(1, 'created'), city(2, 'created')], statementsDuring);
    const large = await sealing(
      [1, 2, 3, 4, 5, 6, 7].map((n) => city(n, n % 2 ? 'updated' : 'deleted')),
      statementsDuring,
    );
    expect(small.length).toBeGreaterThan(0);
    expect(new Set(large)).toEqual(new Set(small));
    const unprepared = await sealing([city(8, 'updated'), city(9, 'created'), city(10, 'deleted')], unpreparedStatementsDuring);
    if (isPostgresDb(t.ctx.db)) expect(unprepared).toEqual([]);
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });
});

describe('appending to the chain', () => {
  it('keeps the order of 53 entries (SQLite: a statement of 50 rows, then 3 alone) and answers the id of the last', async () => {
    const entries = Array.from({ length: 53 }, (_, i) => entryOf(city(100 + i, 'created'), SYSTEM_ACTOR));
    const lastId = await t.ctx.db.transaction().execute(async (trx) => {
      await lockChain(trx);
      return appendToChain(trx, entries);
    });
    const rows = await t.ctx.db.selectFrom('activity').select(['id', 'entity_id']).where('entity_type', '=', 'city').where('entity_id', '>=', 100).orderBy('id').execute();
    expect(rows.map((r) => Number(r.entity_id))).toEqual(entries.map((e) => e.entity_id));
    expect(lastId).toBe(Number(rows[rows.length - 1].id));
    expect(await verifyActivityChain(t.ctx.db)).toMatchObject({ ok: true });
  });
});

describe("an entry's searched words", () => {
  it('hold each value once, lower-cased, and no empty value', () => {
    const rename = entryOf(
      { action: 'updated', entity: { type: 'city', id: 1, label: 'Bench City 2' }, changes: [{ field: 'name', before: 'Bench City 1', after: 'Bench City 2' }] },
      { type: 'user', id: 1, name: 'Ann Lee' },
    );
    expect(rename.search_text).toBe('ann lee\u001fbench city 2\u001fbench city 1');
    const created = entryOf({ action: 'created', entity: { type: 'city', id: 2, label: 'Oslo' }, changes: [{ field: 'name', before: null, after: 'OSLO' }] }, SYSTEM_ACTOR);
    expect(created.search_text).toBe('system\u001foslo');
  });
});
