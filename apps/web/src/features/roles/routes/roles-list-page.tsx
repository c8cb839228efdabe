import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { roles, roleScreen } from '../api/roles';

export default function RolesListPage() {
  // spec §6: only roles flagged editable can be edited or deleted.
  return <ResourceListPage resource={roles} screen={roleScreen} editable={(role) => role.editable} />;
}
