import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextField } from '../../../components/form/text-field';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { disableTotp, mfaKeys, profileKeys, useMfaStatus } from '../api/profile';
import { TotpSetup } from './totp-setup';

/** Turning the authenticator app off asks for the password (CONTRACT: a wrong one is 403, a role that requires it 409). */
function TurnOffDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const notify = useNotify();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    void run(async () => {
      try {
        notify.success((await disableTotp(password)).message);
        setPassword('');
        onDone();
      } catch (e) {
        if (e instanceof ApiError && e.status === 403) setError(formatApiError(e, 'field'));
        else notify.error(formatApiError(e, 'field'));
      }
    })();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="totp-off-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="totp-off-title">Turn off the authenticator app?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Signing in will ask only for your password, your recovery codes stop working, and your other sessions are signed out. Enter your password to continue.
          </DialogContentText>
          <TextField
            name="off-password"
            label="Password"
            type="password"
            value={password}
            onChange={setPassword}
            error={error}
            autoComplete="current-password"
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy} loadingPosition="start">
            Turn off
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** My Profile > Security: the authenticator app as a second factor (set up, recovery codes left, turn off). */
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
      <TurnOffDialog
        open={turningOff}
        onClose={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          void refresh();
        }}
      />
    </Stack>
  );
}
