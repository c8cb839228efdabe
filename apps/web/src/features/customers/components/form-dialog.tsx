import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';

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
  // One submit at a time: a double click or Enter pressed twice sends once.
  const guard = useSubmitGuard(onSubmit);
  const working = busy || guard.busy;
  return (
    <Dialog
      open={open}
      onClose={working ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: guard.onSubmit } as object }}
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
        <Button onClick={onClose} disabled={working}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={working}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
