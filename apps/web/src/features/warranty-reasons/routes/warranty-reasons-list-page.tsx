import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { warrantyReasons, warrantyReasonScreen } from '../api/warranty-reasons';

export default function WarrantyReasonsListPage() {
  return <ResourceListPage resource={warrantyReasons} screen={warrantyReasonScreen} />;
}
