import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ForgotPassword, ForgotStepTwoFormSchema } from '@glassdesk/shared';
import { lazyResolver, loadOnInput } from '../../components/form/lazy-resolver';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/form-text-field';
import { useSubmitGuard } from '../../components/form/use-submit-guard';
import { PublicFrame } from '../components/public-frame';
import { portalApi } from '../lib/api';
import { showApiError } from '../lib/form-errors';
import type { LoginState } from './login-page';

type StepTwo = z.infer<typeof ForgotStepTwoFormSchema>;
const emailResolver = lazyResolver(() => import('../lib/resolvers').then((m) => m.resolvers.forgotEmail));
const codeResolver = lazyResolver(() => import('../lib/resolvers').then((m) => m.resolvers.forgotCode));
type Sent = { email: string; message: string };

function StepOne({ onSent }: { onSent: (sent: Sent) => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<ForgotPassword>({ resolver: emailResolver, defaultValues: { email: '' } });
  const send = async (values: ForgotPassword) => {
    setMessage(null);
    try {
      const answer = await portalApi.post('/forgot-password', { body: values });
      onSent({ email: values.email, message: answer.message });
    } catch (error) {
      setMessage(showApiError(error, setError, ['email']));
    }
  };
  const { onSubmit, busy } = useSubmitGuard(handleSubmit(send));
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Request a code" {...loadOnInput(emailResolver, codeResolver)}>
      <Typography color="text.secondary">Enter the email address of your account and we will send you a 4-digit code.</Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" required autoFocus slotProps={{ htmlInput: { inputMode: 'email' } }} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Sending…' : 'Send Code'}
      </Button>
    </Stack>
  );
}

function StepTwo({ sent, onRestart }: { sent: Sent; onRestart: () => void }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<StepTwo>({
    resolver: codeResolver,
    defaultValues: { otp: '', password: '', confirm_password: '' },
  });
  const confirm = async ({ otp, password }: StepTwo) => {
    setMessage(null);
    try {
      const answer = await portalApi.post('/confirm-forgot-password', { body: { email: sent.email, otp, password } });
      const state: LoginState = { message: `${answer.message} Sign in with your new password.`, email: sent.email };
      navigate('/login', { replace: true, state });
    } catch (error) {
      setMessage(showApiError(error, setError, ['otp', 'password']));
    }
  };
  const { onSubmit, busy } = useSubmitGuard(handleSubmit(confirm));
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Choose a new password" {...loadOnInput(codeResolver)}>
      <Alert severity="success" role="status">
        {sent.message}
      </Alert>
      <Typography color="text.secondary">
        Enter the 4-digit code (OTP) sent to <strong>{sent.email}</strong> and choose a new password.
      </Typography>
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="otp"
        label="OTP"
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
      />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required helperText="6 to 50 characters" />
      <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Saving…' : 'Set New Password'}
      </Button>
      <Button variant="text" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        No code? Send it again
      </Button>
    </Stack>
  );
}

/** /portal/forgot: step one asks for the email (POST /forgot-password), step two for the code and the new password. */
export default function ForgotPage() {
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <PublicFrame
      title="Reset your password"
      footer={
        <Typography textAlign="center">
          <Link component={RouterLink} to="/login">
            Back to Sign In
          </Link>
        </Typography>
      }
    >
      {sent ? <StepTwo sent={sent} onRestart={() => setSent(null)} /> : <StepOne onSent={setSent} />}
    </PublicFrame>
  );
}
