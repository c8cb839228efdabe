import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import type { PagingQuery } from '@glassdesk/shared';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { createCity } from '../test/factories.js';
import { listBase, pagedList, type ListSpec } from './list-query.js';

// A list without a search runs its page and count from statements compiled once per base and order (plainPage in
// list-query.ts): each request must still get its own rows, whatever its limit, offset, order and base parameters.

let t: TestApp;
const prefix = `Plain${Math.random().toString(36).slice(2, 7)}`;
// 7 cities starting "<prefix>A", 5 starting "<prefix>B".
const names = [...Array.from({ length: 7 }, (_, i) => `${prefix}A ${i}`), ...Array.from({ length: 5 }, (_, i) => `${prefix}B ${i}`)];

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of names) await createCity(t.ctx, name);
});
afterAll(() => t.close());

const query = (q: Partial<PagingQuery<'id' | 'name'>>): PagingQuery<'id' | 'name'> => ({ start: 0, limit: 10, sort_by: 'all', order: 'all', search: 'all', ...q });
const spec = (withDb: boolean): ListSpec<'id' | 'name'> => ({
  sortable: { id: 'cities.id', name: 'cities.name' },
  searchable: ['cities.name'],
  textColumns: ['cities.name'],
  defaultSort: { column: 'cities.id', direction: 'desc' },
  tieBreaker: 'cities.id',
  ...(withDb ? { db: t.ctx.db } : {}),
});
/** The cities whose name starts with `letter` (a base with a parameter). */
const startingWith = (letter: string) => t.ctx.db.selectFrom('cities').select(['cities.id', 'cities.name']).where('cities.name', 'like', `${prefix}${letter}%`);
const namesOf = (page: { list: Array<{ name: string }> }) => page.list.map((r) => r.name);

describe('a list page from statements compiled once', () => {
  it('answers what the statements compiled on every request answer, for every limit, offset and order, twice over', async () => {
    const cases = [
      { limit: 10, start: 0 },
      { limit: 3, start: 0 },
      { limit: 3, start: 3 },
      { limit: 3, start: 6 },
      { limit: 5, start: 5 },
      { limit: 2, start: 20 },
    ];
    for (const round of [1, 2]) {
      for (const sort_by of ['all', 'id', 'name'] as const) {
        for (const order of ['all', 'asc', 'desc'] as const) {
          for (const c of cases) {
            const q = query({ ...c, sort_by, order });
            const fast = await pagedList(startingWith('A'), q, spec(true));
            const plain = await pagedList(startingWith('A'), q, spec(false));
            expect(fast, `round ${round} ${sort_by} ${order} ${c.limit}/${c.start}`).toEqual(plain);
            expect(fast.count).toBe(7);
          }
        }
      }
    }
  });

  it("gives each base its own parameters: the B cities after the A cities' statements were kept", async () => {
    await pagedList(startingWith('A'), query({ limit: 4, start: 1, sort_by: 'name', order: 'asc' }), spec(true));
    const b = await pagedList(startingWith('B'), query({ limit: 4, start: 1, sort_by: 'name', order: 'asc' }), spec(true));
    expect(b.count).toBe(5);
    expect(namesOf(b)).toEqual([`${prefix}B 1`, `${prefix}B 2`, `${prefix}B 3`, `${prefix}B 4`]);
    const a = await pagedList(startingWith('A'), query({ limit: 2, start: 5, sort_by: 'name', order: 'asc' }), spec(true));
    expect(a.count).toBe(7);
    expect(namesOf(a)).toEqual([`${prefix}A 5`, `${prefix}A 6`]);
  });

  it('pages rightly when the first request of an order has its limit equal to its offset', async () => {
    const base = () => startingWith('B').where('cities.id', '>', 0);
    const first = await pagedList(base(), query({ limit: 2, start: 2, sort_by: 'name', order: 'desc' }), spec(true));
    expect(namesOf(first)).toEqual([`${prefix}B 2`, `${prefix}B 1`]);
    const next = await pagedList(base(), query({ limit: 3, start: 0, sort_by: 'name', order: 'desc' }), spec(true));
    expect(namesOf(next)).toEqual([`${prefix}B 4`, `${prefix}B 3`, `${prefix}B 2`]);
  });

  it('still answers rightly when a parameter sits in the selected columns (not kept: compiled every time)', async () => {
    for (const label of ['one', 'two']) {
      const base = t.ctx.db
        .selectFrom('cities')
        .select(['cities.id', 'cities.name', sql<string>`cast(${label} as text)`.as('label')])
        .where('cities.name', 'like', `${prefix}A%`);
      const page = await pagedList(base, query({ limit: 3, start: 1, sort_by: 'name', order: 'asc' }), spec(true));
      expect(page.count).toBe(7);
      expect(page.list).toEqual([1, 2, 3].map((i) => expect.objectContaining({ name: `${prefix}A ${i}`, label })));
    }
  });

  it('leaves a search to the statements built for it', async () => {
    const page = await pagedList(startingWith('A'), query({ search: 'a 6' }), spec(true));
    expect(page.count).toBe(1);
    expect(namesOf(page)).toEqual([`${prefix}A 6`]);
  });

  it('builds a kept base once per database and compiles it once, and each request still reads the rows as they are', async () => {
    const build = vi.fn((db: typeof t.ctx.db) => db.selectFrom('cities').select(['cities.id', 'cities.name']).where('cities.name', 'like', `${prefix}B%`));
    const kept = listBase(build);
    const base = kept(t.ctx.db);
    const compile = vi.spyOn(base, 'compile');
    const first = await pagedList(kept(t.ctx.db), query({ limit: 2, start: 0, sort_by: 'name', order: 'asc' }), spec(true));
    expect(namesOf(first)).toEqual([`${prefix}B 0`, `${prefix}B 1`]);
    await createCity(t.ctx, `${prefix}B 00`);
    const second = await pagedList(kept(t.ctx.db), query({ limit: 2, start: 0, sort_by: 'name', order: 'asc' }), spec(true));
    expect(namesOf(second)).toEqual([`${prefix}B 0`, `${prefix}B 00`]);
    expect(second.count).toBe(6);
    // A search starts from the kept base too, and leaves it as it was.
    const searched = await pagedList(kept(t.ctx.db), query({ search: 'b 00' }), spec(true));
    expect(namesOf(searched)).toEqual([`${prefix}B 00`]);
    const third = await pagedList(kept(t.ctx.db), query({ limit: 10, start: 0, sort_by: 'name', order: 'desc' }), spec(true));
    expect(third.count).toBe(6);
    expect(build).toHaveBeenCalledTimes(1);
    expect(compile).toHaveBeenCalledTimes(1);
  });
});
