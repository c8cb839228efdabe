import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeleteIcon from '@mui/icons-material/Delete';
import { ActionButton, AsyncIconButton } from './async-action-button';

function deferred() {
  let finish = () => {};
  const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { action, finish: () => finish() };
}

describe('AsyncIconButton and ActionButton: one click is one call', () => {
  it('AsyncIconButton calls once on a double click and is disabled, busy, while the call runs', async () => {
    const user = userEvent.setup();
    const { action, finish } = deferred();
    render(<AsyncIconButton label="Remove Plant North" title="Remove Plant" icon={<DeleteIcon />} onClick={action} />);
    const button = screen.getByRole('button', { name: 'Remove Plant North' });
    await user.dblClick(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("a double click's second click is the same gesture even when the first call has already finished (a fast download)", async () => {
    const action = vi.fn(async () => {});
    render(<ActionButton onClick={action}>Download PDF</ActionButton>);
    const button = screen.getByRole('button', { name: 'Download PDF' });
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    // The first call is over; the second click of the double click (detail 2) still calls nothing.
    fireEvent.click(button, { detail: 2 });
    expect(action).toHaveBeenCalledTimes(1);
    // A new click later (detail 1 again), or Enter on the focused button (detail 0), is a new call.
    fireEvent.click(button, { detail: 1 });
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    fireEvent.click(button, { detail: 0 });
    await waitFor(() => expect(action).toHaveBeenCalledTimes(3));
  });

  it('two clicks landing before React re-renders still make one call (the guard is a ref, not state)', async () => {
    const { action, finish } = deferred();
    render(<AsyncIconButton label="Remove Plant North" icon={<DeleteIcon />} onClick={action} />);
    const button = screen.getByRole('button', { name: 'Remove Plant North' });
    // Both clicks inside one act: React renders the disabled button only after both have run.
    act(() => {
      button.click();
      button.click();
    });
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
  });

  it('ActionButton calls once on a double click and shows a spinner while the call runs', async () => {
    const user = userEvent.setup();
    const { action, finish } = deferred();
    render(<ActionButton onClick={action}>Send</ActionButton>);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(button);
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.querySelector('[role="progressbar"]')).toBeTruthy());
    await act(async () => finish());
    await waitFor(() => expect(button.querySelector('[role="progressbar"]')).toBeNull());
  });
});
