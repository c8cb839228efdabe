import { CityCreateSchema, CityUpdateSchema, type CityCreate } from '@glassdesk/shared';
import { NameForm } from '../../../components/form/name-form';

type Props = {
  /** spec §5: add city name 1-50, update city name 2-150. */
  mode: 'add' | 'update';
  defaultValues?: CityCreate;
  submitting: boolean;
  onSubmit: (values: CityCreate) => unknown;
};

export function CityForm({ mode, ...form }: Props) {
  return <NameForm schema={mode === 'add' ? CityCreateSchema : CityUpdateSchema} label="City Name" mode={mode} backTo="/dashboard/cities" {...form} />;
}
