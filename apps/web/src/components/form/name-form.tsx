import type { z } from 'zod';
import { FormTextField } from './form-text-field';
import { RecordForm, useSchemaForm, type RecordFormProps } from './record-form';

type NameValues = { name: string };

type Props = RecordFormProps<NameValues, NameValues> & {
  /** The shared schema holding the name rule (e.g. warranty reason name 3-255). */
  schema: z.ZodType<NameValues, NameValues>;
  /** The field's label; 'Name' unless the spec says otherwise ('City Name'). */
  label?: string;
  /** Where Back goes: the list. */
  backTo: string;
};

/** The form of a reference list whose only field is its name (cities, warranty reasons, glass types). */
export function NameForm({ schema, label = 'Name', defaultValues = { name: '' }, ...props }: Props) {
  const form = useSchemaForm(schema, defaultValues);
  return (
    <RecordForm form={form} {...props}>
      <FormTextField control={form.control} name="name" label={label} required autoFocus />
    </RecordForm>
  );
}
