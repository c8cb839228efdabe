import { CityCreateSchema, CityUpdateSchema, type CityCreate } from '@glassdesk/shared';
import { NameForm } from '../../../components/form/name-form';
import type { RecordFormProps } from '../../../components/form/record-form';

/** spec §5: add city name 1-50, update city name 2-150. */
export function CityForm({ mode, ...form }: RecordFormProps<CityCreate, CityCreate>) {
  return <NameForm schema={mode === 'add' ? CityCreateSchema : CityUpdateSchema} label="City Name" mode={mode} backTo="/dashboard/cities" {...form} />;
}
