import { describe, expect, it } from 'vitest';
import { HelpFormSchema, operationForRoute } from './index.js';

describe('Help content (rich text, 1-50000)', () => {
  it.each([
    [0, false],
    [1, true],
    [50_000, true],
    [50_001, false],
  ])('%i characters valid: %s', (length, valid) => {
    expect(HelpFormSchema.safeParse({ content: 'h'.repeat(length) }).success).toBe(valid);
  });

  it('keeps the HTML as written and refuses an empty editor', () => {
    expect(HelpFormSchema.parse({ content: '<h2>Signing in</h2>' }).content).toBe('<h2>Signing in</h2>');
    expect(HelpFormSchema.safeParse({ content: '<p></p>' }).error?.issues[0]).toMatchObject({ path: ['content'], message: 'Content is required.' });
    expect(HelpFormSchema.safeParse({}).error?.issues[0]).toMatchObject({ path: ['content'], message: 'Content is required.' });
  });

  it.each([
    ['help', 'List Help'],
    ['help/:helpId', 'Update Help'],
  ])('route %s needs %s', (route, op) => {
    expect(operationForRoute(route)).toBe(op);
  });
});
