import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type Props = {
  /** Where Back goes, usually the list. */
  backTo: string;
  /** "Add" or "Update". */
  submitLabel: string;
  /** True while the call runs: the submit button is disabled so one click saves once. */
  submitting: boolean;
};

/** The Back and Add/Update buttons under every form. */
export function FormActions({ backTo, submitLabel, submitting }: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
      <Button component={RouterLink} to={backTo} variant="outlined">
        Back
      </Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
