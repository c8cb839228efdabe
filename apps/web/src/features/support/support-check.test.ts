import { describe, expect, it } from 'vitest';
import { SupportRequestCreateSchema } from '@glassdesk/shared';
import { emailOfLength, firstErrors } from '../../test/schema-errors';
import { checkSupport } from './support-check';

const NAMES = ['', '  ', 'Al', 'Ann', ' Ann ', '<b>Al</b>', '<b>Ann</b>', 'n'.repeat(150), 'n'.repeat(151)];
const EMAILS = ['', 'a@b', 'ann@example.com', ' ann@example.com ', 'ann@example', '<i>ann</i>@example.com', emailOfLength(150), emailOfLength(151)];
const DESCRIPTIONS = ['', 'ab', 'abc', '<p>ab</p>', 'd'.repeat(250), 'd'.repeat(251), ` ${'d'.repeat(250)} `];

describe('the support form check without zod (support-check.ts)', () => {
  it('agrees with SupportRequestCreateSchema, message for message, at every edge', () => {
    for (const name of NAMES)
      for (const mail of EMAILS)
        for (const description of DESCRIPTIONS) {
          const value = { name, email: mail, description };
          const checked = checkSupport(value);
          expect('errors' in checked ? checked.errors : {}, JSON.stringify(value)).toEqual(firstErrors(SupportRequestCreateSchema, value));
        }
  });

  it('sends what the schema would: cleaned of tags and trimmed, every other character as typed', () => {
    const value = { name: ' <b>Ann</b> & Co ', email: ' ann@example.com', description: 'Trolley <3 > gone' };
    expect(checkSupport(value)).toEqual({ body: SupportRequestCreateSchema.parse(value) });
  });
});
