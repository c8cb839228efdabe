import { useCallback, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { TROLLEY_MESSAGES, TrolleySaveSchema, type TrolleyFormInput, type TrolleySave } from '@glassdesk/shared';
import { FormDateField } from '../../../components/form/date-field';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhotoPicker } from '../../../components/photo-picker/photo-picker';
import { appDates } from '../../../lib/app-dates';
import { usePlantOptions } from '../../../lookups/use-plant-options';

type Props = {
  mode: 'add' | 'update';
  defaultValues?: TrolleyFormInput;
  submitting: boolean;
  onSubmit: (values: TrolleySave) => Promise<void>;
  backTo: string;
};

export const EMPTY_TROLLEY: TrolleyFormInput = {
  name: '',
  uid: '',
  trolley_photo_url: null,
  serial_number: '',
  is_certified: false,
  expiry_date: '',
  plant_id: null,
};

/**
 * spec §5: name 2-36, unique code (UID) 1-36, serial number up to 100, certified, expiry date in the app's format
 * ('Please select a valid expiry date.' blocks the submit), plant, and one square photo.
 */
export function TrolleyForm({ mode, defaultValues = EMPTY_TROLLEY, submitting, onSubmit, backTo }: Props) {
  const { control, handleSubmit, formState } = useForm<TrolleyFormInput, unknown, TrolleySave>({
    resolver: zodResolver(TrolleySaveSchema),
    defaultValues,
  });
  const plants = usePlantOptions();
  const [photoBusy, setPhotoBusy] = useState(false);
  const onPhotoBusy = useCallback((busy: boolean) => setPhotoBusy(busy), []);

  // While a photo is still uploading the save waits for it: submitting then would drop the photo.
  const save = (values: TrolleySave) => (photoBusy ? Promise.resolve() : onSubmit(values));

  return (
    <FormPaper onSubmit={handleSubmit(save)}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="name" label="Trolley Name" required autoFocus />
        <FormTextField control={control} name="uid" label="UID" required helperText="The unique code printed on the trolley's label." />
        <FormTextField control={control} name="serial_number" label="Serial Number" />
        <Controller
          control={control}
          name="is_certified"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
              label="Certified"
            />
          )}
        />
        <FormDateField
          control={control}
          name="expiry_date"
          label="Expiry Date"
          invalidText={TROLLEY_MESSAGES.invalidExpiryDate}
          helperText={`${appDates.pattern}, or choose it from the calendar`}
        />
        <FormSelect control={control} name="plant_id" label="Plant" required options={plants.options} />
        <Controller
          control={control}
          name="trolley_photo_url"
          render={({ field }) => <PhotoPicker label="Trolley Photo" value={field.value ?? null} onChange={(url) => field.onChange(url)} onBusyChange={onPhotoBusy} />}
        />
      </Stack>
      <FormActions backTo={backTo} submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting || photoBusy} dirty={formState.isDirty} />
    </FormPaper>
  );
}
