import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatApiError } from '../../lib/api-error';
import { useNotify } from '../snackbar';
import { useSubmitGuard } from './use-submit-guard';
import { useUnsavedChanges } from './use-unsaved-changes';

type Props<V extends FieldValues> = {
  form: UseFormReturn<V>;
  /** Saves; answers the values the form holds from now on (what was saved, or an emptied form). */
  save: (values: V) => Promise<V>;
  successMessage: string;
  submitLabel: string;
  children: ReactNode;
  /**
   * A failure the form's owner shows itself instead of the snackbar (a stale save's 412): true when it did. The values
   * are those submitted, kept for a second try.
   */
  onRefused?: (error: unknown, values: V) => boolean;
};

/**
 * A form that saves where it stands (the profile's tabs) instead of going back to a list: one submit at a time (a
 * double click saves once), a refusal shown by the 'field' rule, and leaving with unsaved changes asks first.
 */
export function InPlaceForm<V extends FieldValues>({ form, save, successMessage, submitLabel, children, onRefused }: Props<V>) {
  const notify = useNotify();
  const onSubmit = async (values: V) => {
    let next: V;
    try {
      next = await save(values);
    } catch (error) {
      if (!onRefused?.(error, values)) notify.error(formatApiError(error, 'field'));
      return;
    }
    form.reset(next);
    notify.success(successMessage);
  };
  const guard = useSubmitGuard(form.handleSubmit(onSubmit));
  const unsavedDialog = useUnsavedChanges(form.formState.isDirty && !guard.busy);

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={guard.onSubmit} sx={{ maxWidth: 640 }}>
      {children}
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={guard.busy} loadingPosition="start">
          {submitLabel}
        </Button>
      </Stack>
      {unsavedDialog}
    </Stack>
  );
}
