import { useEffect, useId, useRef, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  title: string;
  text: string;
  onCancel: () => void;
  /** The confirmed action; the dialog stays busy (Yes disabled, with a spinner) until its promise settles. */
  onConfirm: () => unknown;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Default "Yes". */
  confirmLabel?: string;
  /** Default "error": the confirmed action destroys something. */
  confirmColor?: ButtonProps['color'];
  /** False: on close, focus does not go back to the element that opened the dialog (the caller moves it). */
  restoreFocus?: boolean;
  /** Called once the dialog has finished closing. */
  onClosed?: () => void;
};

/**
 * spec §8: every destructive action asks first, with Cancel and Yes. Cancel has the focus when the dialog opens,
 * so Enter or a stray keypress never confirms a destructive action.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  onCancel,
  onConfirm,
  cancelLabel = 'Cancel',
  confirmLabel = 'Yes',
  confirmColor = 'error',
  restoreFocus = true,
  onClosed,
}: Props) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  // A ref, not only state: a double click lands before React re-renders the disabled button.
  const running = useRef(false);
  const [settled, setSettled] = useState(0);
  // The action unlocks after a render that still shows the dialog open (it failed and the dialog stays, or it opens
  // again): a dialog the action closed keeps its Confirm locked while it fades out, so a slow double click's second
  // click cannot send the action again.
  useEffect(() => {
    if (open) running.current = false;
  }, [open, settled]);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setSettled((n) => n + 1);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      disableRestoreFocus={!restoreFocus}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={confirm} loading={busy} loadingPosition="start" variant="contained" color={confirmColor}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
