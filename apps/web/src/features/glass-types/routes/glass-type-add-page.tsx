import { GlassTypeWriteSchema } from '@glassdesk/shared';
import { NameAddPage } from '../../../components/resource/name-form-pages';
import { glassTypes, glassTypeScreen } from '../api/glass-types';

export default function GlassTypeAddPage() {
  return <NameAddPage screen={glassTypeScreen} resource={glassTypes} schema={GlassTypeWriteSchema} />;
}
