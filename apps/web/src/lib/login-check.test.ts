import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CustomerLoginSchema, LoginSchema } from '@glassdesk/shared';
import { EDGE_EMAILS as EMAILS, EDGE_PASSWORDS as PASSWORDS, firstErrors } from '../test/schema-errors';
import { checkLogin, CUSTOMER_LOGIN, STAFF_LOGIN, type LoginRules } from './login-check';

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
