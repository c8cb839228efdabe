import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from './form-actions';
import { FormPaper } from './form-paper';
import { FormTextField } from './form-text-field';

type NameValues = { name: string };

type Props = {
  /** The shared schema holding the name rule (e.g. warranty reason name 3-255). */
  schema: z.ZodType<NameValues, NameValues>;
  /** The field's label; 'Name' unless the spec says otherwise ('City Name'). */
  label?: string;
  mode: 'add' | 'update';
  /** Where Back goes: the list. */
  backTo: string;
  defaultValues?: NameValues;
  submitting: boolean;
  onSubmit: (values: NameValues) => unknown;
};

/** The form of a reference list whose only field is its name (cities, warranty reasons, glass types). */
export function NameForm({ schema, label = 'Name', mode, backTo, defaultValues = { name: '' }, submitting, onSubmit }: Props) {
  const { control, handleSubmit, formState } = useForm<NameValues>({ resolver: zodResolver(schema), defaultValues });
  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="name" label={label} required autoFocus />
      <FormActions backTo={backTo} submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}
