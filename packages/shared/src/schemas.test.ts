import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ALL_OPERATIONS,
  CityCreateSchema,
  CityListQuerySchema,
  CityUpdateSchema,
  ConfirmForgotPasswordSchema,
  ForgotPasswordSchema,
  ForgotStepTwoFormSchema,
  IdParamsSchema,
  LoginSchema,
  MENU_RULES,
  MESSAGES,
  menuFor,
  operationForRoute,
  optionalText,
  OtpField,
  pagingQuery,
  PlantCreateSchema,
  PlantListQuerySchema,
  PlantUpdateSchema,
  requiredText,
  ROUTE_OPERATIONS,
  stripMarkup,
} from './index.js';

/** The first issue of a failed parse, as [path, message]; undefined when the value passes. */
function firstIssue(schema: z.ZodType, value: unknown): [PropertyKey[], string] | undefined {
  const res = schema.safeParse(value);
  if (res.success) return undefined;
  return [res.error.issues[0].path, res.error.issues[0].message];
}
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const text = (length: number) => 'a'.repeat(length);

describe('markup and text fields', () => {
  it.each([
    ['<b>Paris</b>', 'Paris'],
    ['<script>alert(1)</script>Main St', 'alert(1)Main St'],
    ['a <!-- hidden --> b', 'a  b'],
    ['1 < 2 > 0', '1 < 2 > 0'],
    ['<img src=x onerror=alert(1)>', ''],
    ['plain text', 'plain text'],
  ])('stripMarkup(%j) -> %j', (input, output) => {
    expect(stripMarkup(input)).toBe(output);
  });

  it('trims and strips a required text', () => {
    expect(requiredText('Name', 1, 10).parse('  <i>a</i>  ')).toBe('a');
  });

  it('counts the bounds of a required text after cleaning', () => {
    const field = requiredText('Name', 2, 5);
    expect(firstIssue(field, '  <b>a</b>  ')?.[1]).toBe('Name must be at least 2 characters.');
    expect(field.parse(' <b>ab</b> ')).toBe('ab');
    expect(field.parse('<p>abcde</p>')).toBe('abcde');
    expect(firstIssue(field, 'abcdef')?.[1]).toBe('Name must be at most 5 characters.');
  });

  it('refuses an empty or markup-only required text as required', () => {
    const field = requiredText('City Name', 1, 50);
    expect(firstIssue(field, '')?.[1]).toBe('City Name is required.');
    expect(firstIssue(field, '   ')?.[1]).toBe('City Name is required.');
    expect(firstIssue(field, '<b></b>')?.[1]).toBe('City Name is required.');
    expect(firstIssue(field, undefined)?.[1]).toBe('City Name is required.');
  });

  it('turns an empty optional text into null and cleans the rest', () => {
    const field = optionalText('Address', 10);
    expect(field.parse('')).toBeNull();
    expect(field.parse('   ')).toBeNull();
    expect(field.parse('<br>')).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse(' <b>1 Road</b> ')).toBe('1 Road');
    expect(field.parse(text(10))).toBe(text(10));
    expect(ok(field, text(11))).toBe(false);
  });
});

describe('cities', () => {
  it.each([
    [0, false],
    [1, true],
    [50, true],
    [51, false],
  ])('add name of %i characters valid: %s', (length, valid) => {
    expect(ok(CityCreateSchema, { name: text(length) })).toBe(valid);
  });

  it.each([
    [1, false],
    [2, true],
    [150, true],
    [151, false],
  ])('update name of %i characters valid: %s', (length, valid) => {
    expect(ok(CityUpdateSchema, { name: text(length) })).toBe(valid);
  });

  it('names the field in the issue', () => {
    expect(firstIssue(CityUpdateSchema, { name: 'a' })?.[0]).toEqual(['name']);
  });
});

