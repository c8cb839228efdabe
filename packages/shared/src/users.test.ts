import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGES,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  UserCreateSchema,
  UserListQuerySchema,
  UserPlantCreateSchema,
  UserPlantParamsSchema,
  UserUpdateSchema,
} from './index.js';

const firstIssue = (schema: z.ZodType, value: unknown): [PropertyKey[], string] | undefined => {
  const res = schema.safeParse(value);
  return res.success ? undefined : [res.error.issues[0].path, res.error.issues[0].message];
};
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const text = (length: number) => 'a'.repeat(length);
/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'u'.repeat(length - 12)}@example.com`;

const create = (over: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  password: 'secret-1',
  role: 3,
  ...over,
});

describe('user create (spec §5)', () => {
  it.each([
    [2, false],
    [3, true],
    [50, true],
    [51, false],
  ])('first and last name of %i characters valid: %s', (length, valid) => {
    expect(ok(UserCreateSchema, create({ first_name: text(length) }))).toBe(valid);
    expect(ok(UserCreateSchema, create({ last_name: text(length) }))).toBe(valid);
    expect(ok(UserUpdateSchema, { first_name: text(length), last_name: 'Hopper', role_id: 1 })).toBe(valid);
  });

  it('names the field and the bound', () => {
    expect(firstIssue(UserCreateSchema, create({ first_name: 'ab' }))).toEqual([['first_name'], 'First Name must be at least 3 characters.']);
    expect(firstIssue(UserCreateSchema, create({ last_name: text(51) }))).toEqual([['last_name'], 'Last Name must be at most 50 characters.']);
    expect(firstIssue(UserCreateSchema, create({ first_name: '' }))).toEqual([['first_name'], 'First Name is required.']);
  });

  it('counts the names after trimming and stripping markup', () => {
    expect(UserCreateSchema.parse(create({ first_name: '  <b>Ada</b> ' })).first_name).toBe('Ada');
    expect(ok(UserCreateSchema, create({ first_name: ' <i>ab</i> ' }))).toBe(false);
  });

  it.each([
    [4, false],
    [5, true],
    [100, true],
    [101, false],
  ])('email of %i characters valid: %s', (length, valid) => {
    const email = length === 4 ? 'a@b.' : length === 5 ? 'a@b.c' : emailOf(length);
    // 5 characters pass the length rule; "a@b.c" then fails as an address, so check the length message only.
    const issue = firstIssue(UserCreateSchema, create({ email }));
    if (length === 5) expect(issue?.[1]).toBe('Invalid email.');
    else expect(issue === undefined).toBe(valid);
  });

  it('accepts a short real address and refuses a non-address', () => {
    expect(ok(UserCreateSchema, create({ email: 'a@b.co' }))).toBe(true);
    expect(firstIssue(UserCreateSchema, create({ email: 'not-an-email' }))).toEqual([['email'], 'Invalid email.']);
    expect(firstIssue(UserCreateSchema, create({ email: emailOf(101) }))).toEqual([['email'], 'Email must be at most 100 characters.']);
  });

  it.each([
    [5, false],
    [6, true],
    [50, true],
    [51, false],
  ])('password of %i characters valid: %s', (length, valid) => {
    expect(ok(UserCreateSchema, create({ password: text(length) }))).toBe(valid);
  });

  it('requires the password and keeps its spaces', () => {
    expect(firstIssue(UserCreateSchema, create({ password: undefined }))?.[0]).toEqual(['password']);
    expect(UserCreateSchema.parse(create({ password: ' pass word ' })).password).toBe(' pass word ');
  });

  it.each([[null], [''], [undefined], [0], [-1], [1.5], ['3']])('refuses the role %j with "Role is required."', (role) => {
    expect(firstIssue(UserCreateSchema, create({ role }))).toEqual([['role'], 'Role is required.']);
  });

  it('update takes role_id and never an email', () => {
    expect(UserUpdateSchema.parse({ first_name: 'Grace', last_name: 'Hopper', role_id: 2, email: 'x@example.com' })).toEqual({
      first_name: 'Grace',
      last_name: 'Hopper',
      role_id: 2,
    });
    expect(firstIssue(UserUpdateSchema, { first_name: 'Grace', last_name: 'Hopper', role_id: null })).toEqual([['role_id'], 'Role is required.']);
  });
});

describe('reset password (spec §5: the change-password rule, message without the final period)', () => {
  it.each([
    [5, false],
    [6, true],
    [50, true],
    [51, false],
  ])('new password of %i characters valid: %s', (length, valid) => {
    expect(ok(ResetPasswordSchema, { new_password: text(length) })).toBe(valid);
    expect(ok(ResetPasswordFormSchema, { new_password: text(length), confirm_password: text(length) })).toBe(valid);
  });

  it("says 'Passwords are not same' on the confirmation when they differ", () => {
    expect(firstIssue(ResetPasswordFormSchema, { new_password: 'secret-1', confirm_password: 'secret-2' })).toEqual([['confirm_password'], 'Passwords are not same']);
    expect(MESSAGES.passwordsNotSameReset).toBe('Passwords are not same');
  });

  it('checks the confirmation bounds too', () => {
    expect(firstIssue(ResetPasswordFormSchema, { new_password: 'secret-1', confirm_password: 'short' })?.[0]).toEqual(['confirm_password']);
  });
});

describe('user plants and lists', () => {
  it.each([[null], [undefined], [''], [0]])("refuses the plant %j with 'Please select Plant'", (plantId) => {
    expect(firstIssue(UserPlantCreateSchema, { plant_id: plantId })).toEqual([['plant_id'], 'Please select Plant']);
  });

  it('takes a chosen plant id', () => {
    expect(UserPlantCreateSchema.parse({ plant_id: 4 })).toEqual({ plant_id: 4 });
  });

  it('reads both ids of the entry path', () => {
    expect(UserPlantParamsSchema.parse({ id: '3', entryId: '9' })).toEqual({ id: 3, entryId: 9 });
    expect(ok(UserPlantParamsSchema, { id: '3', entryId: 'x' })).toBe(false);
  });

  it('sorts by name, email, role or created_at only', () => {
    for (const column of ['name', 'email', 'role', 'created_at']) expect(ok(UserListQuerySchema, { sort_by: column })).toBe(true);
    expect(ok(UserListQuerySchema, { sort_by: 'password_hash' })).toBe(false);
  });
});
