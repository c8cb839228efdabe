import { useRef, useState } from 'react';
import { formatApiError, type ErrorStyle } from '../lib/api-error';
import type { ButtonProps } from '@mui/material/Button';
import { ConfirmDialog } from './confirm-dialog';
import { useNotify } from './snackbar';

export type ConfirmOptions = {
  title: string;
  text: string;
  /** e.g. 'Deleted successfully' (spec §8 names one per screen). */
  successMessage: string;
  remove: (id: number) => Promise<unknown>;
  errorStyle?: ErrorStyle;
  /** The Yes button's colour: 'error' (default) destroys something; e.g. 'primary' for a restore. */
  confirmColor?: ButtonProps['color'];
};

/** Where focus goes once a row is gone: its table if still on screen, else the page's heading. */
function focusAfterDelete(table: HTMLElement | null) {
  const target = table?.isConnected ? table : document.querySelector<HTMLElement>('main h1, h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * Row actions that ask first (delete, restore, delete for good): `ask(id, options)` opens the confirmation; Yes runs
 * `options.remove` once and reports the outcome. One dialog serves every such action of a list.
 * After the action the focus goes to the list's table (the row and its button are gone), not to the page body;
 * after Cancel or a refusal it goes back to the row's button.
 */
export function useConfirmAction() {
  const notify = useNotify();
  const [target, setTarget] = useState<number | null>(null);
  // The last action asked for: it stays while the dialog fades out, so its title does not blank.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [done, setDone] = useState(false);
  // The table the button sat in, noted when the dialog opens (the row may be gone when it closes).
  const table = useRef<HTMLElement | null>(null);

  const ask = (id: number, chosen: ConfirmOptions) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    table.current = opener?.closest('table') ?? null;
    setDone(false);
    setOptions(chosen);
    setTarget(id);
  };

  const confirm = async () => {
    if (target === null || !options) return;
    try {
      await options.remove(target);
      setDone(true);
      notify.success(options.successMessage);
    } catch (error) {
      notify.error(formatApiError(error, options.errorStyle ?? 'message'));
    } finally {
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={options?.title ?? ''}
      text={options?.text ?? ''}
      onCancel={() => setTarget(null)}
      onConfirm={confirm}
      confirmColor={options?.confirmColor}
      restoreFocus={!done}
      onClosed={() => {
        if (done) focusAfterDelete(table.current);
      }}
    />
  );
  return { ask, dialog };
}

/** A row's delete action with its one confirmation: `ask(id)` opens it. */
export function useDeleteConfirm(options: ConfirmOptions) {
  const { ask, dialog } = useConfirmAction();
  return { ask: (id: number) => ask(id, options), dialog };
}
