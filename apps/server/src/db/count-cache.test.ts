import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { keepCount, keepIds, keptCount, keptIds } from './count-cache.js';
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
});