describe('plants', () => {
  const plant = (over: Record<string, unknown> = {}) => ({ name: 'North', contact: '0123456789', ...over });

  it.each([
    [1, false],
    [2, true],
    [36, true],
    [37, false],
  ])('add name of %i characters valid: %s', (length, valid) => {
    expect(ok(PlantCreateSchema, plant({ name: text(length) }))).toBe(valid);
  });

  it.each([
    [1, false],
    [2, true],
    [150, true],
    [151, false],
  ])('update name of %i characters valid: %s', (length, valid) => {
    expect(ok(PlantUpdateSchema, plant({ name: text(length) }))).toBe(valid);
  });

  it.each([
    [9, false],
    [10, true],
    [17, true],
    [18, false],
  ])('contact of %i characters valid: %s', (length, valid) => {
    const contact = '1'.repeat(length);
    expect(ok(PlantCreateSchema, plant({ contact }))).toBe(valid);
    expect(ok(PlantUpdateSchema, plant({ contact }))).toBe(valid);
  });

  it.each([[''], [null], [undefined]])('reads city_id %j as no city (null)', (cityId) => {
    expect(PlantCreateSchema.parse(plant({ city_id: cityId })).city_id).toBeNull();
  });

  it('keeps a chosen city id and refuses anything that is not a positive integer', () => {
    expect(PlantCreateSchema.parse(plant({ city_id: 7 })).city_id).toBe(7);
    for (const bad of [0, -1, 1.5, 'abc', '7', true]) {
      expect(firstIssue(PlantCreateSchema, plant({ city_id: bad }))?.[0]).toEqual(['city_id']);
    }
  });

  it('cleans every text field and stores an empty address as null', () => {
    expect(PlantCreateSchema.parse(plant({ name: ' <b>North</b> ', address: '', contact: ' <i>0123456789</i> ' }))).toEqual({
      name: 'North',
      address: null,
      contact: '0123456789',
      city_id: null,
    });
    expect(PlantCreateSchema.parse(plant({ address: '<script>x</script>Main St' })).address).toBe('xMain St');
  });
});

