import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { supportRequests, supportScreen } from '../api/support';

export default function SupportListPage() {
  return <ResourceListPage resource={supportRequests} screen={supportScreen} />;
}
