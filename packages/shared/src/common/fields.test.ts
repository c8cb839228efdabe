import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailField, optionalText, requiredText, richText } from './fields.js';
import { clean, containsTag, stripMarkup, TAG_PATTERN } from './markup.js';
import { OtpField, passwordField } from '../auth.js';

const message = (schema: z.ZodType, value: unknown) => {
  const res = schema.safeParse(value);
  return res.success ? undefined : res.error.issues.map((issue) => issue.message);
};

// Plain text keeps every character as typed except tags.
describe('stripMarkup: only tags go', () => {
  it.each([
    ['5 < 6', '5 < 6'],
    ['7 > 3 & 2 < 4', '7 > 3 & 2 < 4'],
    ['I <3 glass', 'I <3 glass'],
    ['a<>b', 'a<>b'],
    ['<', '<'],
    ['>', '>'],
    ['x < y and y > z', 'x < y and y > z'],
    ['"quotes" & \'apostrophes\'', '"quotes" & \'apostrophes\''],
    ['&lt;b&gt; &amp;', '&lt;b&gt; &amp;'],
    ['Zoë 🙂 東京 — ok', 'Zoë 🙂 東京 — ok'],
    ['<b>Bold</b>', 'Bold'],
    ['<b>Paris</b> & <i>Lyon</i>', 'Paris & Lyon'],
    ['<script>alert(1)</script>Main St', 'alert(1)Main St'],
    ['<script src="x.js"></script>', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['a <!-- hidden --> b', 'a  b'],
    ['a <!-- 1 < 2 > 0 --> b', 'a  b'],
    ['<!DOCTYPE html>text', 'text'],
    ['unclosed <!-- comment', 'unclosed <!-- comment'],
    ['<!-->', '<!-->'],
    ['a <b', 'a <b'],
    ['<b <i>x', '<b x'],
    ['</ b>', '</ b>'],
    ['< b>', '< b>'],
    ['<1>', '<1>'],
    ['<<b>b>', ''],
    ['<<b>/b>x', 'x'],
    ['<!<b>-- gone -->', ''],
  ])('stripMarkup(%j) -> %j', (input, output) => {
    expect(stripMarkup(input)).toBe(output);
  });

  it('trims after removing the tags', () => {
    expect(clean('  <b> 5 < 6 </b>  ')).toBe('5 < 6');
  });

  it('removes NUL, which PostgreSQL cannot store', () => {
    expect(clean('a\0b')).toBe('ab');
  });

  it('tells when a value contains a tag', () => {
    expect(containsTag('<b>Bold</b>')).toBe(true);
    expect(containsTag('5 < 6')).toBe(false);
    expect(containsTag('<!-- x -->')).toBe(true);
  });

  it('strips a long hostile string in linear time', () => {
    const hostile = '<'.repeat(100_000) + 'b>'.repeat(100_000) + '<!--'.repeat(50_000) + '<a'.repeat(50_000);
    const started = performance.now();
    const out = stripMarkup(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
    // The nested tags all go; the unclosed comment openers and '<a' without '>' are text.
    expect(out).toBe('<!--'.repeat(50_000) + '<a'.repeat(50_000));
  });
});

// Properties over random text. Text is drawn from an alphabet rich in the characters that make or break a tag.
const tricky = fc.constantFrom('<', '>', '/', '!', '-', 'a', 'B', ' ', '"', "'", '&', '=', '3', 'é', '🙂', '\n');
const trickyText = fc.array(fc.oneof(tricky, fc.string({ maxLength: 3 }), fc.string({ unit: 'grapheme', maxLength: 2 })), { maxLength: 40 }).map((parts) => parts.join(''));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), trickyText);
const tag = fc.oneof(
  fc.constantFrom('<b>', '</b>', '<i>', '</i>', '<br/>', '<script>', '</script>', '<!-- note -->', '<!DOCTYPE html>'),
  fc
    .tuple(fc.constantFrom('', '/'), fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,5}$/), fc.stringMatching(/^( [^<>]{0,12})?$/))
    .map(([slash, name, attrs]) => `<${slash}${name}${attrs}>`),
);
/** Text that cannot join with a neighbouring tag or text into a new tag: no angle brackets at all. */
const plain = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[<>]/g, ''));

