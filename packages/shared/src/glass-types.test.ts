import { describe, expect, it } from 'vitest';
import { GlassTypeListQuerySchema, GlassTypeWriteSchema, MENU_RULES, menuFor, operationForRoute } from './index.js';

describe('Glass type name (as warranty reasons: 3-255, sanitised)', () => {
  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])('%i characters valid: %s', (length, valid) => {
    expect(GlassTypeWriteSchema.safeParse({ name: 'n'.repeat(length) }).success).toBe(valid);
  });

  it('trims and strips markup before counting', () => {
    expect(GlassTypeWriteSchema.parse({ name: '  <b>Float</b> <script>x</script> ' }).name).toBe('Float x');
    expect(GlassTypeWriteSchema.safeParse({ name: ' <i>ab</i> ' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'Name must be at least 3 characters.' });
    // Empty reads 'is required.', whatever the minimum.
    expect(GlassTypeWriteSchema.safeParse({ name: '' }).error?.issues[0].message).toBe('Name is required.');
    expect(GlassTypeWriteSchema.safeParse({ name: 'n'.repeat(256) }).error?.issues[0].message).toBe('Name must be at most 255 characters.');
  });

  it('sorts by name or created_at only', () => {
    expect(GlassTypeListQuerySchema.parse({ sort_by: 'name', order: 'ASC' })).toMatchObject({ sort_by: 'name', order: 'asc' });
    expect(GlassTypeListQuerySchema.safeParse({ sort_by: 'created_at' }).success).toBe(true);
    expect(GlassTypeListQuerySchema.safeParse({ sort_by: 'id; drop table' }).success).toBe(false);
  });

  it.each([
    ['glassTypes', 'List Glass Types'],
    ['glassTypes/add', 'Add Glass Types'],
    ['glassTypes/:glassTypeId', 'Update Glass Types'],
  ])('route %s needs %s', (route, op) => {
    expect(operationForRoute(route)).toBe(op);
  });

  it("gives the 'Glass Types' menu name to a holder of List Glass Types", () => {
    expect(MENU_RULES['Glass Types']).toEqual(['List Glass Types']);
    expect(menuFor(['List Glass Types'])).toEqual(['Glass Types']);
    expect(menuFor(['Add Glass Types', 'Update Glass Types'])).toEqual([]);
  });
});
