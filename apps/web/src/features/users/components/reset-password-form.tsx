import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ResetPasswordFormSchema, type ResetPassword, type ResetPasswordForm as FormValues, type User } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormTextField } from '../../../components/form/form-text-field';

type Props = { user: User; submitting: boolean; onSubmit: (values: ResetPassword) => void };

/** spec §2: first and last name, the email (disabled), new and confirm password; only the new one is sent. */
export function ResetPasswordForm({ user, submitting, onSubmit }: Props) {
  const { control, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  return (
    <FormPaper onSubmit={handleSubmit(({ new_password }) => onSubmit({ new_password }))}>
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField id="reset-first-name" label="First Name" value={user.first_name} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
          <TextField id="reset-last-name" label="Last Name" value={user.last_name} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        </Stack>
        <TextField id="reset-email" label="Email" value={user.email} disabled fullWidth />
        <FormTextField control={control} name="new_password" label="New Password" type="password" autoComplete="new-password" required autoFocus />
        <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
      </Stack>
      <FormActions backTo="/dashboard/settings/users" submitLabel="Update" submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}
