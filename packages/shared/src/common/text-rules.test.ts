import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { emailField, requiredText } from './fields.js';
import { clean } from './markup.js';
import { EMAIL_PATTERN, emailError, lengthError } from './text-rules.js';

/** The schema's first message for a value, or undefined when it passes. */
const firstMessage = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

describe('the zod-free text rules (text-rules.ts) agree with the schemas', () => {
  it('EMAIL_PATTERN is the pattern zod checks e-mails with', () => {
    const probes = ['', 'a@b', 'a@b.c', 'ab@c.de', 'first.last+tag@sub.example.co', '.dot@example.com', 'a..b@example.com', "o'brien@example.ie"];
    probes.push('x@-example.com', 'a-b@c-d.ef', 'a_b@c.de', 'a-@b.cd', 'a@b-.cd', 'a@b..cd', '-a@b.cd', 'späť@example.com', 'a@b.co.uk');
    for (const probe of probes) expect(EMAIL_PATTERN.test(probe), probe).toBe(regexes.email.test(probe));
  });

  // min-1, min, max, max+1, empty, blank, tags and surrounding spaces: what clean() does first.
  const texts = (min: number, max: number) => [
    '',
    '   ',
    'a'.repeat(min - 1),
    'a'.repeat(min),
    'a'.repeat(max),
    'a'.repeat(max + 1),
    ` ${'b'.repeat(min)} `,
    `<b>${'c'.repeat(min)}</b>`,
    '<i></i>',
  ];

  it.each([
    [1, 20],
    [3, 150],
    [3, 250],
  ])('lengthError on the cleaned value is requiredText (%i-%i)', (min, max) => {
    const schema = requiredText('Name', min, max);
    for (const value of texts(min, max)) expect(lengthError('Name', clean(value), min, max), JSON.stringify(value)).toBe(firstMessage(schema, value));
  });

  it.each([
    [3, 150],
    [5, 50],
    [5, 100],
  ])('emailError on the cleaned value is emailField (%i-%i)', (min, max) => {
    const schema = emailField('Email Address', min, max);
    const local = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
    const values = ['', ' ', 'a@b', 'a@b.co', 'not-an-email', ' ann@example.com ', '<b>ann</b>@example.com', local(max), local(max + 1)];
    for (const value of values) expect(emailError('Email Address', clean(value), min, max), JSON.stringify(value)).toBe(firstMessage(schema, value));
  });
});
