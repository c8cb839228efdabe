import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES, NotificationSettingsUpdateSchema, type NotificationSettings, type NotificationSettingsUpdate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { InPlaceForm } from '../../../components/form/in-place-form';
import { StaleSaveAlert, useStaleSave } from '../../../components/form/stale-save';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { NOTIFICATION_SETTINGS_PATH, useNotificationSettings, useUpdateNotificationSettings } from '../api/profile';

type Save = (values: NotificationSettingsUpdate) => Promise<unknown>;

function PreferencesForm({
  settings,
  save,
  onRefused,
}: {
  settings: NotificationSettings;
  save: Save;
  onRefused: (error: unknown, values: NotificationSettingsUpdate) => boolean;
}) {
  const form = useForm<NotificationSettingsUpdate>({ resolver: zodResolver(NotificationSettingsUpdateSchema), defaultValues: { email: settings.email ?? '' } });
  const saved = async ({ email }: NotificationSettingsUpdate) => {
    await save({ email });
    return { email };
  };

  return (
    <InPlaceForm form={form} save={saved} successMessage={MESSAGES.saved} submitLabel="Save" onRefused={onRefused}>
      <Typography color="text.secondary">GlassDesk emails this address whenever a new customer registers and whenever someone sends a support request.</Typography>
      <FormTextField control={form.control} name="email" label="Customer Registration Alert Email" type="email" required />
    </InPlaceForm>
  );
}

/**
 * spec §2 "Profile" > Preferences (Super Admin only): the customer-registration alert email (5-100). The form saves
 * from the version it opened (CONTRACT "Concurrent edits": GET /notification-settings's ETag goes with the PUT as
 * If-Match); when someone else saved first, what the user typed stays under a choice between their version and a save
 * over it.
 */
export function PreferencesTab() {
  const settings = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();
  const notify = useNotify();
  const id = settings.data?.id ?? 0;
  const versioned = useStaleSave<NotificationSettingsUpdate>(`/notification-settings/${id}`, { from: NOTIFICATION_SETTINGS_PATH, loaded: settings.data !== undefined });
  const save: Save = (values) => update.mutateAsync({ id, ...values });
  const loadTheirs = async () => {
    await settings.refetch();
    versioned.startOver();
  };
  const saveMine = async () => {
    const values = versioned.overwrite();
    if (values === undefined) return;
    try {
      await save(values);
    } catch (error) {
      if (!versioned.refused(error, values)) notify.error(formatApiError(error, 'field'));
      return;
    }
    notify.success(MESSAGES.saved);
    // The save has read the settings again (useUpdateNotificationSettings): the form starts over from them.
    versioned.startOver();
  };

  if (settings.isPending) return <LinearProgress aria-label="Loading" />;
  if (settings.isError) return <Alert severity="error">{formatApiError(settings.error, 'field')}</Alert>;
  return (
    <>
      {versioned.stale && <StaleSaveAlert stale={versioned.stale} onLoadTheirs={loadTheirs} onSaveMine={saveMine} />}
      <PreferencesForm key={versioned.opened} settings={settings.data} save={save} onRefused={versioned.refused} />
    </>
  );
}
