import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { countedAt, idsMadeAt, keepCount, keepIds, keptCount, keptIds } from './count-cache.js';
import type { Database } from './schema.js';

// Counts and a search's ids are kept per database handle and per version of the data they were made from: another
// version (a write moved it on) or another handle never sees them, and the oldest go first past the bound.
const handle = () => ({}) as Kysely<Database>;

describe('the kept counts and ids', () => {
  it('gives back ids only at the version they were kept at, and only to their own database handle', () => {
    const db = handle();
    keepIds(db, 'k', '7', [3, 2, 1]);
    expect(keptIds(db, 'k', '7')).toEqual([3, 2, 1]);
    expect(keptIds(db, 'k', '8')).toBeUndefined();
    expect(keptIds(handle(), 'k', '7')).toBeUndefined();
    keepIds(db, 'k', '8', [4]);
    expect(keptIds(db, 'k', '7')).toBeUndefined();
    expect(keptIds(db, 'k', '8')).toEqual([4]);
  });

  it('keeps counts and ids apart under the same key', () => {
    const db = handle();
    keepCount(db, 'k', '1', 42);
    keepIds(db, 'k', '1', [9]);
    expect(keptCount(db, 'k', '1')).toBe(42);
    expect(keptIds(db, 'k', '1')).toEqual([9]);
  });

  it('keeps the 100 lists of ids used last, the least recently used going first', () => {
    const db = handle();
    for (let i = 0; i < 100; i++) keepIds(db, `k${i}`, '1', [i]);
    expect(keptIds(db, 'k0', '1')).toEqual([0]);
    keepIds(db, 'k100', '1', [100]);
    expect(keptIds(db, 'k1', '1')).toBeUndefined();
    expect(keptIds(db, 'k0', '1')).toEqual([0]);
    expect(keptIds(db, 'k100', '1')).toEqual([100]);
  });

  it('counts once for requests asking for the same count at the same version at once, and keeps it', async () => {
    const db = handle();
    let runs = 0;
    let finish!: (n: number) => void;
    const count = () => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const asked = [countedAt(db, 'k', '1', count), countedAt(db, 'k', '1', count), countedAt(db, 'k', '1', count)];
    expect(runs).toBe(1);
    finish(969_638);
    expect(await Promise.all(asked)).toEqual([969_638, 969_638, 969_638]);
    expect(keptCount(db, 'k', '1')).toBe(969_638);
    expect(await countedAt(db, 'k', '1', count)).toBe(969_638);
    expect(runs).toBe(1);
  });

  it('counts again at another version, under another key or on another handle, even while a count is being made', async () => {
    const db = handle();
    let runs = 0;
    const count = (n: number) => () => {
      runs++;
      return new Promise<number>((resolve) => setTimeout(() => resolve(n), 5));
    };
    const asked = [countedAt(db, 'k', '1', count(1)), countedAt(db, 'k', '2', count(2)), countedAt(db, 'j', '1', count(3)), countedAt(handle(), 'k', '1', count(4))];
    expect(runs).toBe(4);
    expect(await Promise.all(asked)).toEqual([1, 2, 3, 4]);
  });

  it('keeps nothing from a count that fails: every request waiting for it gets its error, and the next one counts again', async () => {
    const db = handle();
    let runs = 0;
    const failing = () => {
      runs++;
      return Promise.reject(new Error('canceling statement due to statement timeout'));
    };
    const asked = [countedAt(db, 'k', '1', failing), countedAt(db, 'k', '1', failing)];
    expect(runs).toBe(1);
    for (const result of await Promise.allSettled(asked)) expect(result).toMatchObject({ status: 'rejected', reason: { message: 'canceling statement due to statement timeout' } });
    expect(keptCount(db, 'k', '1')).toBeUndefined();
    expect(await countedAt(db, 'k', '1', () => Promise.resolve(7))).toBe(7);
    expect(runs).toBe(1);
  });

  it("looks for a search's ids once for requests asking for them at once", async () => {
    const db = handle();
    let runs = 0;
    const find = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return [5, 3, 1];
    };
    const asked = await Promise.all([idsMadeAt(db, 'k', '1', find), idsMadeAt(db, 'k', '1', find)]);
    expect(asked).toEqual([
      [5, 3, 1],
      [5, 3, 1],
    ]);
    expect(runs).toBe(1);
    expect(keptIds(db, 'k', '1')).toEqual([5, 3, 1]);
  });
});
