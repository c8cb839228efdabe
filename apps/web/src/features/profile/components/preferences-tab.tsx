import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, NotificationSettingsUpdateSchema, type NotificationSettings, type NotificationSettingsUpdate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/profile';

function PreferencesForm({ settings }: { settings: NotificationSettings }) {
  const notify = useNotify();
  const update = useUpdateNotificationSettings();
  const { control, handleSubmit, formState, reset } = useForm<NotificationSettingsUpdate>({
    resolver: zodResolver(NotificationSettingsUpdateSchema),
    defaultValues: { email: settings.email ?? '' },
  });

  const onSubmit = async ({ email }: NotificationSettingsUpdate) => {
    try {
      await update.mutateAsync({ id: settings.id, email });
      reset({ email });
      notify.success(MESSAGES.saved);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  // One submit at a time (a double click saves once); leaving with unsaved changes asks first.
  const guard = useSubmitGuard(handleSubmit(onSubmit));
  const unsavedDialog = useUnsavedChanges(formState.isDirty && !guard.busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={guard.onSubmit} sx={{ maxWidth: 640 }}>
      <Typography color="text.secondary">GlassDesk emails this address whenever a new customer registers and whenever someone sends a support request.</Typography>
      <FormTextField control={control} name="email" label="Customer Registration Alert Email" type="email" required />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={guard.busy} loadingPosition="start">
          Save
        </Button>
      </Stack>
      {unsavedDialog}
    </Stack>
  );
}

/** spec §2 "Profile" > Preferences (Super Admin only): the customer-registration alert email (5-100). */
export function PreferencesTab() {
  const settings = useNotificationSettings(true);
  if (settings.isPending) return <LinearProgress aria-label="Loading" />;
  if (settings.isError) return <Alert severity="error">{formatApiError(settings.error, 'field')}</Alert>;
  return <PreferencesForm settings={settings.data} />;
}
