import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CityCreateSchema, CityUpdateSchema, type CityCreate } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormTextField } from '../../../components/form/form-text-field';

type Props = {
  /** spec §5: add city name 1-50, update city name 2-150. */
  mode: 'add' | 'update';
  defaultValues?: CityCreate;
  submitting: boolean;
  onSubmit: (values: CityCreate) => void;
};

export function CityForm({ mode, defaultValues = { name: '' }, submitting, onSubmit }: Props) {
  const schema = mode === 'add' ? CityCreateSchema : CityUpdateSchema;
  const { control, handleSubmit, formState } = useForm<CityCreate>({ resolver: zodResolver(schema), defaultValues });

  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)}>
      <FormTextField control={control} name="name" label="City Name" required autoFocus />
      <FormActions backTo="/dashboard/cities" submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}
