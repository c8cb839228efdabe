import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { roles, roleScreen } from '../api/roles';
import { RoleForm } from '../components/role-form';

export default function RoleAddPage() {
  return (
    <ResourceAddPage screen={roleScreen} resource={roles}>
      {(form) => <RoleForm mode="add" {...form} />}
    </ResourceAddPage>
  );
}
