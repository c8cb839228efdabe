import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ForgotStepTwoFormSchema } from '@glassdesk/shared';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { confirmPasswordReset } from '../api/password-reset';

type StepTwo = z.infer<typeof ForgotStepTwoFormSchema>;

export function ForgotStepTwo({ email }: { email: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { control, handleSubmit, formState } = useForm<StepTwo>({
    resolver: zodResolver(ForgotStepTwoFormSchema),
    defaultValues: { otp: '', password: '', confirm_password: '' },
  });

  const onSubmit = async ({ otp, password }: StepTwo) => {
    try {
      const answer = await confirmPasswordReset({ email, otp, password });
      notify.success(answer.message);
      navigate('/login', { replace: true });
    } catch (error) {
      notify.error(formatApiError(error, 'loc'));
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="otp" label="OTP" required autoFocus autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }} />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required />
      <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
        Submit
      </Button>
    </Stack>
  );
}
