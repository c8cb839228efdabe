import { useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '../../../components/form/text-field';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';

type Props = {
  open: boolean;
  id: string;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: string;
  /** The call the password unlocks; its message is the snackbar's. */
  action: (password: string) => Promise<{ message: string }>;
  onClose: () => void;
  onDone: () => void;
};

/**
 * A second factor changes only after the password (ASVS V7.5.1): a confirmation with a password field. A wrong
 * password (403) is said under the field; any other refusal in the snackbar.
 */
export function PasswordDialog({ open, id, title, text, confirmLabel, action, onClose, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const notify = useNotify();
  const reset = () => {
    setPassword('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    void run(async () => {
      try {
        notify.success((await action(password)).message);
        reset();
        onDone();
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) setError(formatApiError(e, 'field'));
        else notify.error(formatApiError(e, 'field'));
      }
    })();
  };
  return (
    <Dialog
      open={open}
      onClose={
        busy
          ? undefined
          : () => {
              reset();
              onClose();
            }
      }
      aria-labelledby={`${id}-title`}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            name={`${id}-password`}
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            error={error}
            autoComplete="current-password"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              reset();
              onClose();
            }}
            disabled={busy}
          >
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy} loadingPosition="start">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
