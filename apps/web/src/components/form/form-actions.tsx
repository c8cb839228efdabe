import { useContext, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormBusyContext } from './form-busy-context';
import { useUnsavedChanges } from './use-unsaved-changes';

type Props = {
  /** Where Back goes, usually the list. */
  backTo: string;
  /** "Add" or "Update". */
  submitLabel: string;
  /** True while the call runs: the submit button is disabled, with a spinner (so is it inside a busy FormPaper). */
  submitting?: boolean;
  /**
   * Whether the form holds unsaved changes (react-hook-form's `formState.isDirty`): leaving then asks first.
   * Left out, the form counts as changed from the first input or change event inside it.
   */
  dirty?: boolean;
  /** False for a form whose changes need no prompt (default true). */
  confirmLeave?: boolean;
};

/**
 * The Back and Add/Update buttons under every form. It also guards the form it sits in: leaving with unsaved
 * changes asks first (Stay / Leave), and the submit button shows a spinner while saving.
 */
export function FormActions({ backTo, submitLabel, submitting = false, dirty, confirmLeave = true }: Props) {
  const formBusy = useContext(FormBusyContext);
  const busy = submitting || formBusy;
  const stackRef = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(false);

  // Without a `dirty` from the form, any edit inside the <form> counts (inputs, selects, the rich-text editor).
  useEffect(() => {
    if (dirty !== undefined) return;
    const form = stackRef.current?.closest('form');
    if (!form) return;
    const changed = () => setTyped(true);
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    return () => {
      form.removeEventListener('input', changed);
      form.removeEventListener('change', changed);
    };
  }, [dirty]);

  const unsavedDialog = useUnsavedChanges(confirmLeave && (dirty ?? typed));

  return (
    <Stack ref={stackRef} direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button component={RouterLink} to={backTo} variant="outlined">
        Back
      </Button>
      <Button type="submit" variant="contained" loading={busy} loadingPosition="start">
        {submitLabel}
      </Button>
      {unsavedDialog}
    </Stack>
  );
}