describe('sign-in and password reset', () => {
  const login = (over: Record<string, unknown>) => ({ email: 'someone@example.com', password: 'secret-1', ...over });

  it.each([
    ['a@b.', 'Email must be at least 5 characters.'],
    // 5 characters pass the length rule; this one fails only as an address.
    ['a@b.c', 'Invalid email.'],
    ['not-an-email', 'Invalid email.'],
    [`${'a'.repeat(39)}@example.com`, 'Email must be at most 50 characters.'],
  ])('refuses the email %j with %j', (email, message) => {
    expect(firstIssue(LoginSchema, login({ email }))).toEqual([['email'], message]);
  });

  it('accepts an email of 50 characters and the shortest usual one', () => {
    expect(ok(LoginSchema, login({ email: `${'a'.repeat(38)}@example.com` }))).toBe(true);
    expect(ok(LoginSchema, login({ email: 'a@b.co' }))).toBe(true);
  });

  it.each([
    [5, false],
    [6, true],
    [50, true],
    [51, false],
  ])('password of %i characters valid: %s', (length, valid) => {
    expect(ok(LoginSchema, login({ password: text(length) }))).toBe(valid);
  });

  it('keeps a password as typed: no trimming, no stripping', () => {
    expect(LoginSchema.parse(login({ password: ' <b>x</b> ' })).password).toBe(' <b>x</b> ');
  });

  it('requires both fields', () => {
    expect(firstIssue(LoginSchema, { email: 'someone@example.com' })?.[0]).toEqual(['password']);
    expect(firstIssue(LoginSchema, { password: 'secret-1' })?.[0]).toEqual(['email']);
    expect(firstIssue(LoginSchema, { email: '', password: 'secret-1' })?.[0]).toEqual(['email']);
    expect(firstIssue(LoginSchema, { email: 'someone@example.com', password: '' })?.[0]).toEqual(['password']);
  });

  it.each([['not-an-email'], [''], [undefined], ['a@b']])('forgot-password refuses %j with "Invalid email."', (email) => {
    expect(firstIssue(ForgotPasswordSchema, { email })).toEqual([['email'], MESSAGES.invalidEmail]);
  });

  it('forgot-password takes a valid email, trimmed', () => {
    expect(ForgotPasswordSchema.parse({ email: ' someone@example.com ' }).email).toBe('someone@example.com');
  });

  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['abcd', false],
    ['12a4', false],
    ['', false],
    ['١٢٣٤', false],
  ])('OTP %j valid: %s', (otp, valid) => {
    expect(ok(OtpField, otp)).toBe(valid);
  });

  it('reads an OTP with spaces around it', () => {
    expect(OtpField.parse(' 0420 ')).toBe('0420');
  });

  it('checks the confirmation body: email, 4-digit OTP, password 6-50', () => {
    const body = { email: 'someone@example.com', otp: '1234', password: 'new-pass' };
    expect(ok(ConfirmForgotPasswordSchema, body)).toBe(true);
    expect(firstIssue(ConfirmForgotPasswordSchema, { ...body, otp: '123' })?.[0]).toEqual(['otp']);
    expect(firstIssue(ConfirmForgotPasswordSchema, { ...body, password: text(5) })?.[0]).toEqual(['password']);
    expect(ok(ConfirmForgotPasswordSchema, { ...body, password: text(50) })).toBe(true);
    expect(firstIssue(ConfirmForgotPasswordSchema, { ...body, password: text(51) })?.[0]).toEqual(['password']);
  });

  it('says "Passwords are not same." on confirm_password when the two differ', () => {
    expect(firstIssue(ForgotStepTwoFormSchema, { otp: '1234', password: 'secret-1', confirm_password: 'secret-2' })).toEqual([['confirm_password'], 'Passwords are not same.']);
    expect(ok(ForgotStepTwoFormSchema, { otp: '1234', password: 'secret-1', confirm_password: 'secret-1' })).toBe(true);
  });

  it('bounds both new passwords to 6-50', () => {
    expect(firstIssue(ForgotStepTwoFormSchema, { otp: '1234', password: text(5), confirm_password: text(5) })?.[0]).toEqual(['password']);
    expect(ok(ForgotStepTwoFormSchema, { otp: '1234', password: text(6), confirm_password: text(6) })).toBe(true);
    expect(ok(ForgotStepTwoFormSchema, { otp: '1234', password: text(50), confirm_password: text(50) })).toBe(true);
    expect(ok(ForgotStepTwoFormSchema, { otp: '1234', password: text(51), confirm_password: text(51) })).toBe(false);
  });
});

describe('paging', () => {
  const query = pagingQuery(['id', 'name']);

  it('defaults to sort_by, order and search "all", start 0 and limit 10', () => {
    expect(query.parse({})).toEqual({ sort_by: 'all', order: 'all', start: 0, limit: 10, search: 'all' });
    expect(CityListQuerySchema.parse({})).toEqual({ sort_by: 'all', order: 'all', start: 0, limit: 10, search: 'all' });
  });

  it('reads query-string numbers and any case of order', () => {
    expect(query.parse({ start: '20', limit: '50', order: 'DESC', sort_by: 'name', search: ' abc ' })).toEqual({
      sort_by: 'name',
      order: 'desc',
      start: 20,
      limit: 50,
      search: 'abc',
    });
  });

  it.each([
    ['200', true],
    ['201', false],
    ['1', true],
    ['0', false],
    ['2.5', false],
    ['ten', false],
  ])('limit %s valid: %s', (limit, valid) => {
    expect(ok(query, { limit })).toBe(valid);
  });

  it('refuses a negative start, an unknown order and a column that is not sortable', () => {
    expect(firstIssue(query, { start: '-1' })?.[0]).toEqual(['start']);
    expect(firstIssue(query, { order: 'sideways' })?.[0]).toEqual(['order']);
    expect(firstIssue(query, { sort_by: 'password' })?.[0]).toEqual(['sort_by']);
    expect(ok(PlantListQuerySchema, { sort_by: 'contact' })).toBe(true);
    expect(ok(CityListQuerySchema, { sort_by: 'contact' })).toBe(false);
  });

  it('reads an id from the path as a positive integer', () => {
    expect(IdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['abc', '0', '-1', '1.5']) expect(ok(IdParamsSchema, { id })).toBe(false);
  });
});

