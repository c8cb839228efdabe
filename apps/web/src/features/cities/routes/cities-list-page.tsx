import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { cities, cityScreen } from '../api/cities';

export default function CitiesListPage() {
  return <ResourceListPage resource={cities} screen={cityScreen} />;
}
