import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES, NotificationFormSchema, type NotificationForm } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useSendNotification } from '../api/customers';
import { FormDialog } from './form-dialog';

type Props = { customer: { id: number; name: string } | null; onClose: () => void };

/** spec §2/§5: send a notification message (3-150) to one customer; 'Sent.'. */
export function NotificationDialog({ customer, onClose }: Props) {
  const notify = useNotify();
  const send = useSendNotification();
  const { control, handleSubmit, reset } = useForm<NotificationForm>({ resolver: zodResolver(NotificationFormSchema), defaultValues: { message: '' } });

  const close = () => {
    reset({ message: '' });
    onClose();
  };

  const onSubmit = async ({ message }: NotificationForm) => {
    if (!customer || send.isPending) return;
    try {
      await send.mutateAsync({ id: customer.id, message });
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.sent);
    close();
  };

  return (
    <FormDialog
      open={customer !== null}
      title="Send Notification"
      subtitle={customer?.name}
      submitLabel="Send"
      busy={send.isPending}
      onClose={close}
      onSubmit={handleSubmit(onSubmit)}
    >
      <FormTextField control={control} name="message" label="Message" required multiline minRows={3} autoFocus slotProps={{ htmlInput: { maxLength: 150 } }} />
    </FormDialog>
  );
}
