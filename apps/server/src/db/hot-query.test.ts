import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCity } from '../test/factories.js';
import { hotQuery } from './hot-query.js';
import type { Database } from './schema.js';

// A query every request runs is built and compiled once per database, in its transactions too (a logged change reads
// its record's snapshot inside the change's transaction), and each call still reads its own value.

let t: TestApp;
const tag = Math.random().toString(36).slice(2, 8);
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cityQuery = (db: Kysely<Database>, id: number) => db.selectFrom('cities').select(['id', 'name']).where('id', '=', id);

describe('a hot query', () => {
  it('is built once for a database and every transaction of it, and answers each call for its own value', async () => {
    const a = await createCity(t.ctx, `Hot ${tag} A`);
    const b = await createCity(t.ctx, `Hot ${tag} B`);
    const build = vi.fn(cityQuery);
    const cityById = hotQuery(`test_city_${tag}`, build);
    expect(await cityById(t.ctx.db, a.id)).toEqual([{ id: a.id, name: a.name }]);
    for (const city of [b, a, b])
      await t.ctx.db.transaction().execute(async (trx) => {
        expect(await cityById(trx, city.id)).toEqual([{ id: city.id, name: city.name }]);
      });
    expect(await cityById(t.ctx.db, -1)).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('reads a row as it is now, not as it was when the query was compiled', async () => {
    const city = await createCity(t.ctx, `Hot ${tag} C`);
    const cityById = hotQuery(`test_city_now_${tag}`, cityQuery);
    expect((await cityById(t.ctx.db, city.id))[0]?.name).toBe(city.name);
    await t.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cities')
        .set({ name: `Hot ${tag} D` })
        .where('id', '=', city.id)
        .execute();
      expect((await cityById(trx, city.id))[0]?.name).toBe(`Hot ${tag} D`);
    });
  });

  it('refuses a query that does not use its value exactly once', async () => {
    const twice = hotQuery(`test_twice_${tag}`, (db, id: number) => db.selectFrom('cities').select('id').where('id', '=', id).where('id', '>=', id));
    await expect(twice(t.ctx.db, 1)).rejects.toThrow(/must use its value once/);
    const never = hotQuery(`test_never_${tag}`, (db) => db.selectFrom('cities').select('id').where('id', '=', 1));
    await expect(never(t.ctx.db, '1')).rejects.toThrow(/must use its value once/);
  });
});
