import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete City"
      text="Are you sure you want to delete the City ?"
      onCancel={() => setOpen(false)}
      onConfirm={async () => {
        await onConfirm();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is labelled by its title and asks the question with Cancel and Yes', () => {
    render(<Harness onConfirm={vi.fn(async () => {})} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete City' });
    expect(dialog.textContent).toContain('Are you sure you want to delete the City ?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
  });

  it('runs the action once on a double click, with Yes disabled while it runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={action} />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    await user.dblClick(yes);
    fireEvent.click(yes); // a click that gets past the disabled look

    expect(action).toHaveBeenCalledTimes(1);
    expect((yes as HTMLButtonElement).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does not act again on a second click that lands after the action closed it, while it fades out', async () => {
    const action = vi.fn(async () => {});
    render(<Harness onConfirm={action} />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    fireEvent.click(yes);
    await waitFor(() => expect(yes.closest('[role="dialog"]')?.parentElement?.style.opacity).toBe('0'));
    fireEvent.click(yes);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('opens with the focus on Cancel, not on Yes', async () => {
    render(<Harness onConfirm={vi.fn(async () => {})} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('Enter right after it opens cancels rather than confirms', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<Harness onConfirm={action} />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });

  it('Cancel closes without acting', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<Harness onConfirm={action} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
  });
});
