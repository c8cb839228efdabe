import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/form/text-field';
import { usePlainForm } from '../../../components/form/use-plain-fields';
import { useNotify } from '../../../components/snackbar';
import { requestPasswordReset } from '../api/password-reset';
import { checkForgotEmail, type ForgotEmailValues } from '../forgot-check';

/** /forgot, step one: the account's email (a plain field checked by forgot-check.ts: no form library, no zod). */
export function ForgotStepOne({ onSent }: { onSent: (email: string) => void }) {
  const notify = useNotify();
  const { field, busy, onSubmit } = usePlainForm<ForgotEmailValues, ForgotEmailValues>(
    { email: '' },
    {
      fields: ['email'],
      check: checkForgotEmail,
      send: async (body) => {
        const answer = await requestPasswordReset(body);
        notify.success(answer.message);
        onSent(body.email);
      },
    },
  );

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField {...field('email')} label="Email" type="email" autoComplete="username" required autoFocus />
      <Button type="submit" variant="contained" disabled={busy}>
        Submit
      </Button>
    </Stack>
  );
}
