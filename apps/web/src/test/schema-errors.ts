import type { z } from 'zod';

/**
 * The first message per field a zod schema gives `value` ({} when it passes): what the checks written without zod
 * (login-check.ts, forgot-check.ts, support-check.ts) must answer, message for message.
 */
export function firstErrors(schema: z.ZodType, value: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** An address `length` characters long. */
export const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** E-mail addresses at the pattern's and the bounds' edges (50: staff sign-in, 100: customers and /forgot). */
export const EDGE_EMAILS = [
  '',
  '   ',
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
  emailOfLength(50),
  emailOfLength(51),
  emailOfLength(100),
  emailOfLength(101),
  'späť@example.com',
];

/** Passwords at the 6-50 bounds' edges, one with spaces the schemas keep. */
export const EDGE_PASSWORDS = ['', '12345', '123456', ' 1234 ', 'p'.repeat(50), 'p'.repeat(51)];
