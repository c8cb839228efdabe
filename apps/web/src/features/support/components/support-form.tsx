import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, type SupportRequestCreate } from '@glassdesk/shared';
import { TextField } from '../../../components/form/text-field';
import { usePlainForm } from '../../../components/form/use-plain-fields';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { sendSupportRequest } from '../api/send-support';
import { checkSupport } from '../support-check';

const EMPTY: SupportRequestCreate = { name: '', email: '', description: '' };
const FIELDS = ['name', 'email', 'description'] as const;

/**
 * spec §2 /support: Name, Email Address, Support Description (five rows) and Submit. A public page's form: plain
 * fields checked by support-check.ts (the schema's rules without zod), so the page loads no form library.
 */
export function SupportForm() {
  const notify = useNotify();
  const { values, setValues, field, busy, onSubmit } = usePlainForm<SupportRequestCreate, SupportRequestCreate>(EMPTY, {
    fields: FIELDS,
    check: checkSupport,
    send: async (body) => {
      await sendSupportRequest(body);
      notify.success(MESSAGES.supportSent);
      setValues(EMPTY);
    },
  });
  // Leaving with unsaved changes asks first.
  const dirty = FIELDS.some((name) => values[name] !== EMPTY[name]);
  const unsavedDialog = useUnsavedChanges(dirty && !busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
      <TextField {...field('name')} label="Name" autoComplete="name" required autoFocus />
      <TextField {...field('email')} label="Email Address" type="email" autoComplete="email" required />
      <TextField {...field('description')} label="Support Description" multiline rows={5} required />
      <Button type="submit" variant="contained" size="large" loading={busy} loadingPosition="start">
        Submit
      </Button>
      {unsavedDialog}
    </Stack>
  );
}
