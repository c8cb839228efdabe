import { describe, expect, it } from 'vitest';
import { FaqListQuerySchema, FaqFormSchema, operationForRoute, richText } from './index.js';

const text = (length: number) => 'a'.repeat(length);
const faq = (over: Record<string, unknown> = {}) => ({ title: 'How do I claim?', content: '<p>Call us.</p>', ...over });
const firstIssue = (value: unknown) => {
  const res = FaqFormSchema.safeParse(value);
  return res.success ? undefined : { path: res.error.issues[0].path, message: res.error.issues[0].message };
};

describe('FAQ title (spec §5: 3-150, plain text)', () => {
  it.each([
    [2, false],
    [3, true],
    [150, true],
    [151, false],
  ])('%i characters valid: %s', (length, valid) => {
    expect(FaqFormSchema.safeParse(faq({ title: text(length) })).success).toBe(valid);
  });

  it('is trimmed and stripped of markup, the bounds counted after cleaning', () => {
    expect(FaqFormSchema.parse(faq({ title: '  <b>Warranty</b> ' })).title).toBe('Warranty');
    expect(firstIssue(faq({ title: '<i>ab</i>' }))).toEqual({ path: ['title'], message: 'Title must be at least 3 characters.' });
    expect(firstIssue(faq({ title: undefined }))).toEqual({ path: ['title'], message: 'Title is required.' });
  });
});

describe('FAQ content (spec §5: 3-50000, rich text)', () => {
  it.each([
    [2, false],
    [3, true],
    [50_000, true],
    [50_001, false],
  ])('%i characters valid: %s', (length, valid) => {
    expect(FaqFormSchema.safeParse(faq({ content: text(length) })).success).toBe(valid);
  });

  it('keeps the HTML as written: the server sanitises it', () => {
    const content = '<p><strong>Bold</strong> and <em>more</em></p><ul><li>one</li></ul>';
    expect(FaqFormSchema.parse(faq({ content })).content).toBe(content);
  });

  it('names the limits in its messages', () => {
    expect(firstIssue(faq({ content: 'ab' }))).toEqual({ path: ['content'], message: 'Content must be at least 3 characters.' });
    expect(firstIssue(faq({ content: text(50_001) }))?.message).toBe('Content must be at most 50000 characters.');
  });

  it.each([['<p></p>'], ['<p>   </p>'], ['<p>&nbsp;</p>'], ['<ul><li></li></ul>']])('refuses markup without text (%j) as required', (content) => {
    expect(firstIssue(faq({ content }))).toEqual({ path: ['content'], message: 'Content is required.' });
  });
});

describe('richText', () => {
  it('with a minimum of 1 says "is required" for an empty value', () => {
    const field = richText('Content', 1, 10);
    expect(field.safeParse('').error?.issues[0].message).toBe('Content is required.');
    expect(field.parse('x')).toBe('x');
  });
});

describe('FAQ list and routes', () => {
  it('sorts by title or created_at only', () => {
    expect(FaqListQuerySchema.safeParse({ sort_by: 'title' }).success).toBe(true);
    expect(FaqListQuerySchema.safeParse({ sort_by: 'created_at' }).success).toBe(true);
    expect(FaqListQuerySchema.safeParse({ sort_by: 'content' }).success).toBe(false);
  });

  it.each([
    ['faqs', 'List FAQs'],
    ['faqs/add', 'Add FAQ'],
    ['faqs/:faqId', 'Update FAQ'],
  ])('route %s needs %s', (route, op) => {
    expect(operationForRoute(route)).toBe(op);
  });
});

describe('FAQ API body', () => {
  it('takes raw HTML beyond the content bound (the server counts the sanitised HTML) up to a raw cap', async () => {
    const { FaqWriteSchema, RICH_TEXT_RAW_MAX } = await import('./index.js');
    const big = `<p>ok</p>${'<span style="x">'.repeat(4000)}`;
    expect(big.length).toBeGreaterThan(50_000);
    expect(FaqWriteSchema.safeParse({ title: 'Pasted', content: big }).success).toBe(true);
    expect(FaqWriteSchema.safeParse({ title: 'Pasted', content: 'x'.repeat(RICH_TEXT_RAW_MAX) }).success).toBe(true);
    expect(FaqWriteSchema.safeParse({ title: 'Pasted', content: 'x'.repeat(RICH_TEXT_RAW_MAX + 1) }).success).toBe(false);
  });
});
