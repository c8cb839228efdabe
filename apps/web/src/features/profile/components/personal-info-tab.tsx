import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, ProfileUpdateSchema, type Profile, type ProfileUpdate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useUpdateProfile } from '../api/profile';

/** spec §2 "Profile" > Personal Information: first and last name (3-50); the email is shown, not changed. */
export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const notify = useNotify();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, formState } = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });

  const onSubmit = async (values: ProfileUpdate) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ first_name: saved.first_name, last_name: saved.last_name });
      notify.success(MESSAGES.profileUpdated);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  // One submit at a time (a double click saves once); leaving with unsaved changes asks first.
  const guard = useSubmitGuard(handleSubmit(onSubmit));
  const unsavedDialog = useUnsavedChanges(formState.isDirty && !guard.busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={guard.onSubmit} sx={{ maxWidth: 640 }}>
      <FormTextField control={control} name="first_name" label="First Name" required />
      <FormTextField control={control} name="last_name" label="Last Name" required />
      <TextField id="profile-email" label="Email" value={profile.email} disabled fullWidth />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={guard.busy} loadingPosition="start">
          Update
        </Button>
      </Stack>
      {unsavedDialog}
    </Stack>
  );
}
