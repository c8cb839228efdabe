import { GlassTypeWriteSchema } from '@glassdesk/shared';
import { NameEditPage } from '../../../components/resource/name-form-pages';
import { glassTypes, glassTypeScreen } from '../api/glass-types';

export default function GlassTypeEditPage() {
  return <NameEditPage screen={glassTypeScreen} resource={glassTypes} schema={GlassTypeWriteSchema} />;
}
