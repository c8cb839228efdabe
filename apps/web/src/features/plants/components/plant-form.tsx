import { PlantCreateSchema, PlantUpdateSchema, type PlantCreate, type PlantFormInput } from '@glassdesk/shared';
import { FormAutocomplete, type EntityOption } from '../../../components/form/form-autocomplete';
import { FormTextField } from '../../../components/form/form-text-field';
import { RecordForm, useSchemaForm, type RecordFormProps } from '../../../components/form/record-form';
import { useCityOptions } from '../../../lookups/use-city-options';

/** spec §5: add plant name 2-36, update plant name 2-150; contact 10-17; city optional. */
type Props = RecordFormProps<PlantFormInput, PlantCreate> & {
  /** The plant's city when editing, shown in the City dropdown before any search. */
  city?: EntityOption | null;
};

const EMPTY: PlantFormInput = { name: '', address: '', contact: '', city_id: null };

export function PlantForm({ mode, defaultValues = EMPTY, city = null, submitting, onSubmit }: Props) {
  const form = useSchemaForm<PlantFormInput, PlantCreate>(mode === 'add' ? PlantCreateSchema : PlantUpdateSchema, defaultValues);
  const { control } = form;

  return (
    <RecordForm form={form} onSubmit={onSubmit} mode={mode} backTo="/dashboard/plants" submitting={submitting}>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      <FormTextField control={control} name="address" label="Address" multiline rows={3} />
      <FormTextField control={control} name="contact" label="Contact" required slotProps={{ htmlInput: { inputMode: 'tel' } }} />
      <FormAutocomplete control={control} name="city_id" label="City" initialOption={city} useOptions={useCityOptions} />
    </RecordForm>
  );
}
