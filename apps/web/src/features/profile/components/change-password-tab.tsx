import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChangePasswordFormSchema, MESSAGES, type ChangePasswordForm } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { InPlaceForm } from '../../../components/form/in-place-form';
import { useChangePassword } from '../api/profile';

const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/** spec §2 "Profile" > Change Password: old, new and confirm (each 6-50); a wrong old password shows the 403 detail. */
export function ChangePasswordTab() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: EMPTY });
  // Once changed, the form empties: the passwords typed are not kept on screen.
  const save = async ({ old_password, new_password }: ChangePasswordForm) => {
    await change.mutateAsync({ old_password, new_password });
    return EMPTY;
  };

  return (
    <InPlaceForm form={form} save={save} successMessage={MESSAGES.passwordChanged} submitLabel="Update">
      <FormTextField control={form.control} name="old_password" label="Old Password" type="password" autoComplete="current-password" required />
      <FormTextField control={form.control} name="new_password" label="New Password" type="password" autoComplete="new-password" required />
      <FormTextField control={form.control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
    </InPlaceForm>
  );
}