describe('stripMarkup properties', () => {
  it('any string without a tag survives a round trip unchanged', () => {
    fc.assert(
      fc.property(
        anyText.filter((s) => !TAG_PATTERN.test(s)),
        (s) => {
          expect(stripMarkup(s)).toBe(s);
          expect(clean(s)).toBe(s.replace(/\0/g, '').trim());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a string with tags comes back with only the tags removed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, tag)), plain, (pairs, last) => {
        const input = pairs.map(([text, t]) => text + t).join('') + last;
        const expected = pairs.map(([text]) => text).join('') + last;
        expect(stripMarkup(input)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('the output never contains a tag', () => {
    const mixed = fc.array(fc.oneof(anyText, tag, tricky), { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(mixed, (s) => {
        const out = stripMarkup(s);
        expect(TAG_PATTERN.test(out)).toBe(false);
        expect(stripMarkup(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });
});

// An empty required field always reads "<Label> is required.", at every minimum length.
describe('required fields at their edges', () => {
  const a = (n: number) => 'a'.repeat(n);

  it.each([
    ['', ['Name is required.']],
    ['   ', ['Name is required.']],
    ['<b></b>', ['Name is required.']],
    [undefined, ['Name is required.']],
    [null, ['Name is required.']],
    [a(2), ['Name must be at least 3 characters.']],
    [a(3), undefined],
    [a(50), undefined],
    [a(51), ['Name must be at most 50 characters.']],
  ])('requiredText 3-50 %j -> %j', (value, expected) => {
    expect(message(requiredText('Name', 3, 50), value)).toEqual(expected);
  });

  it.each([
    ['', ['City Name is required.']],
    [a(1), undefined],
    [a(50), undefined],
    [a(51), ['City Name must be at most 50 characters.']],
  ])('requiredText 1-50 %j -> %j', (value, expected) => {
    expect(message(requiredText('City Name', 1, 50), value)).toEqual(expected);
  });

  it.each([
    ['', ['Email is required.']],
    [' ', ['Email is required.']],
    ['a@b.', ['Email must be at least 5 characters.']],
    ['a@b.c', ['Invalid email.']],
    ['a@b.co', undefined],
    [`${a(88)}@example.com`, undefined],
    [`${a(89)}@example.com`, ['Email must be at most 100 characters.']],
  ])('emailField 5-100 %j -> %j', (value, expected) => {
    expect(message(emailField('Email', 5, 100), value)).toEqual(expected);
  });

  it.each([
    ['', ['Password is required.']],
    [a(5), ['Password must be at least 6 characters.']],
    [a(6), undefined],
    [a(50), undefined],
    [a(51), ['Password must be at most 50 characters.']],
  ])('passwordField 6-50 %j -> %j', (value, expected) => {
    expect(message(passwordField('Password'), value)).toEqual(expected);
  });

  it.each([
    ['', ['Content is required.']],
    ['<p></p>', ['Content is required.']],
    ['ab', ['Content must be at least 3 characters.']],
    ['abc', undefined],
    [a(10), undefined],
    [a(11), ['Content must be at most 10 characters.']],
  ])('richText 3-10 %j -> %j', (value, expected) => {
    expect(message(richText('Content', 3, 10), value)).toEqual(expected);
  });

  it.each([
    ['', ['OTP is required.']],
    ['  ', ['OTP is required.']],
    ['123', ['OTP must be exactly 4 digits.']],
    ['1234', undefined],
    ['12345', ['OTP must be exactly 4 digits.']],
  ])('OTP %j -> %j', (value, expected) => {
    expect(message(OtpField, value)).toEqual(expected);
  });

  it('keeps an optional text optional: empty is null, short is refused', () => {
    const field = optionalText('Account Id', 5, 2);
    expect(field.parse('')).toBeNull();
    expect(message(field, 'a')).toEqual(['Account Id must be at least 2 characters.']);
    expect(field.parse('ab')).toBe('ab');
    expect(field.parse(a(5))).toBe(a(5));
    expect(message(field, a(6))).toEqual(['Account Id must be at most 5 characters.']);
  });
});
