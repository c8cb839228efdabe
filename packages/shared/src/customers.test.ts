import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SORT_COLUMNS,
  CustomerBusinessUpdateSchema,
  CustomerCostSchema,
  CustomerListQuerySchema,
  CustomerLoginSchema,
  CustomerNotificationSchema,
  CustomerRegisterSchema,
} from './index.js';

describe('customer notification (spec §5: message 3-150)', () => {
  it.each([
    [2, false],
    [3, true],
    [150, true],
    [151, false],
  ])('message of %i characters valid: %s', (length, valid) => {
    expect(CustomerNotificationSchema.safeParse({ id: 1, message: 'm'.repeat(length) }).success).toBe(valid);
  });
  it('needs the customer id', () => {
    expect(CustomerNotificationSchema.safeParse({ message: 'Hello' }).error?.issues[0]?.path).toEqual(['id']);
  });
});

describe('customer cost (spec §5: numbers 0 to 100000000)', () => {
  const cost = (over: Record<string, unknown>) => CustomerCostSchema.safeParse({ max_day_allowed: 1, per_day_charge: 1, ...over });
  it.each([
    ['max_day_allowed', -1, false],
    ['max_day_allowed', 0, true],
    ['max_day_allowed', 100_000_000, true],
    ['max_day_allowed', 100_000_001, false],
    ['max_day_allowed', 2.5, false],
    ['per_day_charge', -0.01, false],
    ['per_day_charge', 0, true],
    ['per_day_charge', 100_000_000, true],
    ['per_day_charge', 100_000_000.01, false],
    ['per_day_charge', 0.15, true],
    ['per_day_charge', 0.155, false],
  ])('%s %j valid: %s', (field, value, valid) => {
    expect(cost({ [field]: value }).success).toBe(valid);
  });
  it('reads form text as numbers; empty is missing', () => {
    expect(CustomerCostSchema.parse({ max_day_allowed: ' 12 ', per_day_charge: '2.50' })).toEqual({ max_day_allowed: 12, per_day_charge: 2.5 });
    expect(cost({ max_day_allowed: '' }).error?.issues[0]).toMatchObject({ path: ['max_day_allowed'], message: 'Max Days Allowed is required.' });
    expect(cost({ per_day_charge: 'abc' }).success).toBe(false);
  });
});

describe('Update Business (customer): business choice required', () => {
  it.each([[null], [undefined], [0]])('refuses %j', (business_id) => {
    expect(CustomerBusinessUpdateSchema.safeParse({ business_id }).error?.issues[0]).toMatchObject({ path: ['business_id'], message: 'Business is required.' });
  });
  it('takes a positive id', () => expect(CustomerBusinessUpdateSchema.parse({ business_id: 3 })).toEqual({ business_id: 3 }));
});

describe('customer lists', () => {
  it('sort by the SPEC field names only', () => {
    for (const sort_by of CUSTOMER_SORT_COLUMNS) expect(CustomerListQuerySchema.safeParse({ sort_by }).success).toBe(true);
    expect(CustomerListQuerySchema.safeParse({ sort_by: 'password_hash' }).success).toBe(false);
  });
});

describe('customer app registration (CONTRACT)', () => {
  const reg = (over: Record<string, unknown> = {}) =>
    CustomerRegisterSchema.safeParse({ first_name: 'Robin', last_name: 'Glazier', email: 'robin@example.com', number: '0123456789', password: 'secret1', ...over });
  it.each([
    ['first_name', 'ab', false],
    ['first_name', 'abc', true],
    ['first_name', 'a'.repeat(50), true],
    ['first_name', 'a'.repeat(51), false],
    ['last_name', 'ab', false],
    ['last_name', 'a'.repeat(51), false],
    ['number', '123456789', false],
    ['number', '1234567890', true],
    ['number', '1234567890123', true],
    ['number', '12345678901234', false],
    ['number', '123-456-7890', false],
    ['password', '12345', false],
    ['password', '123456', true],
    ['password', 'p'.repeat(50), true],
    ['password', 'p'.repeat(51), false],
    ['email', 'a@b.co', true],
    ['email', 'a@bc', false],
    ['email', `${'a'.repeat(88)}@example.com`, true],
    ['email', `${'a'.repeat(89)}@example.com`, false],
  ])('%s %j valid: %s', (field, value, valid) => {
    expect(reg({ [field]: value }).success).toBe(valid);
  });
  it('sign-in takes an email and a password of 6-50', () => {
    expect(CustomerLoginSchema.safeParse({ email: 'robin@example.com', password: '12345' }).success).toBe(false);
    expect(CustomerLoginSchema.safeParse({ email: 'robin@example.com', password: '123456' }).success).toBe(true);
  });
});
