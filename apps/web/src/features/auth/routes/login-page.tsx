import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoginSchema, type Login } from '@glassdesk/shared';
import { FormTextField } from '../../../components/form/form-text-field';
import { PublicLayout } from '../../../components/public-layout';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-to';
import { clearSession, saveLogin, useSessionEnded, useToken } from '../../../lib/session';
import { login, refreshOperations, refreshPlants, refreshTicketPermissions } from '../../../lib/session-api';

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again to continue where you left off.';

export default function LoginPage() {
  const token = useToken();
  const sessionEnded = useSessionEnded();
  // The page that sent the user here (an ended session or a /dashboard link opened signed out), if it is one of ours.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM)) ?? '/dashboard';
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
      // spec §3: so are the ticket permissions (comments); the shell reads them again when it opens.
      await refreshTicketPermissions().catch(() => undefined);
      navigate(returnTo, { replace: true });
    } catch (error) {
      // spec §8: a failed login clears local storage and shows the message (the ended-session notice stays).
      clearSession({ ended: sessionEnded });
      notify.error(formatApiError(error, 'loc'));
    }
  };

  // spec §2: a stored token goes straight to the dashboard (checked after the handlers, hooks first).
  if (token && !formState.isSubmitting) return <Navigate to={returnTo} replace />;

  return (
    <PublicLayout title="Welcome back" documentTitle="Sign In">
      <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
        {sessionEnded && (
          <Alert severity="info" role="status">
            {SESSION_ENDED_MESSAGE}
          </Alert>
        )}
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
