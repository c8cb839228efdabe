import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { browserInWords, PasskeyRegisterSchema, type Passkey } from '@glassdesk/shared';
import { TextField } from '../../../components/form/text-field';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { createPasskey, passkeyProblem, passkeysSupported } from '../../../lib/passkeys';
import { PasswordDialog } from './password-dialog';
import { addPasskey, mfaKeys, passkeyKeys, passkeyOptions, profileKeys, removePasskey, useMyPasskeys } from '../api/profile';

const nameRule = PasskeyRegisterSchema.shape.name;

/**
 * Adding a passkey: a name (this browser in words to start with) and the password (unless `fresh`: signed in moments
 * ago), then the browser's own passkey dialog. The server checks the answer once.
 */
export function AddPasskey({ fresh = false, onDone, onCancel }: { fresh?: boolean; onDone: () => void; onCancel?: () => void }) {
  const [name, setName] = useState(() => browserInWords(navigator.userAgent).slice(0, 50));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ name?: string; password?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Signed in too long ago for `fresh` (the page was left open): the server asks for the password after all.
  const [askPassword, setAskPassword] = useState(!fresh);
  const { busy, run } = useSingleFlight();
  const notify = useNotify();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = nameRule.safeParse(name);
    const found = { name: checked.success ? undefined : checked.error.issues[0]?.message, password: askPassword && !password ? 'Password is required.' : undefined };
    setErrors(found);
    setProblem(null);
    if (found.name || found.password) return;
    void run(async () => {
      let rpId: string | undefined;
      try {
        const options = await passkeyOptions(askPassword ? password : undefined);
        rpId = options.rp.id;
        const response = await createPasskey(options);
        await addPasskey(checked.data!, response);
        notify.success('Passkey added. Your other sessions were signed out.');
        onDone();
      } catch (e) {
        const local = passkeyProblem(e, 'add', rpId);
        if (local) setProblem(local);
        else if (e instanceof ApiError && e.status === 403) {
          if (askPassword) setErrors({ password: formatApiError(e, 'field') });
          else setProblem(formatApiError(e, 'field'));
          setAskPassword(true);
        } else if (e instanceof ApiError && e.status === 422) setProblem(formatApiError(e, 'message'));
        else setProblem(formatApiError(e, 'field'));
      }
    })();
  };

  if (!passkeysSupported()) return <Alert severity="info">This browser cannot use passkeys. Try a current version of Chrome, Edge, Safari or Firefox.</Alert>;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Add a passkey">
      <Typography>Name the passkey so you can tell it apart later, such as the device it is on.</Typography>
      <TextField name="passkey-name" label="Name" value={name} onChange={setName} error={errors.name} required autoFocus />
      {askPassword && (
        <TextField
          name="passkey-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          required
        />
      )}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
          {busy ? 'Waiting for your device…' : 'Add passkey'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** My Profile > Security: passkeys (add, list, remove). A passkey signs in on its own: it is both factors. */
export function PasskeysSection() {
  const passkeys = useMyPasskeys();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: passkeyKeys.list }),
      client.invalidateQueries({ queryKey: mfaKeys.status }),
      client.invalidateQueries({ queryKey: profileKeys.sessions }),
    ]);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2">
          Passkeys
        </Typography>
        {passkeys.data && <Chip size="small" color={passkeys.data.length ? 'success' : 'default'} label={passkeys.data.length ? `${passkeys.data.length} added` : 'None'} />}
      </Stack>
      <Typography color="text.secondary">
        A passkey signs you in with your fingerprint, face or device PIN instead of your password and a code. It stays on your device or in your password manager.
      </Typography>
      {passkeys.isPending && <LinearProgress aria-label="Loading passkeys" />}
      {passkeys.isError && <Alert severity="error">{formatApiError(passkeys.error, 'field')}</Alert>}
      {!!passkeys.data?.length && (
        <List aria-label="Passkeys" disablePadding>
          {passkeys.data.map((p) => (
            <ListItem key={p.id} divider disableGutters sx={{ gap: 1 }}>
              <ListItemText
                sx={{ minWidth: 0 }}
                primary={p.name}
                secondary={`Added ${formatDateTime(p.created_at)} · ${p.last_used_at ? `Last used ${formatDateTime(p.last_used_at)}` : 'Not used yet'}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Button size="small" color="error" aria-label={`Remove the passkey ${p.name}`} onClick={() => setRemoving(p)}>
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {adding ? (
        <AddPasskey
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
        />
      ) : (
        <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
          Add a passkey
        </Button>
      )}
      <PasswordDialog
        open={removing !== null}
        id="passkey-remove"
        title={`Remove the passkey "${removing?.name ?? ''}"?`}
        text="It will no longer sign you in, and your other sessions are signed out. Enter your password to continue."
        confirmLabel="Remove"
        action={(password) => removePasskey(removing!.id, password)}
        onClose={() => setRemoving(null)}
        onDone={() => {
          setRemoving(null);
          void refresh();
        }}
      />
    </Stack>
  );
}
