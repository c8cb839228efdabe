import { useDeferredValue, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { useDocumentTitle } from '../../lib/document-title';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import { meQuery } from '../lib/me';
import { saveThemeChoice, useThemeChoice, type ThemeChoice } from '../lib/theme-mode';
import { AccountDetails } from './account-details';
import { AccountPassword } from './account-password';
import type { LoginState } from './login-page';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

// The brand blue is too dark on a dark page (about 3:1): the lighter tint there, as the theme does for text.
const checkedColour = { '&.Mui-checked': { color: ({ palette }: Theme) => (palette.mode === 'dark' ? palette.primary.light : palette.primary.main) } };

function Appearance() {
  const choice = useThemeChoice();
  return (
    <RadioGroup aria-labelledby="account-appearance" value={choice} onChange={(event) => saveThemeChoice(event.target.value as ThemeChoice)}>
      <FormControlLabel value="system" control={<Radio sx={checkedColour} />} label="As on this device" />
      <FormControlLabel value="light" control={<Radio sx={checkedColour} />} label="Light" />
      <FormControlLabel value="dark" control={<Radio sx={checkedColour} />} label="Dark" />
    </RadioGroup>
  );
}

function SignOut() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    // The server revokes the token; offline, the device forgets it all the same (the sign-in page does, once shown:
    // forgotten here, the signed-in pages' gate would get there first and ask to come back to this page).
    await portalApi.post('/logout').catch(() => undefined);
    const state: LoginState = { signedOut: true };
    navigate('/login', { replace: true, state });
  };
  return (
    <Button variant="outlined" color="error" startIcon={<LogoutOutlined />} onClick={signOut} disabled={busy}>
      Sign Out
    </Button>
  );
}

/** /portal/account: the customer's details, password, the theme on this device, and signing out. */
export default function AccountPage() {
  useDocumentTitle('My Account');
  const me = useQuery(meQuery);
  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const details = useDeferredValue(me.data);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" fontWeight={600}>
        My Account
      </Typography>
      <Section title="Your details" id="account-details">
        {details ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2.5, overflowWrap: 'break-word' }}>
              Signed in as <strong>{details.email}</strong>
              {details.business ? (
                <>
                  {' '}
                  for <strong>{details.business.name}</strong>
                </>
              ) : null}
              .
            </Typography>
            <AccountDetails me={details} />
          </>
        ) : me.isError ? (
          <Alert severity="error" role="alert" action={<Button onClick={() => void me.refetch()}>Retry</Button>}>
            {splitApiError(me.error, []).message}
          </Alert>
        ) : (
          // The form's own shape (a line, three fields, the number's hint, Save), so nothing below moves when it comes.
          <Box aria-busy="true" aria-label="Loading your details">
            <Skeleton variant="text" width="70%" sx={{ mb: 2.5 }} />
            <Stack spacing={2.5}>
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={79} />
              <Skeleton variant="rounded" width={72} height={36.5} />
            </Stack>
          </Box>
        )}
      </Section>
      <Section title="Change password" id="account-password">
        <AccountPassword email={me.data?.email ?? ''} />
      </Section>
      <Section title="Appearance" id="account-appearance">
        <Appearance />
      </Section>
      <SignOut />
    </Stack>
  );
}
