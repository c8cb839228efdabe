import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, SupportRequestCreateSchema, type SupportRequestCreate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { sendSupportRequest } from '../api/support';

const EMPTY: SupportRequestCreate = { name: '', email: '', description: '' };

/** spec §2 /support: Name, Email Address, Support Description (five rows) and Submit. */
export function SupportForm() {
  const notify = useNotify();
  const { control, handleSubmit, formState, reset } = useForm<SupportRequestCreate>({
    resolver: zodResolver(SupportRequestCreateSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: SupportRequestCreate) => {
    try {
      await sendSupportRequest(values);
    } catch (error) {
      // spec §8: 422 as "location: message", 401 and 429 as the server's detail.
      notify.error(formatApiError(error, 'loc'));
      return;
    }
    notify.success(MESSAGES.supportSent);
    reset(EMPTY);
  };

  // One submit at a time (a double click saves once); leaving with unsaved changes asks first.
  const guard = useSubmitGuard(handleSubmit(onSubmit));
  const unsavedDialog = useUnsavedChanges(formState.isDirty && !guard.busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={guard.onSubmit}>
      <FormTextField control={control} name="name" label="Name" autoComplete="name" required autoFocus />
      <FormTextField control={control} name="email" label="Email Address" type="email" autoComplete="email" required />
      <FormTextField control={control} name="description" label="Support Description" multiline rows={5} required />
      <Button type="submit" variant="contained" size="large" loading={guard.busy} loadingPosition="start">
        Submit
      </Button>
      {unsavedDialog}
    </Stack>
  );
}
