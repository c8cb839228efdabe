import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CustomerLoginSchema, LoginSchema } from '@glassdesk/shared';
import { checkLogin, CUSTOMER_LOGIN, STAFF_LOGIN, type LoginRules } from './login-check';

const firstErrors = (schema: z.ZodType, value: { email: string; password: string }) => {
  const result = schema.safeParse(value);
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
  '<b>x</b>@example.com',
  // The staff bound (50) and the customer's (100) at their edges.
  `${'a'.repeat(38)}@example.com`,
  `${'a'.repeat(39)}@example.com`,
  `${'a'.repeat(88)}@example.com`,
  `${'a'.repeat(89)}@example.com`,
  'späť@example.com',
];
const PASSWORDS = ['', '12345', '123456', ' 1234 ', 'p'.repeat(50), 'p'.repeat(51)];

describe('the sign-in check without zod (login-check.ts)', () => {
  const cases: [string, z.ZodType, LoginRules][] = [
    ['LoginSchema (staff)', LoginSchema, STAFF_LOGIN],
    ['CustomerLoginSchema', CustomerLoginSchema, CUSTOMER_LOGIN],
  ];
  it.each(cases)('agrees with %s, message for message, at every edge', (_name, schema, rules) => {
    for (const email of EMAILS) {
      for (const password of PASSWORDS) {
        const checked = checkLogin({ email, password }, rules);
        expect('errors' in checked ? checked.errors : {}, JSON.stringify({ email, password })).toEqual(firstErrors(schema, { email, password }));
      }
    }
  });

  it('sends the email trimmed and the password exactly as typed', () => {
    expect(checkLogin({ email: '  gina@example.com ', password: ' secret ' }, STAFF_LOGIN)).toEqual({ body: { email: 'gina@example.com', password: ' secret ' } });
  });
});
