import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { glassTypes, glassTypeScreen } from '../api/glass-types';

export default function GlassTypesListPage() {
  return <ResourceListPage resource={glassTypes} screen={glassTypeScreen} />;
}
