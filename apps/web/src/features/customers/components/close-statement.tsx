import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useCloseStatement } from '../api/statements';
import { CLOSE_TEXT } from './statement-month';

/**
 * Closing a customer's statement month, confirmation first (the Statements tab's rows and the statement
 * page). `ask(month)` opens the dialog that `dialog` renders; Yes closes that month once, however often it is clicked.
 */
export function useCloseStatementDialog(customerId: number) {
  const close = useCloseStatement(customerId);
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // The month asked about stays while the dialog fades out, so its text does not blank.
  const [asked, setAsked] = useState('');
  // A ref, not state: a second click on Yes can land before the dialog has re-rendered closed.
  const armed = useRef<string | null>(null);

  const ask = (month: string) => {
    armed.current = month;
    setAsked(month);
    setOpen(true);
  };
  const confirm = async () => {
    const month = armed.current;
    if (!month) return;
    armed.current = null;
    try {
      await close.mutateAsync(month);
      notify.success(CLOSE_TEXT.done);
    } catch (error) {
      notify.error(formatApiError(error, 'message'));
    } finally {
      setOpen(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={open}
      title={CLOSE_TEXT.title}
      text={asked ? CLOSE_TEXT.question(asked) : ''}
      confirmColor="primary"
      onCancel={() => {
        armed.current = null;
        setOpen(false);
      }}
      onConfirm={confirm}
    />
  );
  return { ask, dialog };
}
