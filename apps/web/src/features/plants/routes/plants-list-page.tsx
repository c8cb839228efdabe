import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { plants, plantScreen } from '../api/plants';

export default function PlantsListPage() {
  return <ResourceListPage resource={plants} screen={plantScreen} />;
}
