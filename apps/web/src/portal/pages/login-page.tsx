import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerLogin } from '@glassdesk/shared';
import { usePlainFields } from '../../components/form/use-plain-fields';
import { useSingleFlight } from '../../components/form/use-submit-guard';
import { ApiError } from '../../lib/api-error';
import { PublicFrame } from '../components/public-frame';
import { TextField } from '../../components/form/text-field';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import { checkLogin, CUSTOMER_LOGIN, type LoginErrors } from '../../lib/login-check';
import { HOME_PATH, NEXT_PARAM, safeNextPath } from '../lib/return-to';
import { clearSession, saveSession, useSession, useSessionEnded } from '../lib/session';
import type { WaitingState } from './waiting-page';

/**
 * What other pages hand to the sign-in page: a message to show, the email to fill in, or that the customer signed
 * out (My account), the session then being forgotten here.
 */
export type LoginState = { message?: string; email?: string; signedOut?: boolean } | null;

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again to continue where you left off.';

/** /portal/login. The portal's first load: no form library and no zod here (login-check.ts says why). */
export default function LoginPage() {
  const session = useSession();
  const sessionEnded = useSessionEnded();
  const state = useLocation().state as LoginState;
  // The page that sent the customer here (a ticket link from an e-mail, an ended session), if it is one of ours.
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM)) ?? HOME_PATH;
  const navigate = useNavigate();
  const { values, setErrors, field } = usePlainFields<CustomerLogin>({ email: state?.email ?? '', password: '' });
  const [message, setMessage] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { busy, run } = useSingleFlight();
  const signedOut = state?.signedOut === true;
  useEffect(() => {
    if (signedOut) clearSession();
  }, [signedOut]);

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    // The first field with an error takes the focus, so a keyboard or screen-reader user lands on it.
    (found.email ? emailRef : found.password ? passwordRef : null)?.current?.focus();
  };

  const signIn = async () => {
    setMessage(null);
    const checked = checkLogin(values, CUSTOMER_LOGIN);
    if ('errors' in checked) return showErrors(checked.errors);
    setErrors({});
    try {
      saveSession(await portalApi.post('/login', { body: checked.body }));
      navigate(next, { replace: true });
    } catch (error) {
      // CONTRACT: 403 while the account waits for approval (only when the password is right): not an error here.
      if (error instanceof ApiError && error.status === 403) {
        const waiting: WaitingState = { email: checked.body.email, detail: typeof error.detail === 'string' ? error.detail : undefined };
        navigate('/waiting', { state: waiting });
        return;
      }
      const split = splitApiError(error, ['email', 'password'] as const);
      showErrors(split.fields);
      setMessage(split.message);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // One tap, one request: a submit while one is under way is dropped.
    void run(signIn)();
  };

  // Signed in already (another tab, or a bookmark of this page): straight on.
  if (session && !busy && !signedOut) return <Navigate to={next} replace />;

  const notice = state?.message ?? (sessionEnded ? SESSION_ENDED_MESSAGE : null);
  return (
    <PublicFrame
      title="Welcome back"
      documentTitle="Sign In"
      footer={
        <Typography color="text.secondary" textAlign="center">
          New to GlassDesk?{' '}
          <Link component={RouterLink} to="/register">
            Create an account
          </Link>
        </Typography>
      }
    >
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Sign in">
        {notice && (
          <Alert severity={state?.message ? 'success' : 'info'} role="status">
            {notice}
          </Alert>
        )}
        {message && (
          <Alert severity="error" role="alert">
            {message}
          </Alert>
        )}
        <TextField {...field('email')} inputRef={emailRef} label="Email" type="email" inputMode="email" autoComplete="username" required autoFocus />
        <TextField {...field('password')} inputRef={passwordRef} label="Password" type="password" autoComplete="current-password" required />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Signing In…' : 'Sign In'}
        </Button>
        <Link component={RouterLink} to="/forgot" sx={{ alignSelf: 'flex-start' }}>
          Forgot password?
        </Link>
      </Stack>
    </PublicFrame>
  );
}
