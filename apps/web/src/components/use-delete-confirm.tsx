import { useRef, useState } from 'react';
import { formatApiError, type ErrorStyle } from '../lib/api-error';
import type { ButtonProps } from '@mui/material/Button';
import { ConfirmDialog } from './confirm-dialog';
import { useNotify } from './snackbar';

type Options = {
  title: string;
  text: string;
  /** e.g. 'Deleted successfully' (spec §8 names one per screen). */
  successMessage: string;
  remove: (id: number) => Promise<unknown>;
  errorStyle?: ErrorStyle;
  /** The Yes button's colour: 'error' (default) destroys something; e.g. 'primary' for a restore. */
  confirmColor?: ButtonProps['color'];
};

/** Where focus goes once a row is deleted: its table if still on screen, else the page's heading. */
function focusAfterDelete(table: HTMLElement | null) {
  const target = table?.isConnected ? table : document.querySelector<HTMLElement>('main h1, h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * A row's delete action: `ask(id)` opens the confirmation; Yes runs `remove` once and reports the outcome.
 * After a delete the focus goes to the list's table (the row and its button are gone), not to the page body;
 * after Cancel or a refusal it goes back to the row's delete button.
 */
export function useDeleteConfirm({ title, text, successMessage, remove, errorStyle = 'message', confirmColor }: Options) {
  const notify = useNotify();
  const [target, setTarget] = useState<number | null>(null);
  const [deleted, setDeleted] = useState(false);
  // The table the delete button sat in, noted when the dialog opens (the row may be gone when it closes).
  const table = useRef<HTMLElement | null>(null);

  const ask = (id: number) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    table.current = opener?.closest('table') ?? null;
    setDeleted(false);
    setTarget(id);
  };

  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      setDeleted(true);
      notify.success(successMessage);
    } catch (error) {
      notify.error(formatApiError(error, errorStyle));
    } finally {
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      text={text}
      onCancel={() => setTarget(null)}
      onConfirm={confirm}
      confirmColor={confirmColor}
      restoreFocus={!deleted}
      onClosed={() => {
        if (deleted) focusAfterDelete(table.current);
      }}
    />
  );
  return { ask, dialog };
}
