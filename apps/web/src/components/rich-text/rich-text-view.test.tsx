import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RichTextView } from './rich-text-view';

// DOMPurify does not support happy-dom (its README: "not considered safe", and here it keeps <script> and drops
// <p>), so what the view removes is proven in a real browser: e2e/reference-content.e2e.ts feeds the Help page
// hostile HTML and checks what Chromium renders. This file checks only what does not depend on the DOM parser.
describe('RichTextView', () => {
  it('shows the text of the stored rich text in one labelled region', () => {
    render(<RichTextView component="article" aria-label="Help content" html="<p>Welcome to <strong>GlassDesk</strong></p>" />);
    const region = screen.getByRole('article', { name: 'Help content' });
    expect(region.textContent).toContain('Welcome to');
    expect(region.textContent).toContain('GlassDesk');
  });

  it('renders nothing for empty content', () => {
    render(<RichTextView data-testid="view" html="" />);
    expect(screen.getByTestId('view').textContent).toBe('');
  });
});
