import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RoleListQuerySchema, RoleSaveSchema } from './index.js';

const firstIssue = (schema: z.ZodType, value: unknown): [PropertyKey[], string] | undefined => {
  const res = schema.safeParse(value);
  return res.success ? undefined : [res.error.issues[0].path, res.error.issues[0].message];
};
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('role (spec §5)', () => {
  it.each([
    [1, false],
    [2, true],
    [50, true],
    [51, false],
  ])('name of %i characters valid: %s', (length, valid) => {
    expect(ok(RoleSaveSchema, { name: 'r'.repeat(length), operations: [1] })).toBe(valid);
  });

  it('names the bound and cleans the name', () => {
    expect(firstIssue(RoleSaveSchema, { name: 'r', operations: [1] })).toEqual([['name'], 'Name must be at least 2 characters.']);
    expect(firstIssue(RoleSaveSchema, { name: '', operations: [1] })).toEqual([['name'], 'Name is required.']);
    expect(RoleSaveSchema.parse({ name: ' <b>Clerks</b> ', operations: [1] }).name).toBe('Clerks');
  });

  it.each([[[]], [undefined], [null]])("refuses the operations %j with 'Select at least one operation.'", (operations) => {
    expect(firstIssue(RoleSaveSchema, { name: 'Clerks', operations })).toEqual([['operations'], 'Select at least one operation.']);
  });

  it('keeps each operation id once and refuses ids that are not positive integers', () => {
    expect(RoleSaveSchema.parse({ name: 'Clerks', operations: [3, 1, 3] }).operations).toEqual([3, 1]);
    for (const bad of [[0], [-2], [1.5], ['1']]) expect(ok(RoleSaveSchema, { name: 'Clerks', operations: bad })).toBe(false);
  });

  it('sorts by name or created_at only', () => {
    expect(ok(RoleListQuerySchema, { sort_by: 'name' })).toBe(true);
    expect(ok(RoleListQuerySchema, { sort_by: 'created_at' })).toBe(true);
    expect(ok(RoleListQuerySchema, { sort_by: 'editable' })).toBe(false);
  });
});
