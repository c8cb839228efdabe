import { useEffect, useRef, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TotpSetup as Setup } from '@glassdesk/shared';
import { TextField } from '../../../components/form/text-field';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { confirmTotp, startTotp } from '../api/profile';

type Step = { kind: 'password' } | { kind: 'scan'; setup: Setup } | { kind: 'codes'; codes: string[] };

/** The key as a person types it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function QrCode({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // Drawn here from the otpauth:// link: the secret never leaves for another server.
    void QRCode.toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <Box sx={{ width: 200, height: 200, bgcolor: '#fff', p: 0.5, borderRadius: 1 }}>
      {src && <img src={src} width={192} height={192} alt="QR code to scan with your authenticator app" />}
    </Box>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const notify = useNotify();
  // The form that had the focus is gone: the news takes it, so a keyboard or screen-reader user hears it first.
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => news.current?.focus(), []);
  const text = `GlassDesk recovery codes\nEach code works once, if you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Recovery codes copied.');
    } catch {
      notify.error('Copying is not allowed here: download the codes instead.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'glassdesk-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="success" ref={news} tabIndex={-1} sx={{ outline: 'none' }}>
        The authenticator app is set up. Your other sessions were signed out.
      </Alert>
      <Alert severity="warning">Save these recovery codes somewhere safe now: they are shown only this once. Each one signs you in once if you lose your phone.</Alert>
      <Box
        component="ul"
        aria-label="Recovery codes"
        sx={{ m: 0, p: 2, listStyle: 'none', fontFamily: 'monospace', fontSize: '1.1rem', columns: { xs: 1, sm: 2 }, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
        <Button variant="contained" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * CONTRACT "Staff sign-in": setting up the authenticator app. The password first (unless `fresh`: the session was
 * signed in moments ago), then the QR code (and the key to type) and a code to confirm, then the ten recovery codes,
 * shown once with Copy and Download.
 */
export function TotpSetup({ fresh = false, onDone, onCancel }: { fresh?: boolean; onDone: () => void; onCancel?: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSingleFlight();
  const notify = useNotify();

  const begin = async (withPassword?: string) => {
    try {
      setStep({ kind: 'scan', setup: await startTotp(withPassword) });
      setError(null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) setError(formatApiError(e, 'field'));
      else notify.error(formatApiError(e, 'field'));
    }
  };
  // Right after sign-in the server needs no password again: the set-up starts at once.
  useEffect(() => {
    if (fresh) void run(() => begin())();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fresh]);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required.');
    void run(() => begin(password))();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) return setError('Enter the 6-digit code from your authenticator app.');
    void run(async () => {
      try {
        setStep({ kind: 'codes', codes: (await confirmTotp(typed)).recovery_codes });
        setError(null);
      } catch (e) {
        if (e instanceof ApiError && e.status === 422) setError(formatApiError(e, 'message'));
        else notify.error(formatApiError(e, 'field'));
      }
    })();
  };

  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={onDone} />;
  if (step.kind === 'scan') {
    return (
      <Stack component="form" noValidate spacing={2} onSubmit={submitCode}>
        <Typography>1. Open an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) and scan this QR code.</Typography>
        <QrCode text={step.setup.otpauth_url} />
        <Typography variant="body2" color="text.secondary">
          Cannot scan it? Enter this key in the app instead:{' '}
          <Box component="code" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {grouped(step.setup.secret)}
          </Box>
        </Typography>
        <Typography>2. Enter the 6-digit code the app shows.</Typography>
        <TextField name="code" label="Code" value={code} onChange={setCode} error={error} inputMode="numeric" autoComplete="one-time-code" required autoFocus />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={busy}>
            Verify
          </Button>
          {onCancel && <Button onClick={onCancel}>Cancel</Button>}
        </Stack>
      </Stack>
    );
  }
  if (fresh) return <Typography>{busy ? 'Preparing your set-up…' : (error ?? '')}</Typography>;
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submitPassword}>
      <Typography>Enter your password to set up the authenticator app.</Typography>
      <TextField name="password" label="Password" type="password" value={password} onChange={setPassword} error={error} autoComplete="current-password" required autoFocus />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={busy}>
          Continue
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Stack>
  );
}
