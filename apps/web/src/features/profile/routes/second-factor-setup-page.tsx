import { Navigate, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PublicLayout } from '../../../components/public-layout';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/return-to';
import { updateStoredUser, useToken, useUser } from '../../../lib/session';
import { logout, refreshOperations, refreshPlants, refreshTicketPermissions } from '../../../lib/session-api';
import { useState } from 'react';
import Link from '@mui/material/Link';
import { passkeysSupported } from '../../../lib/passkeys';
import { AddPasskey } from '../components/passkeys-section';
import { TotpSetup } from '../components/totp-setup';

/**
 * CONTRACT "Staff sign-in": a user whose role requires a second factor and who has none signs in to this page and can
 * do nothing else (the server answers 403 to every other call) until one is set up.
 */
export default function SecondFactorSetupPage() {
  const token = useToken();
  const user = useUser();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(useSearchParams()[0].get(RETURN_PARAM)) ?? '/dashboard';
  const [method, setMethod] = useState<'totp' | 'passkey'>('totp');

  if (!token) return <Navigate to="/login" replace />;
  if (user && !user.mfa_enrolment_required) return <Navigate to={returnTo} replace />;

  const done = async () => {
    updateStoredUser({ mfa_enrolment_required: false });
    await refreshOperations();
    await refreshPlants(user!.id).catch(() => undefined);
    await refreshTicketPermissions().catch(() => undefined);
    navigate(returnTo, { replace: true });
  };

  return (
    <PublicLayout title="Set up a second factor" wide>
      <Stack spacing={2}>
        <Alert severity="info">
          Your role requires a second factor: a code from an authenticator app on your phone after your password, or a passkey on this device. Set one up to continue.
        </Alert>
        {method === 'totp' ? <TotpSetup fresh onDone={() => void done()} /> : <AddPasskey fresh onDone={() => void done()} />}
        {passkeysSupported() && (
          <Link component="button" type="button" sx={{ alignSelf: 'flex-start' }} onClick={() => setMethod(method === 'totp' ? 'passkey' : 'totp')}>
            {method === 'totp' ? 'Use a passkey instead' : 'Use an authenticator app instead'}
          </Link>
        )}
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void logout().then(() => navigate('/login', { replace: true }))}>
          Sign out
        </Button>
      </Stack>
    </PublicLayout>
  );
}
