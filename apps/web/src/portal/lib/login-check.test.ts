import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { CustomerLoginSchema } from '@glassdesk/shared';
import { checkLogin, EMAIL_PATTERN } from './login-check';

const first = (value: { email: string; password: string }) => {
  const result = CustomerLoginSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

const EMAILS = [
  '',
  'a@b',
  'a@b.c',
  'ab@c.de',
  'gina@example.com',
  '  gina@example.com  ',
  'first.last+tag@sub.example.co',
  '.dot@example.com',
  'a..b@example.com',
  "o'brien@example.ie",
  'no-at-sign.example.com',
  'x@-example.com',
  'x@example.c',
  `${'a'.repeat(88)}@example.com`,
  `${'a'.repeat(89)}@example.com`,
  'späť@example.com',
];
const PASSWORDS = ['', '12345', '123456', ' 1234 ', 'p'.repeat(50), 'p'.repeat(51)];

describe('the sign-in check without zod (login-check.ts)', () => {
  it('uses the pattern zod checks e-mails with', () => {
    const probes = [...EMAILS, 'a-b@c-d.ef', "a'b@c.de", 'a_b@c.de', 'a+b@c.de', 'a.b.c@d.ef', 'a-@b.cd', 'a@b-.cd', 'a@b..cd', '-a@b.cd'];
    for (const probe of probes) expect(EMAIL_PATTERN.test(probe), probe).toBe(regexes.email.test(probe));
  });

  it('agrees with CustomerLoginSchema, message for message, at every edge', () => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        const checked = checkLogin({ email, password });
        const expected = first({ email, password });
        expect('errors' in checked ? checked.errors : {}, JSON.stringify({ email, password })).toEqual(expected);
      }
    }
  });

  it('sends the email trimmed and the password exactly as typed', () => {
    expect(checkLogin({ email: '  gina@example.com ', password: ' secret ' })).toEqual({ body: { email: 'gina@example.com', password: ' secret ' } });
  });
});
