import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextField } from '../../../components/form/text-field';
import { usePlainFields } from '../../../components/form/use-plain-fields';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { PublicLayout } from '../../../components/public-layout';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { checkLogin, STAFF_LOGIN, type LoginValues } from '../../../lib/login-check';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-to';
import { clearSession, saveLogin, useSessionEnded, useToken } from '../../../lib/session';
import type { LoginResponse, MfaMethod } from '@glassdesk/shared';
import { ApiError } from '../../../lib/api-error';
import { answerWithPasskey, passkeyProblem, passkeysSupported } from '../../../lib/passkeys';
import { login, loginSecondStep, loginWithPasskey, passkeyLoginOptions, refreshOperations, refreshPlants, refreshTicketPermissions } from '../../../lib/session-api';

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again to continue where you left off.';

/**
 * /login, the back-office's first load for most: no form library, no zod and no query cache here (lib/login-check.ts
 * checks the same rules as LoginSchema), so the page paints sooner on a phone (Lighthouse >= 95).
 */
export default function LoginPage() {
  const token = useToken();
  const sessionEnded = useSessionEnded();
  // The page that sent the user here (an ended session or a /dashboard link opened signed out), if it is one of ours.
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM)) ?? '/dashboard';
  const navigate = useNavigate();
  const notify = useNotify();
  const { values, setErrors, field } = usePlainFields<LoginValues>({ email: '', password: '' });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { busy, run } = useSingleFlight();

  // CONTRACT "Staff sign-in": a user with a second factor gets a second step (an authenticator or recovery code, or
  // a passkey).
  const [challenge, setChallenge] = useState<string | null>(null);
  const [methods, setMethods] = useState<MfaMethod[]>([]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [recovery, setRecovery] = useState(false);

  const finish = async (session: LoginResponse) => {
    // Nothing cached for an earlier user (e.g. one whose session expired) may show to this one. The cache is
    // loaded with the signed-in screens, not by this page: the import is then at hand.
    (await import('../../../app/query-client')).queryClient.clear();
    saveLogin(session);
    if (session.mfa_enrolment_required) {
      // The role requires a second factor this user has not set up: that comes first, then the page asked for.
      navigate(`/setup-second-factor?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`, { replace: true });
      return;
    }
    await refreshOperations();
    // spec §3: the user's plants are stored too; a failure here must not keep anyone from signing in.
    await refreshPlants(session.id).catch(() => undefined);
    // spec §3: so are the ticket permissions (comments); the shell reads them again when it opens.
    await refreshTicketPermissions().catch(() => undefined);
    navigate(returnTo, { replace: true });
  };

  const signIn = async () => {
    const checked = checkLogin(values, STAFF_LOGIN);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field with an error takes the focus, so a keyboard or screen-reader user lands on it.
      (checked.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    try {
      const step = await login(checked.body.email, checked.body.password);
      if ('mfa_required' in step) {
        setChallenge(step.mfa_token);
        setMethods(step.methods);
        // Only a passkey set up: there is no code to type.
        setRecovery(false);
        setCode('');
        setCodeError(null);
        return;
      }
      await finish(step);
    } catch (error) {
      // spec §8: a failed login clears local storage and shows the message (the ended-session notice stays).
      clearSession({ ended: sessionEnded });
      notify.error(formatApiError(error, 'loc'));
    }
  };

  const signInWithCode = async () => {
    const typed = code.trim();
    if (!typed) return setCodeError(recovery ? 'Recovery code is required.' : 'Code is required.');
    if (!recovery && !/^\d{6}$/.test(typed.replace(/\s/g, ''))) return setCodeError('Enter the 6-digit code from your authenticator app.');
    try {
      await finish(await loginSecondStep(challenge!, recovery ? typed : typed.replace(/\s/g, '')));
    } catch (error) {
      const detail = formatApiError(error, 'loc');
      // A wrong code leaves the step open (its tries are counted); a worn-out or expired one starts again.
      if (error instanceof ApiError && error.status === 401 && detail === 'Incorrect code.') {
        setCodeError(detail);
        return;
      }
      setChallenge(null);
      notify.error(detail);
    }
  };

  /** A passkey is both factors: the browser's passkey dialog signs the person in, with or without the password first. */
  const signInWithPasskey = async () => {
    let rpId: string | undefined;
    try {
      const options = await passkeyLoginOptions();
      rpId = options.rpId;
      await finish(await loginWithPasskey(options.challenge_id, await answerWithPasskey(options)));
    } catch (error) {
      notify.error(passkeyProblem(error, 'sign-in', rpId) ?? formatApiError(error, 'loc'));
    }
  };
  const canUsePasskey = passkeysSupported();
  const codes = methods.includes('totp');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // One click, one request: a submit while one is under way is dropped.
    void run(challenge ? signInWithCode : signIn)();
  };

  // spec §2: a stored token goes straight to the dashboard (checked after the handlers, hooks first).
  if (token && !busy) return <Navigate to={returnTo} replace />;

  return (
    <PublicLayout title="Welcome back" documentTitle="Sign In">
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {sessionEnded && (
          <Alert severity="info" role="status">
            {SESSION_ENDED_MESSAGE}
          </Alert>
        )}
        {challenge ? (
          <>
            {codes ? (
              <>
                <Typography>
                  {recovery ? 'Enter one of the recovery codes you saved when you set up your authenticator app.' : 'Enter the 6-digit code from your authenticator app.'}
                </Typography>
                <TextField
                  key={recovery ? 'recovery' : 'code'}
                  name="code"
                  label={recovery ? 'Recovery code' : 'Code'}
                  value={code}
                  onChange={setCode}
                  error={codeError}
                  inputMode={recovery ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  required
                  autoFocus
                />
                <Button type="submit" variant="contained" size="large" disabled={busy}>
                  Verify
                </Button>
              </>
            ) : (
              <Typography>Use your passkey to finish signing in.</Typography>
            )}
            {methods.includes('passkey') && canUsePasskey && (
              <Button variant={codes ? 'outlined' : 'contained'} size="large" disabled={busy} onClick={() => void run(signInWithPasskey)()} autoFocus={!codes}>
                Use a passkey
              </Button>
            )}
            <Stack direction="row" justifyContent="space-between" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {codes && (
                <Link
                  component="button"
                  type="button"
                  onClick={() => {
                    setRecovery(!recovery);
                    setCode('');
                    setCodeError(null);
                  }}
                >
                  {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
                </Link>
              )}
              <Link component="button" type="button" onClick={() => setChallenge(null)}>
                Start again
              </Link>
            </Stack>
          </>
        ) : (
          <>
            <TextField {...field('email')} inputRef={emailRef} label="Email" type="email" autoComplete="username" required autoFocus />
            <TextField {...field('password')} inputRef={passwordRef} label="Password" type="password" autoComplete="current-password" required />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Sign In
            </Button>
            {canUsePasskey && (
              <Button variant="outlined" size="large" disabled={busy} onClick={() => void run(signInWithPasskey)()}>
                Sign in with a passkey
              </Button>
            )}
          </>
        )}
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
