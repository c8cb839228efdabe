import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { TrolleyCheckinSchema, TrolleyDeliverySchema, TrolleyMaintenanceSchema, TrolleyPickupSchema, type PlantOption, type Trolley } from '@glassdesk/shared';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { PhotosField } from '../../../components/photo-picker/photos-field';
import { formatApiError } from '../../../lib/api-error';
import { useDeliveryCustomerOptions, useHandover, type HandoverStep } from '../api/trolleys';
import { HappenedAtFields } from '../handover/happened-at';
import type { Step } from '../handover/offer';
import { checkWhen, momentOf } from '../handover/when';

export type { Step } from '../handover/offer';

export const STEP_LABELS: Record<Step, string> = {
  delivery: 'Deliver to Customer',
  pickup: 'Pick Up',
  onplant: 'Back on Plant',
  maintenance: 'Maintenance',
};

/** A step the server has recorded: the trolley as the step found it and as the server answered. */
export type Recorded = { step: Step; before: Trolley; after: Trolley; bars: number | null };

type Values = {
  customer_id: number | null;
  to_plant_id: number | null;
  no_of_bars: string;
  note: string;
  images: string[];
  /** When it happened, for a hand-over made earlier: the day (YYYY-MM-DD, from a DateField) and the time (HH:mm), both empty: now. */
  at_day: string;
  at_time: string;
};

const whenCheck = z.custom<Values>().superRefine(checkWhen);

const SCHEMAS = { delivery: TrolleyDeliverySchema, pickup: TrolleyPickupSchema, onplant: TrolleyCheckinSchema, maintenance: TrolleyMaintenanceSchema };

/** The step's shared schema, fed the form's text: an empty bar count is 0, the local day and time become ISO-8601. */
function schemaFor(step: Step): z.ZodType<unknown, Values> {
  // The form's values go in (typed Values), the step's API body comes out.
  return whenCheck.pipe(
    z.preprocess((raw) => {
      const { at_day, at_time, ...v } = raw;
      return { ...v, no_of_bars: v.no_of_bars.trim() === '' ? 0 : v.no_of_bars, at: momentOf(at_day, at_time) };
    }, SCHEMAS[step]),
  );
}

type Props = {
  trolley: Trolley;
  step: Step;
  /** Where Back on Plant may land (handoverOffer: the user's plants, or a transfer's destination only). */
  plants: PlantOption[];
  /** The plant Back on Plant starts with, if any. */
  defaultPlantId: number | null;
  onRecorded: (recorded: Recorded) => void;
};

/**
 * One hand-over step: bars, note, photos and (for an earlier hand-over) when it happened; large controls. One
 * submit at a time; once recorded, the page replaces this form with what was recorded. A refusal shows here, above
 * the button, not in a snackbar that would cover the button on a phone.
 */
export function HandoverForm({ trolley, step, plants, defaultPlantId, onRecorded }: Props) {
  const handover = useHandover(trolley.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<Values, unknown, unknown>({
    resolver: zodResolver(schemaFor(step)),
    defaultValues: { customer_id: null, to_plant_id: defaultPlantId, no_of_bars: '', note: '', images: [], at_day: '', at_time: '' },
  });
  const [photosBusy, setPhotosBusy] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => setPhotosBusy(busy), []);

  const save = async (body: unknown) => {
    if (photosBusy) return;
    setRefusal(null);
    try {
      const after = await handover.mutateAsync({ step, body } as HandoverStep);
      const bars = (body as { no_of_bars?: number }).no_of_bars;
      onRecorded({ step, before: trolley, after, bars: bars ?? null });
    } catch (error) {
      setRefusal(formatApiError(error, 'field'));
    }
  };
  const guard = useSubmitGuard(handleSubmit(save));
  const big = { '& .MuiInputBase-root': { minHeight: 56 } };

  return (
    <Paper component="form" noValidate onSubmit={guard.onSubmit} aria-label={STEP_LABELS[step]} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {STEP_LABELS[step]}
      </Typography>
      <Stack spacing={2.5}>
        {step === 'delivery' && <FormAutocomplete control={control} name="customer_id" label="Customer" useOptions={useDeliveryCustomerOptions} />}
        {step === 'onplant' && <FormSelect control={control} name="to_plant_id" label="Plant" required options={plants} sx={big} />}
        {step !== 'maintenance' && (
          <FormTextField control={control} name="no_of_bars" label="No of Bars" slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }} sx={big} />
        )}
        <FormTextField control={control} name="note" label="Note" multiline rows={2} />
        <Controller
          control={control}
          name="images"
          render={({ field }) => <PhotosField label="Photos" value={field.value} onChange={field.onChange} onBusyChange={onPhotosBusy} size="large" />}
        />
        {/* For a hand-over made earlier; both empty: now. The day in the app's date format, the time 24-hour. */}
        <HappenedAtFields control={control} hintId="handover-when-hint" />
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={guard.busy || photosBusy} loadingPosition="start" sx={{ minHeight: 56, fontSize: 17 }}>
          Record {STEP_LABELS[step]}
        </Button>
      </Stack>
    </Paper>
  );
}
