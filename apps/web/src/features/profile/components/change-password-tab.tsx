import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChangePasswordFormSchema, MESSAGES, type ChangePasswordForm } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useChangePassword } from '../api/profile';

const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/** spec §2 "Profile" > Change Password: old, new and confirm (each 6-50); a wrong old password shows the 403 detail. */
export function ChangePasswordTab() {
  const notify = useNotify();
  const change = useChangePassword();
  const { control, handleSubmit, reset, formState } = useForm<ChangePasswordForm>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = async ({ old_password, new_password }: ChangePasswordForm) => {
    try {
      await change.mutateAsync({ old_password, new_password });
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
      return;
    }
    reset(EMPTY);
    notify.success(MESSAGES.passwordChanged);
  };

  // One submit at a time (a double click saves once); leaving with unsaved changes asks first.
  const guard = useSubmitGuard(handleSubmit(onSubmit));
  const unsavedDialog = useUnsavedChanges(formState.isDirty && !guard.busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={guard.onSubmit} sx={{ maxWidth: 640 }}>
      <FormTextField control={control} name="old_password" label="Old Password" type="password" autoComplete="current-password" required />
      <FormTextField control={control} name="new_password" label="New Password" type="password" autoComplete="new-password" required />
      <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={guard.busy} loadingPosition="start">
          Update
        </Button>
      </Stack>
      {unsavedDialog}
    </Stack>
  );
}