describe('operations, menus and routes', () => {
  it('derives each menu from its operations', () => {
    expect(menuFor([])).toEqual([]);
    expect(menuFor(['List Cities'])).toEqual(['Trolley']);
    expect(menuFor(['List Trolleys'])).toEqual(['Trolley']);
    expect(menuFor(['View Additional Cost'])).toEqual(['Trolley']);
    expect(menuFor(['List Deleted Tickets'])).toEqual(['Trash']);
    expect(menuFor(['List Deleted Business', 'List Deleted Customers'])).toEqual(['Trash']);
    expect(menuFor(['List Business', 'List Tickets', 'List FAQs'])).toEqual(['Business', 'Tickets', 'FAQs']);
    expect(menuFor(['Add City', 'Delete City', 'Update Ticket'])).toEqual([]);
    expect(menuFor(new Set(['List Support']))).toEqual(['Support']);
  });

  it('gives every menu of spec §6 to a holder of every operation', () => {
    expect(menuFor(ALL_OPERATIONS)).toEqual(Object.keys(MENU_RULES));
    expect([...Object.keys(MENU_RULES)].sort()).toEqual(
      ['Business', 'Customers', 'Tickets', 'Ticket Settings', 'Support', 'Glass Types', 'Warranty Reasons', 'FAQs', 'Help', 'Trash', 'Trolley'].sort(),
    );
  });

  it('holds every operation name of spec §6 in the catalogue', () => {
    const spec = [
      'List Business',
      'Add Business',
      'Update Business',
      'View Business',
      'List Deleted Business',
      'List Customers',
      'View Customer',
      'List Deleted Customers',
      'List Tickets',
      'View Ticket',
      'List Deleted Tickets',
      'Update Ticket Settings',
      'View Additional Cost',
      'List Trolleys',
      'Add Trolley',
      'View Trolley',
      'Update Trolley',
      'List Cities',
      'Add City',
      'Update City',
      'List Users',
      'Add User',
      'Update User',
      'Reset Password',
      'List Roles',
      'Add Role',
      'Update Role',
      'List FAQs',
      'Add FAQ',
      'Update FAQ',
      'List Help',
      'Update Help',
      'List Warranty Reasons',
      'Add Warranty Reason',
      'Update Warranty Reason',
      'List Support',
    ];
    for (const name of spec) expect(ALL_OPERATIONS).toContain(name);
    expect(new Set(ALL_OPERATIONS).size).toBe(ALL_OPERATIONS.length);
  });

  it.each([
    ['plants', 'List Cities'],
    ['plants/add', 'Add City'],
    ['plants/:plantId', 'Update City'],
    ['cities', 'List Cities'],
    ['cities/add', 'Add City'],
    ['cities/:cityId', 'Update City'],
    ['trolleys/deleted', 'List Trolleys'],
    ['plant-transfer/check-in', 'List Trolleys'],
    ['settings/users/reset-password/:userId', 'Reset Password'],
    ['business/:businessId/customers', 'View Business'],
    ['tickets/trash', 'List Deleted Tickets'],
    ['cost', 'View Additional Cost'],
    ['', null],
    ['profile', null],
    ['unauthorized', null],
  ])('route %j needs %j', (route, operation) => {
    expect(operationForRoute(route)).toBe(operation);
  });

  it('throws for a route missing from the table', () => {
    expect(() => operationForRoute('no-such-route')).toThrow(/no-such-route/);
    expect(() => operationForRoute('plants/edit/extra')).toThrow();
  });

  it('names only operations of the catalogue in the route table', () => {
    for (const op of Object.values(ROUTE_OPERATIONS)) if (op !== null) expect(ALL_OPERATIONS).toContain(op);
  });
});
