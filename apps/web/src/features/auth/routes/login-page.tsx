import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoginSchema, type Login } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { PublicLayout } from '../../../components/public-layout';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { clearSession, saveLogin, useToken } from '../../../lib/session';
import { login, refreshOperations, refreshPlants } from '../../../lib/session-api';

export default function LoginPage() {
  const token = useToken();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { control, handleSubmit, formState } = useForm<Login>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: Login) => {
    try {
      const session = await login(email, password);
      // Nothing cached for an earlier user (e.g. one whose session expired) may show to this one.
      queryClient.clear();
      saveLogin(session);
      await refreshOperations();
      // spec §3: the user's plants are stored too; a failure here must not keep anyone from signing in.
      await refreshPlants(session.id).catch(() => undefined);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      // spec §8: a failed login clears local storage and shows the message.
      clearSession();
      notify.error(formatApiError(error, 'loc'));
    }
  };

  // spec §2: a stored token goes straight to the dashboard (checked after the handlers, hooks first).
  if (token && !formState.isSubmitting) return <Navigate to="/dashboard" replace />;

  return (
    <PublicLayout title="Welcome back">
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="username" required autoFocus />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="current-password" required />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Sign In
        </Button>
        <Stack direction="row" justifyContent="space-between">
          <Link component={RouterLink} to="/forgot">
            Forgot password?
          </Link>
          <Link component={RouterLink} to="/privacy-policy">
            Privacy Policy
          </Link>
        </Stack>
      </Stack>
    </PublicLayout>
  );
}
