import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
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
  /** The confirmed action; the dialog stays busy (Yes disabled) until its promise settles. */
  onConfirm: () => unknown;
};

/** spec §8: every destructive action asks first, with Cancel and Yes. */
export function ConfirmDialog({ open, title, text, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  // A ref, not only state: a double click lands before React re-renders the disabled button.
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy} variant="contained" color="error" autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
