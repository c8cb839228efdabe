import { describe, expect, it } from 'vitest';
import { parseId } from './use-id-param';

describe('parseId (the id of a record in the URL)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
  ])('reads %s', (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });

  it.each([undefined, '', 'abc', '0', '-1', '01', '1.0', '1e3', ' 1', '1 ', '0x10', '2147483648', '99999999999999999999', 'NaN', 'Infinity'])('refuses %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});
