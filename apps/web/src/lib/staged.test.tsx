import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useStagedReveal } from './staged';

function Parts({ parts }: { parts: number }) {
  const shown = useStagedReveal(parts);
  return (
    <ol>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>part {i + 1}</li>
      ))}
    </ol>
  );
}

describe('useStagedReveal', () => {
  it('shows the first part at once and the others one after another, never more than asked for', async () => {
    render(<Parts parts={3} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['part 1']);
    expect(await screen.findByText('part 3')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('a single part is shown at once', () => {
    render(<Parts parts={1} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
