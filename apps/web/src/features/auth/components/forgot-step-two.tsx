import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/form/text-field';
import { usePlainForm } from '../../../components/form/use-plain-fields';
import { useNotify } from '../../../components/snackbar';
import { confirmPasswordReset } from '../api/password-reset';
import { checkForgotCode, type ForgotCodeValues } from '../forgot-check';

/** /forgot, step two: the code mailed and the new password, twice (plain fields checked by forgot-check.ts). */
export function ForgotStepTwo({ email }: { email: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { field, busy, onSubmit } = usePlainForm<ForgotCodeValues, ForgotCodeValues>(
    { otp: '', password: '', confirm_password: '' },
    {
      fields: ['otp', 'password', 'confirm_password'],
      check: checkForgotCode,
      send: async ({ otp, password }) => {
        const answer = await confirmPasswordReset({ email, otp, password });
        notify.success(answer.message);
        navigate('/login', { replace: true });
      },
    },
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField {...field('otp')} label="OTP" required autoFocus autoComplete="one-time-code" inputMode="numeric" maxLength={4} />
      <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" required />
      <TextField {...field('confirm_password')} label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" disabled={busy}>
        Submit
      </Button>
    </Stack>
  );
}
