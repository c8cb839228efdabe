import { describe, expect, it } from 'vitest';
import { operationForRoute, SupportListQuerySchema, SupportRequestCreateSchema } from './index.js';

const request = (over: Record<string, unknown> = {}) => ({ name: 'Ann Lee', email: 'ann@example.com', description: 'The form fails.', ...over });
const firstIssue = (value: unknown) => SupportRequestCreateSchema.safeParse(value).error?.issues[0];
const ok = (value: unknown) => SupportRequestCreateSchema.safeParse(value).success;

describe('Support request (spec §5)', () => {
  it.each([
    [2, false],
    [3, true],
    [150, true],
    [151, false],
  ])('name of %i characters valid: %s', (length, valid) => {
    expect(ok(request({ name: 'n'.repeat(length) }))).toBe(valid);
  });

  it.each([
    [2, false],
    [3, true],
    [250, true],
    [251, false],
  ])('description of %i characters valid: %s', (length, valid) => {
    expect(ok(request({ description: 'd'.repeat(length) }))).toBe(valid);
  });

  it('takes an email of 6 and of 150 characters, refuses 151 and a shape that is no email', () => {
    expect(ok(request({ email: 'a@b.co' }))).toBe(true);
    expect(ok(request({ email: `${'a'.repeat(138)}@example.com` }))).toBe(true);
    expect(firstIssue(request({ email: `${'a'.repeat(139)}@example.com` }))).toMatchObject({ path: ['email'], message: 'Email Address must be at most 150 characters.' });
    expect(firstIssue(request({ email: 'a@' }))).toMatchObject({ path: ['email'], message: 'Email Address must be at least 3 characters.' });
    expect(firstIssue(request({ email: 'a@b' }))).toMatchObject({ path: ['email'], message: 'Invalid email.' });
    expect(firstIssue(request({ email: 'not an email' }))?.message).toBe('Invalid email.');
  });

  it('names each field in its messages', () => {
    expect(firstIssue(request({ name: '' }))).toMatchObject({ path: ['name'], message: 'Name is required.' });
    expect(firstIssue(request({ name: 'ab' }))).toMatchObject({ path: ['name'], message: 'Name must be at least 3 characters.' });
    expect(firstIssue(request({ name: undefined }))).toMatchObject({ path: ['name'], message: 'Name is required.' });
    expect(firstIssue(request({ description: 'ab' }))).toMatchObject({ path: ['description'], message: 'Support Description must be at least 3 characters.' });
    expect(firstIssue(request({ description: 'd'.repeat(251) }))?.message).toBe('Support Description must be at most 250 characters.');
  });

  it('strips markup from every field and trims it', () => {
    expect(SupportRequestCreateSchema.parse(request({ name: ' <b>Ann</b> ', email: ' ann@example.com ', description: '<img src=x onerror=alert(1)>Help <i>me</i>' }))).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      description: 'Help me',
    });
  });

  it('lists sorted by the field names of its columns (name, email, description, created_at) only; needs List Support', () => {
    for (const sort_by of ['created_at', 'name', 'email', 'description']) expect(SupportListQuerySchema.safeParse({ sort_by }).success).toBe(true);
    expect(SupportListQuerySchema.safeParse({ sort_by: 'id' }).success).toBe(false);
    expect(operationForRoute('support')).toBe('List Support');
  });
});
