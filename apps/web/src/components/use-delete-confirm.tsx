import { useState } from 'react';
import { formatApiError, type ErrorStyle } from '../lib/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { useNotify } from './snackbar';

type Options = {
  title: string;
  text: string;
  /** e.g. 'Deleted successfully' (spec §8 names one per screen). */
  successMessage: string;
  remove: (id: number) => Promise<unknown>;
  errorStyle?: ErrorStyle;
};

/** A row's delete action: `ask(id)` opens the confirmation; Yes runs `remove` once and reports the outcome. */
export function useDeleteConfirm({ title, text, successMessage, remove, errorStyle = 'message' }: Options) {
  const notify = useNotify();
  const [target, setTarget] = useState<number | null>(null);

  const confirm = async () => {
    if (target === null) return;
    try {
      await remove(target);
      notify.success(successMessage);
    } catch (error) {
      notify.error(formatApiError(error, errorStyle));
    } finally {
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog open={target !== null} title={title} text={text} onCancel={() => setTarget(null)} onConfirm={confirm} />
  );
  return { ask: setTarget, dialog };
}
