import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, type SupportRequestCreate } from '@glassdesk/shared';
import { TextField } from '../../../components/form/text-field';
import { usePlainFields } from '../../../components/form/use-plain-fields';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { useUnsavedChanges } from '../../../components/form/use-unsaved-changes';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
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
  const { values, setValues, setErrors, field } = usePlainFields<SupportRequestCreate>(EMPTY);
  const { busy, run } = useSingleFlight();

  const send = async () => {
    const checked = checkSupport(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      // The first field with an error takes the focus, so a keyboard or screen-reader user lands on it.
      document.getElementById(`field-${FIELDS.find((name) => checked.errors[name]) ?? 'name'}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await sendSupportRequest(checked.body);
    } catch (error) {
      // spec §8: 422 as "location: message", 401 and 429 as the server's detail. What was typed stays.
      notify.error(formatApiError(error, 'loc'));
      return;
    }
    notify.success(MESSAGES.supportSent);
    setValues(EMPTY);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // One submit at a time: a double click sends once.
    void run(send)();
  };
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
