import { describe, expect, it } from 'vitest';
import { inNaturalOrder } from './natural-order';

describe('natural order of dropdown options', () => {
  it("puts 'Customer 2' before 'Customer 10', ignoring case", () => {
    const names = ['Customer 10', 'customer 2', 'Acme', 'Customer 1', 'Ähre'].map((name, id) => ({ id, name }));
    expect(inNaturalOrder(names).map((o) => o.name)).toEqual(['Acme', 'Ähre', 'Customer 1', 'customer 2', 'Customer 10']);
  });

  it('keeps namesakes in id order', () => {
    expect(
      inNaturalOrder([
        { id: 5, name: 'Ann' },
        { id: 2, name: 'Ann' },
      ]).map((o) => o.id),
    ).toEqual([2, 5]);
  });
});
