import { describe, expect, it } from 'vitest';
import { SupportRequestCreateSchema } from '@glassdesk/shared';
import { checkSupport } from './support-check';

const schemaErrors = (value: { name: string; email: string; description: string }) => {
  const result = SupportRequestCreateSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
const NAMES = ['', '  ', 'Al', 'Ann', ' Ann ', '<b>Al</b>', '<b>Ann</b>', 'n'.repeat(150), 'n'.repeat(151)];
const EMAILS = ['', 'a@b', 'ann@example.com', ' ann@example.com ', 'ann@example', '<i>ann</i>@example.com', email(150), email(151)];
const DESCRIPTIONS = ['', 'ab', 'abc', '<p>ab</p>', 'd'.repeat(250), 'd'.repeat(251), ` ${'d'.repeat(250)} `];

describe('the support form check without zod (support-check.ts)', () => {
  it('agrees with SupportRequestCreateSchema, message for message, at every edge', () => {
    for (const name of NAMES)
      for (const mail of EMAILS)
        for (const description of DESCRIPTIONS) {
          const value = { name, email: mail, description };
          const checked = checkSupport(value);
          expect('errors' in checked ? checked.errors : {}, JSON.stringify(value)).toEqual(schemaErrors(value));
        }
  });

  it('sends what the schema would: cleaned of tags and trimmed, every other character as typed', () => {
    const value = { name: ' <b>Ann</b> & Co ', email: ' ann@example.com', description: 'Trolley <3 > gone' };
    expect(checkSupport(value)).toEqual({ body: SupportRequestCreateSchema.parse(value) });
  });
});
