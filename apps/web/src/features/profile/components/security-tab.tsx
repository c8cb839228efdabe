import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatApiError } from '../../../lib/api-error';
import { disableTotp, mfaKeys, profileKeys, useMfaStatus } from '../api/profile';
import { PasskeysSection } from './passkeys-section';
import { PasswordDialog } from './password-dialog';
import { TotpSetup } from './totp-setup';

/** My Profile > Security: the authenticator app as a second factor (set up, recovery codes left, turn off) and passkeys. */
export function SecurityTab() {
  const status = useMfaStatus();
  const client = useQueryClient();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: mfaKeys.status }), client.invalidateQueries({ queryKey: profileKeys.sessions })]);

  if (status.isPending) return <LinearProgress aria-label="Loading" />;
  if (status.isError) return <Alert severity="error">{formatApiError(status.error, 'field')}</Alert>;
  const { totp, recovery_codes_left: left } = status.data;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2">
          Authenticator app
        </Typography>
        <Chip size="small" color={totp ? 'success' : 'default'} label={totp ? 'On' : 'Off'} />
      </Stack>
      <Typography color="text.secondary">
        A second factor: after your password, signing in asks for a 6-digit code from an app on your phone, so a stolen password alone is not enough.
      </Typography>
      {settingUp ? (
        <TotpSetup
          onCancel={() => setSettingUp(false)}
          onDone={() => {
            setSettingUp(false);
            void refresh();
          }}
        />
      ) : totp ? (
        <>
          <Typography>
            {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
            {left <= 3 && ' Turn the app off and set it up again for ten new ones.'}
          </Typography>
          <Button variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }} onClick={() => setTurningOff(true)}>
            Turn off
          </Button>
        </>
      ) : (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => setSettingUp(true)}>
          Set up authenticator app
        </Button>
      )}
      <Divider />
      <PasskeysSection />
      {/* CONTRACT: a wrong password is 403, a role that requires the app (and no passkey) 409. */}
      <PasswordDialog
        open={turningOff}
        id="totp-off"
        title="Turn off the authenticator app?"
        text="Signing in with your password will no longer ask for a code, your recovery codes stop working, and your other sessions are signed out. Enter your password to continue."
        confirmLabel="Turn off"
        action={disableTotp}
        onClose={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          void refresh();
        }}
      />
    </Stack>
  );
}
