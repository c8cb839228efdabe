import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicFrame } from '../components/public-frame';

/** What leads here: a new account (`registered`), or a sign-in refused until approval (the server's `detail`). */
export type WaitingState = { email?: string; registered?: boolean; detail?: string } | null;

/**
 * The page a new customer sees after registering, and a customer not yet approved sees on signing in:
 * not an error, but what happens next.
 */
export default function WaitingPage() {
  const state = useLocation().state as WaitingState;
  const email = state?.email;
  return (
    <PublicFrame title="Waiting for approval">
      <Stack spacing={2}>
        {state?.registered ? (
          <Alert severity="success" role="status">
            Your account has been created.
          </Alert>
        ) : (
          state?.detail && (
            <Alert severity="info" role="status">
              {state.detail}
            </Alert>
          )
        )}
        <Typography>Before you can sign in, our staff check and approve every new account and link it to your business. You do not need to do anything else.</Typography>
        <Typography>
          Once your account is approved, sign in with {email ? <strong>{email}</strong> : 'your email'} and the password you chose. Until then, signing in brings you back to this
          page.
        </Typography>
        <Typography color="text.secondary">
          Waiting too long? Ask your GlassDesk contact, or write to us through the{' '}
          <Link href="/support" underline="always">
            support form
          </Link>
          .
        </Typography>
        <Button component={RouterLink} to="/login" state={email ? { email } : null} variant="contained">
          Back to Sign In
        </Button>
      </Stack>
    </PublicFrame>
  );
}
