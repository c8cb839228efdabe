import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { TicketCommentCreateSchema, type TicketCommentCreate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';

type Props = {
  open: boolean;
  /** "Send Notification" or "Add Comment": the dialog's title. */
  title: string;
  /** The ticket it acts on, under the title. */
  subtitle: string;
  submitLabel: string;
  /** The call; its success message is shown and the dialog closes. */
  send: (message: string) => Promise<unknown>;
  successMessage: string;
  onClose: () => void;
};

/** A message (3-150, spec §5) sent from the ticket detail: a notification to the customer, or a staff comment. */
export function MessageDialog({ open, title, subtitle, submitLabel, send, successMessage, onClose }: Props) {
  const titleId = useId();
  const notify = useNotify();
  const { control, handleSubmit, reset } = useForm<TicketCommentCreate>({ resolver: zodResolver(TicketCommentCreateSchema), defaultValues: { message: '' } });

  const close = () => {
    reset({ message: '' });
    onClose();
  };

  const onSave = async ({ message }: TicketCommentCreate) => {
    try {
      await send(message);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(successMessage);
    close();
  };
  // A double click or Enter pressed twice sends once.
  const guard = useSubmitGuard(handleSubmit(onSave));

  return (
    <Dialog
      open={open}
      onClose={guard.busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: guard.onSubmit, 'aria-busy': guard.busy || undefined } as object }}
    >
      <DialogTitle id={titleId}>
        {title}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {subtitle}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <FormTextField control={control} name="message" label="Message" required multiline minRows={3} autoFocus slotProps={{ htmlInput: { maxLength: 150 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={guard.busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={guard.busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
