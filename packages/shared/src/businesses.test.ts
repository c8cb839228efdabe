import { describe, expect, it } from 'vitest';
import { BUSINESS_SORT_COLUMNS, BusinessListQuerySchema, BusinessSaveSchema, BusinessTicketSettingsSchema, OptionsQuerySchema } from './index.js';

const business = (over: Record<string, unknown> = {}) => ({ name: 'Clear View', account_id: 'AC1', customer_id: 4, contact: '0123456789', address: '1 Glass Road', ...over });
const parse = (value: unknown) => BusinessSaveSchema.safeParse(value);
const firstIssue = (value: unknown) => parse(value).error?.issues[0];
const ok = (value: unknown) => parse(value).success;

describe('Business (spec §5)', () => {
  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])('name of %i characters valid: %s', (length, valid) => {
    expect(ok(business({ name: 'n'.repeat(length) }))).toBe(valid);
  });

  it.each([
    [2, false],
    [3, true],
    [255, true],
    [256, false],
  ])('address of %i characters valid: %s', (length, valid) => {
    expect(ok(business({ address: 'a'.repeat(length) }))).toBe(valid);
  });

  it.each([
    [1, true],
    [5, true],
    [6, false],
  ])('account id of %i characters valid: %s', (length, valid) => {
    expect(ok(business({ account_id: 'x'.repeat(length) }))).toBe(valid);
  });

  it('reads an empty, blank, null or missing account id as null', () => {
    for (const account_id of ['', '   ', null, undefined]) expect(parse(business({ account_id })).data?.account_id).toBeNull();
  });

  it.each([
    ['123456789', false],
    ['1234567890', true],
    ['1234567890123', true],
    ['12345678901234', false],
    ['12345 67890', false],
    ['+1234567890', false],
    ['abcdefghij', false],
  ])('contact %j valid: %s', (contact, valid) => {
    expect(ok(business({ contact }))).toBe(valid);
  });

  it('says what is wrong with each field', () => {
    expect(firstIssue(business({ contact: '12345-67890' }))).toMatchObject({ path: ['contact'], message: 'Contact must contain digits only.' });
    expect(firstIssue(business({ contact: '' }))).toMatchObject({ path: ['contact'], message: 'Contact is required.' });
    expect(firstIssue(business({ contact: '123456789' }))).toMatchObject({ path: ['contact'], message: 'Contact must be at least 10 characters.' });
    expect(firstIssue(business({ name: 'ab' }))).toMatchObject({ path: ['name'], message: 'Name must be at least 3 characters.' });
    expect(firstIssue(business({ account_id: '123456' }))).toMatchObject({ path: ['account_id'], message: 'Account Id must be at most 5 characters.' });
  });

  it.each([[null], [undefined], [0], [-1], [1.5], ['4']])('needs a master customer: %j is refused', (customer_id) => {
    expect(firstIssue(business({ customer_id }))).toMatchObject({ path: ['customer_id'], message: 'Master Customer is required.' });
  });

  it('trims and strips markup before counting', () => {
    expect(parse(business({ name: '  <b>ab</b> ' })).success).toBe(false);
    expect(parse(business({ name: ' <b>Clear</b> View ' })).data?.name).toBe('Clear View');
  });
});

describe('business lists', () => {
  it('sorts by the SPEC field names and takes deleted=true for the trash', () => {
    for (const sort_by of BUSINESS_SORT_COLUMNS) expect(BusinessListQuerySchema.safeParse({ sort_by }).success).toBe(true);
    expect(BusinessListQuerySchema.safeParse({ sort_by: 'password' }).success).toBe(false);
    expect(BusinessListQuerySchema.parse({}).deleted).toBe(false);
    expect(BusinessListQuerySchema.parse({ deleted: 'true' }).deleted).toBe(true);
    expect(BusinessListQuerySchema.safeParse({ deleted: 'yes' }).success).toBe(false);
  });

  it('options take a search and a limit of 1 to 200', () => {
    expect(OptionsQuerySchema.parse({})).toEqual({ search: '', limit: 50 });
    expect(OptionsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(OptionsQuerySchema.safeParse({ limit: '200' }).success).toBe(true);
    expect(OptionsQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });

  it('ticket settings are three lists of customer ids, de-duplicated', () => {
    expect(BusinessTicketSettingsSchema.parse({ access: [1, 1, 2], emails: [], notifications: [3] })).toEqual({ access: [1, 2], emails: [], notifications: [3] });
    expect(BusinessTicketSettingsSchema.safeParse({ access: [0], emails: [], notifications: [] }).success).toBe(false);
    expect(BusinessTicketSettingsSchema.safeParse({ access: [], emails: [] }).success).toBe(false);
  });
});
