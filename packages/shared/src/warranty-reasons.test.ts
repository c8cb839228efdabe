import { describe, expect, it } from 'vitest';
import { WarrantyReasonListQuerySchema, WarrantyReasonWriteSchema, MENU_RULES, menuFor, operationForRoute } from './index.js';

describe('Warranty reason name (spec §5: required, 3-255, sanitised)', () => {
  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])('%i characters valid: %s', (length, valid) => {
    expect(WarrantyReasonWriteSchema.safeParse({ name: 'n'.repeat(length) }).success).toBe(valid);
  });

  it('trims and strips markup before counting', () => {
    expect(WarrantyReasonWriteSchema.parse({ name: '  <b>Float</b> <script>x</script> ' }).name).toBe('Float x');
    expect(WarrantyReasonWriteSchema.safeParse({ name: ' <i>ab</i> ' }).error?.issues[0]).toMatchObject({ path: ['name'], message: 'Name must be at least 3 characters.' });
    // Empty reads 'is required.', whatever the minimum.
    expect(WarrantyReasonWriteSchema.safeParse({ name: '' }).error?.issues[0].message).toBe('Name is required.');
    expect(WarrantyReasonWriteSchema.safeParse({ name: 'n'.repeat(256) }).error?.issues[0].message).toBe('Name must be at most 255 characters.');
  });

  it('sorts by name or created_at only', () => {
    expect(WarrantyReasonListQuerySchema.parse({ sort_by: 'name', order: 'ASC' })).toMatchObject({ sort_by: 'name', order: 'asc' });
    expect(WarrantyReasonListQuerySchema.safeParse({ sort_by: 'created_at' }).success).toBe(true);
    expect(WarrantyReasonListQuerySchema.safeParse({ sort_by: 'id; drop table' }).success).toBe(false);
  });

  it.each([
    ['warrantyReason', 'List Warranty Reasons'],
    ['warrantyReason/add', 'Add Warranty Reason'],
    ['warrantyReason/:warrantyReasonId', 'Update Warranty Reason'],
  ])('route %s needs %s', (route, op) => {
    expect(operationForRoute(route)).toBe(op);
  });

  it("gives the 'Warranty Reasons' menu name to a holder of List Warranty Reasons", () => {
    expect(MENU_RULES['Warranty Reasons']).toEqual(['List Warranty Reasons']);
    expect(menuFor(['List Warranty Reasons'])).toEqual(['Warranty Reasons']);
  });
});
