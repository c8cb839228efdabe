import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES, NotificationSettingsUpdateSchema, type NotificationSettings, type NotificationSettingsUpdate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { InPlaceForm } from '../../../components/form/in-place-form';
import { formatApiError } from '../../../lib/api-error';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/profile';

function PreferencesForm({ settings }: { settings: NotificationSettings }) {
  const update = useUpdateNotificationSettings();
  const form = useForm<NotificationSettingsUpdate>({ resolver: zodResolver(NotificationSettingsUpdateSchema), defaultValues: { email: settings.email ?? '' } });
  const save = async ({ email }: NotificationSettingsUpdate) => {
    await update.mutateAsync({ id: settings.id, email });
    return { email };
  };

  return (
    <InPlaceForm form={form} save={save} successMessage={MESSAGES.saved} submitLabel="Save">
      <Typography color="text.secondary">GlassDesk emails this address whenever a new customer registers and whenever someone sends a support request.</Typography>
      <FormTextField control={form.control} name="email" label="Customer Registration Alert Email" type="email" required />
    </InPlaceForm>
  );
}

/** spec §2 "Profile" > Preferences (Super Admin only): the customer-registration alert email (5-100). */
export function PreferencesTab() {
  const settings = useNotificationSettings(true);
  if (settings.isPending) return <LinearProgress aria-label="Loading" />;
  if (settings.isError) return <Alert severity="error">{formatApiError(settings.error, 'field')}</Alert>;
  return <PreferencesForm settings={settings.data} />;
}
