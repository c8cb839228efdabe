import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChangePasswordForm } from '@glassdesk/shared';
import { lazyResolver, loadOnInput } from '../../components/form/lazy-resolver';
import { FormTextField } from '../../components/form/form-text-field';
import { useSubmitGuard } from '../../components/form/use-submit-guard';
import { ApiError } from '../../lib/api-error';
import { portalApi } from '../lib/api';
import { showApiError } from '../lib/form-errors';

const passwordResolver = lazyResolver(() => import('../lib/resolvers').then((m) => m.resolvers.password));
const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', confirm_password: '' };

/** PUT /change-password (6-50 each): every other device signed in to the account is signed out; this one stays. */
export function AccountPassword({ email }: { email: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<ChangePasswordForm>({ resolver: passwordResolver, defaultValues: EMPTY });

  const change = async ({ old_password, new_password }: ChangePasswordForm) => {
    setResult(null);
    try {
      const answer = await portalApi.put('/change-password', { body: { old_password, new_password } });
      reset(EMPTY);
      setResult({ ok: true, text: `${answer.message} Other devices signed in to your account have been signed out.` });
    } catch (error) {
      // 403: the old password is wrong; said next to it.
      if (error instanceof ApiError && error.status === 403 && typeof error.detail === 'string') {
        setError('old_password', { type: 'server', message: error.detail }, { shouldFocus: true });
        return;
      }
      const message = showApiError(error, setError, ['old_password', 'new_password']);
      if (message) setResult({ ok: false, text: message });
    }
  };
  const { onSubmit, busy } = useSubmitGuard(handleSubmit(change));

  return (
    // useFlexGap: the hidden username field takes no space (a margin would).
    <Stack component="form" noValidate spacing={2.5} useFlexGap onSubmit={onSubmit} aria-label="Change password" {...loadOnInput(passwordResolver)}>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      {/* The account's email, unseen: a password manager tells by it which account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormTextField control={control} name="old_password" label="Old Password" type="password" autoComplete="current-password" required />
      <FormTextField control={control} name="new_password" label="New Password" type="password" autoComplete="new-password" required helperText="6 to 50 characters" />
      <FormTextField control={control} name="confirm_password" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Changing…' : 'Change Password'}
      </Button>
    </Stack>
  );
}
