import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, type CustomerMe, type CustomerMeUpdate } from '@glassdesk/shared';
import { lazyResolver, loadOnInput } from '../../components/form/lazy-resolver';
import { FormTextField } from '../../components/form/form-text-field';
import { useSubmitGuard } from '../../components/form/use-submit-guard';
import { portalApi } from '../lib/api';
import { showApiError } from '../lib/form-errors';
import { meQuery } from '../lib/me';
import { updateSessionNames } from '../lib/session';

const detailsResolver = lazyResolver(() => import('../lib/resolvers').then((m) => m.resolvers.details));

/** PUT /me: first and last name and number, with the register rules (the shared schema). */
export function AccountDetails({ me }: { me: CustomerMe }) {
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const values = useMemo(() => ({ first_name: me.first_name, last_name: me.last_name, number: me.number ?? '' }), [me]);
  const { control, handleSubmit, setError, formState } = useForm<CustomerMeUpdate>({ resolver: detailsResolver, values });

  const save = async (body: CustomerMeUpdate) => {
    setResult(null);
    try {
      const saved = await portalApi.put('/me', { body });
      queryClient.setQueryData(meQuery.queryKey, saved);
      updateSessionNames(saved);
      setResult({ ok: true, text: MESSAGES.profileUpdated });
    } catch (error) {
      const message = showApiError(error, setError, ['first_name', 'last_name', 'number']);
      if (message) setResult({ ok: false, text: message });
    }
  };
  const { onSubmit, busy } = useSubmitGuard(handleSubmit(save));

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit} aria-label="Your details" {...loadOnInput(detailsResolver)}>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      <FormTextField control={control} name="first_name" label="First Name" autoComplete="given-name" required />
      <FormTextField control={control} name="last_name" label="Last Name" autoComplete="family-name" required />
      <FormTextField
        control={control}
        name="number"
        label="Number"
        type="tel"
        autoComplete="tel"
        required
        helperText="Your phone number: 10 to 13 digits, no spaces"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button type="submit" variant="contained" disabled={busy || !formState.isDirty} sx={{ alignSelf: 'flex-start' }}>
        {busy ? 'Saving…' : 'Save'}
      </Button>
    </Stack>
  );
}
