import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { MESSAGES, ProfileUpdateSchema, type Profile, type ProfileUpdate } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { InPlaceForm } from '../../../components/form/in-place-form';
import { useUpdateProfile } from '../api/profile';

/** spec §2 "Profile" > Personal Information: first and last name (3-50); the email is shown, not changed. */
export function PersonalInfoTab({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const save = async (values: ProfileUpdate) => {
    const saved = await update.mutateAsync(values);
    return { first_name: saved.first_name, last_name: saved.last_name };
  };

  return (
    <InPlaceForm form={form} save={save} successMessage={MESSAGES.profileUpdated} submitLabel="Update">
      <FormTextField control={form.control} name="first_name" label="First Name" required />
      <FormTextField control={form.control} name="last_name" label="Last Name" required />
      <TextField id="profile-email" label="Email" value={profile.email} disabled fullWidth />
    </InPlaceForm>
  );
}
