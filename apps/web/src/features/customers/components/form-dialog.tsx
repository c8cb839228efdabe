import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

type Props = {
  open: boolean;
  title: string;
  /** Whom the dialog acts on, under the title (e.g. the customer's name). */
  subtitle?: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit(...)). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
};

/** A small form in a dialog (notification, cost, business): labelled by its title, Cancel and a submit button. */
export function FormDialog({ open, title, subtitle, submitLabel, busy, onClose, onSubmit, children }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>
        {title}
        {subtitle && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {subtitle}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
