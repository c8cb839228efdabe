import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCustomer } from '../test/factories.js';
import { isPostgresDb, ROWS_AS_ARRAYS, selectArrays } from './sql.js';

// selectArrays: a select's rows as arrays of values in the select's order (the tickets export reads a million rows
// this way); the same statement through Kysely still answers objects.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const query = (ids: number[]) =>
  t.ctx.db
    .selectFrom('customers')
    .select(['id', 'first_name', sql<null>`null`.as('nothing'), 'first_name as again'])
    .where('id', 'in', ids)
    .orderBy('id', 'desc');

describe('selectArrays', () => {
  it('answers each row as its values in the select order, nulls and repeated values kept; Kysely still answers objects', async () => {
    const a = await createCustomer(t.ctx, { first_name: 'Ada' });
    const b = await createCustomer(t.ctx, { first_name: 'Bo' });
    const compiled = query([a.id, b.id]).compile();
    expect(await selectArrays(t.ctx.db, compiled)).toEqual([
      [b.id, 'Bo', null, 'Bo'],
      [a.id, 'Ada', null, 'Ada'],
    ]);
    expect(await query([a.id, b.id]).execute()).toEqual([
      { id: b.id, first_name: 'Bo', nothing: null, again: 'Bo' },
      { id: a.id, first_name: 'Ada', nothing: null, again: 'Ada' },
    ]);
    expect(await selectArrays(t.ctx.db, query([-1]).compile())).toEqual([]);
  });

  it('on SQLite the statement cache prepares the marked statement in raw mode (no object built per row)', async () => {
    if (isPostgresDb(t.ctx.db)) return;
    const c = await createCustomer(t.ctx, { first_name: 'Cy' });
    const compiled = query([c.id]).compile();
    const { rows } = await t.ctx.db.executeQuery({ ...compiled, sql: compiled.sql + ROWS_AS_ARRAYS });
    expect(rows).toEqual([[c.id, 'Cy', null, 'Cy']]);
  });

  it("runs on the caller's connection: inside a transaction it sees the transaction's own rows", async () => {
    const seen = await t.ctx.db.transaction().execute(async (trx) => {
      const d = await createCustomer({ ...t.ctx, db: trx }, { first_name: 'Di' });
      const compiled = trx.selectFrom('customers').select(['id', 'first_name']).where('id', '=', d.id).compile();
      return { id: d.id, rows: await selectArrays(trx, compiled) };
    });
    expect(seen.rows).toEqual([[seen.id, 'Di']]);
  });
});
