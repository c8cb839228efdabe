import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormDateField } from '../../../components/form/date-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { todayIso } from '../../../lib/format-date';

type WhenForm = FieldValues & { at_day: string; at_time: string };

/**
 * "Happened at" on the Hand-over forms (when.ts checks it): the day in the app's date format and a 24-hour time,
 * both empty for now; the hint under them says so. Two children of the form's Stack: the fieldset, then the hint.
 */
export function HappenedAtFields<T extends WhenForm, TOutput = T>({ control, hintId }: { control: Control<T, unknown, TOutput>; hintId: string }) {
  return (
    <>
      <Stack component="fieldset" direction="row" sx={{ gap: 1.5, border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby={hintId}>
        <Typography component="legend" variant="body2" sx={{ mb: 1.5, p: 0 }}>
          Happened at
        </Typography>
        <FormDateField control={control} name={'at_day' as Path<T>} label="Day" max={todayIso()} sx={{ flex: '3 1 0', minWidth: 0 }} />
        <FormTextField
          control={control}
          name={'at_time' as Path<T>}
          label="Time"
          placeholder="HH:mm"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 }, inputLabel: { shrink: true } }}
          tagNotice={false}
          sx={{ flex: '2 1 0', minWidth: 0 }}
        />
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
        Leave both empty for now; set them for a hand-over made earlier.
      </Typography>
    </>
  );
}
