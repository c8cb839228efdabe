import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerRegister } from '@glassdesk/shared';
import { lazyResolver, loadOnInput } from '../../components/form/lazy-resolver';
import { FormTextField } from '../../components/form/form-text-field';
import { useSubmitGuard } from '../../components/form/use-submit-guard';
import { ApiError } from '../../lib/api-error';
import { PublicFrame } from '../components/public-frame';
import { portalApi } from '../lib/api';
import { showApiError } from '../lib/form-errors';
import type { WaitingState } from './waiting-page';

const registerResolver = lazyResolver(() => import('../lib/resolvers').then((m) => m.resolvers.register));
const FIELDS = ['first_name', 'last_name', 'email', 'number', 'password'] as const;

/** CONTRACT POST /register: names 3-50, email 5-100, number 10-13 digits, password 6-50 (the shared schema's rules). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<CustomerRegister>({
    resolver: registerResolver,
    defaultValues: { first_name: '', last_name: '', email: '', number: '', password: '' },
  });

  const register = async (values: CustomerRegister) => {
    setMessage(null);
    try {
      await portalApi.post('/register', { body: values });
      const waiting: WaitingState = { email: values.email, registered: true };
      navigate('/waiting', { replace: true, state: waiting });
    } catch (error) {
      // 409: the email has an account already; said next to the email, where the fix is.
      if (error instanceof ApiError && error.status === 409 && typeof error.detail === 'string') {
        setError('email', { type: 'server', message: error.detail }, { shouldFocus: true });
        return;
      }
      // Whatever went wrong, the form keeps everything typed (osTicket #2027: a form wiped on a refusal).
      setMessage(showApiError(error, setError, FIELDS));
    }
  };
  const { onSubmit, busy } = useSubmitGuard(handleSubmit(register));

  return (
    <PublicFrame
      title="Create your account"
      documentTitle="Register"
      footer={
        <Typography color="text.secondary" textAlign="center">
          Have an account?{' '}
          <Link component={RouterLink} to="/login">
            Sign in
          </Link>
        </Typography>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Staff approve every new account before it can sign in.
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Create your account" {...loadOnInput(registerResolver)}>
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField control={control} name="first_name" label="First Name" autoComplete="given-name" required autoFocus />
          <FormTextField control={control} name="last_name" label="Last Name" autoComplete="family-name" required />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required slotProps={{ htmlInput: { inputMode: 'email' } }} />
        <FormTextField
          control={control}
          name="number"
          label="Number"
          type="tel"
          autoComplete="tel"
          required
          helperText="Your phone number: 10 to 13 digits, no spaces"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required helperText="6 to 50 characters" />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating Account…' : 'Create Account'}
        </Button>
      </Stack>
    </PublicFrame>
  );
}
