import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ChangePasswordFormSchema, ChangePasswordSchema, NotificationSettingsUpdateSchema, ProfileUpdateSchema } from './index.js';

const firstIssue = (schema: z.ZodType, value: unknown): [PropertyKey[], string] | undefined => {
  const res = schema.safeParse(value);
  return res.success ? undefined : [res.error.issues[0].path, res.error.issues[0].message];
};
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const text = (length: number) => 'p'.repeat(length);

describe('profile (spec §5 user names)', () => {
  it.each([
    [2, false],
    [3, true],
    [50, true],
    [51, false],
  ])('names of %i characters valid: %s', (length, valid) => {
    expect(ok(ProfileUpdateSchema, { first_name: text(length), last_name: 'Lovelace' })).toBe(valid);
    expect(ok(ProfileUpdateSchema, { first_name: 'Ada', last_name: text(length) })).toBe(valid);
  });

  it('ignores an email sent along (it never changes here)', () => {
    expect(ProfileUpdateSchema.parse({ first_name: 'Ada', last_name: 'Lovelace', email: 'x@example.com' })).toEqual({ first_name: 'Ada', last_name: 'Lovelace' });
  });
});

describe('change password (spec §5: each 6-50, new and confirm must match)', () => {
  const form = (over: Record<string, unknown> = {}) => ({ old_password: 'old-pass', new_password: 'new-pass', confirm_password: 'new-pass', ...over });

  it.each([
    [5, false],
    [6, true],
    [50, true],
    [51, false],
  ])('each password of %i characters valid: %s', (length, valid) => {
    for (const field of ['old_password', 'new_password'] as const) {
      expect(ok(ChangePasswordSchema, { old_password: 'old-pass', new_password: 'new-pass', [field]: text(length) })).toBe(valid);
    }
    expect(ok(ChangePasswordFormSchema, form({ new_password: text(length), confirm_password: text(length) }))).toBe(valid);
    expect(ok(ChangePasswordFormSchema, form({ old_password: text(length) }))).toBe(valid);
  });

  it("says 'Passwords are not same.' on the confirmation when they differ", () => {
    expect(firstIssue(ChangePasswordFormSchema, form({ confirm_password: 'new-pass-2' }))).toEqual([['confirm_password'], 'Passwords are not same.']);
  });

  it('names the field of a short password', () => {
    expect(firstIssue(ChangePasswordSchema, { old_password: 'abc', new_password: 'new-pass' })).toEqual([['old_password'], 'Old Password must be at least 6 characters.']);
  });
});

describe('notification settings (spec §5: email 5-100)', () => {
  it.each([
    ['a@b.', false],
    ['a@b.co', true],
    [`${'n'.repeat(88)}@example.com`, true],
    [`${'n'.repeat(89)}@example.com`, false],
  ])('email %j valid: %s', (email, valid) => {
    expect(ok(NotificationSettingsUpdateSchema, { email })).toBe(valid);
  });

  it('refuses a non-address and an empty value', () => {
    expect(firstIssue(NotificationSettingsUpdateSchema, { email: 'nobody' })).toEqual([['email'], 'Invalid email.']);
    expect(firstIssue(NotificationSettingsUpdateSchema, { email: '' })?.[0]).toEqual(['email']);
  });
});
