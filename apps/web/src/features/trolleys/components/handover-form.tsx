import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { MESSAGES, TrolleyCheckinSchema, TrolleyDeliverySchema, TrolleyMaintenanceSchema, TrolleyPickupSchema, type PlantOption, type Trolley } from '@glassdesk/shared';
import { FormAutocomplete } from '../../../components/form/form-autocomplete';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSubmitGuard } from '../../../components/form/use-submit-guard';
import { PhotosField } from '../../../components/photo-picker/photos-field';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useCustomerOptions } from '../../../lookups/use-customer-options';
import { useHandover, type HandoverStep } from '../api/trolleys';

export type Step = HandoverStep['step'];

export const STEP_LABELS: Record<Step, string> = {
  delivery: 'Deliver to Customer',
  pickup: 'Pick Up',
  onplant: 'Back on Plant',
  maintenance: 'Maintenance',
};

/** The steps a trolley's status allows next (spec §4, CONTRACT hand-overs). */
export function stepsFor(trolley: Pick<Trolley, 'trolley_status'>): Step[] {
  switch (trolley.trolley_status) {
    case 'OnPlant':
      return ['delivery', 'maintenance'];
    case 'Delivery':
      return ['pickup'];
    case 'Pickup':
    case 'Maintenance':
    case 'PlantChange':
    case 'DropOff':
      return ['onplant'];
    case 'DeFleet':
      return [];
  }
}

type Values = {
  customer_id: number | null;
  to_plant_id: number | null;
  no_of_bars: string;
  note: string;
  images: string[];
  /** datetime-local text; empty: now. */
  at: string;
};

const SCHEMAS = { delivery: TrolleyDeliverySchema, pickup: TrolleyPickupSchema, onplant: TrolleyCheckinSchema, maintenance: TrolleyMaintenanceSchema };

/** The step's shared schema, fed the form's text: an empty bar count is 0, a local time becomes ISO-8601. */
function schemaFor(step: Step): z.ZodType<unknown, Values> {
  const schema = z.preprocess((raw) => {
    const v = raw as Values;
    const at = v.at ? new Date(v.at) : null;
    return {
      ...v,
      no_of_bars: v.no_of_bars.trim() === '' ? 0 : v.no_of_bars,
      at: at && !Number.isNaN(at.getTime()) ? at.toISOString() : null,
    };
  }, SCHEMAS[step]);
  // The form's values go in (typed Values), the step's API body comes out.
  return schema as unknown as z.ZodType<unknown, Values>;
}

type Props = {
  trolley: Trolley;
  step: Step;
  /** The plants the user may act at: where a trolley may come back on plant. */
  plants: PlantOption[];
  onDone: () => void;
};

/** One hand-over step: bars, note, photos and (for an earlier hand-over) when it happened; large controls. */
export function HandoverForm({ trolley, step, plants, onDone }: Props) {
  const notify = useNotify();
  const handover = useHandover(trolley.id);
  // A trolley in a plant change can only arrive at its destination.
  const inTransfer = trolley.trolley_status === 'PlantChange' || trolley.trolley_status === 'DropOff';
  const plantChoices = inTransfer && trolley.to_plant ? [{ id: trolley.to_plant, name: trolley.to_plant_name ?? `Plant ${trolley.to_plant}` }] : plants;
  const { control, handleSubmit, reset } = useForm<Values, unknown, unknown>({
    resolver: zodResolver(schemaFor(step)),
    defaultValues: {
      customer_id: null,
      to_plant_id: inTransfer ? trolley.to_plant : plantChoices.length === 1 ? plantChoices[0].id : null,
      no_of_bars: '',
      note: '',
      images: [],
      at: '',
    },
  });
  const [photosBusy, setPhotosBusy] = useState(false);
  const onPhotosBusy = useCallback((busy: boolean) => setPhotosBusy(busy), []);

  const save = async (body: unknown) => {
    if (photosBusy) return;
    try {
      await handover.mutateAsync({ step, body } as HandoverStep);
      notify.success(MESSAGES.updated);
      reset();
      onDone();
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
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
        {step === 'delivery' && <FormAutocomplete control={control} name="customer_id" label="Customer" useOptions={useCustomerOptions} />}
        {step === 'onplant' && <FormSelect control={control} name="to_plant_id" label="Plant" required options={plantChoices} sx={big} />}
        {step !== 'maintenance' && (
          <FormTextField control={control} name="no_of_bars" label="No of Bars" slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }} sx={big} />
        )}
        <FormTextField control={control} name="note" label="Note" multiline rows={2} />
        <Controller
          control={control}
          name="images"
          render={({ field }) => <PhotosField label="Photos" value={field.value} onChange={field.onChange} onBusyChange={onPhotosBusy} size="large" />}
        />
        <FormTextField
          control={control}
          name="at"
          label="Happened at"
          type="datetime-local"
          helperText="Leave empty for now; set it for a hand-over made earlier."
          slotProps={{ inputLabel: { shrink: true } }}
          tagNotice={false}
        />
        <Button type="submit" variant="contained" size="large" loading={guard.busy || photosBusy} loadingPosition="start" sx={{ minHeight: 56, fontSize: 17 }}>
          Record {STEP_LABELS[step]}
        </Button>
      </Stack>
    </Paper>
  );
}
