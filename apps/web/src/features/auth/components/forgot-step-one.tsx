import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ForgotPasswordSchema, type ForgotPassword } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { requestPasswordReset } from '../api/password-reset';

export function ForgotStepOne({ onSent }: { onSent: (email: string) => void }) {
  const notify = useNotify();
  const { control, handleSubmit, formState } = useForm<ForgotPassword>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPassword) => {
    try {
      const answer = await requestPasswordReset(values);
      notify.success(answer.message);
      onSent(values.email);
    } catch (error) {
      notify.error(formatApiError(error, 'loc'));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" required autoFocus />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
        Submit
      </Button>
    </Stack>
  );
}
