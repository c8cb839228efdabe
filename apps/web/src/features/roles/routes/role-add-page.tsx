import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateRole } from '../api/roles';
import { RoleForm } from '../components/role-form';

export default function RoleAddPage() {
  const create = useCreateRole();
  // spec §8: the role form shows a refusal's detail, or the first validation message.
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.roleAdded, backTo: '/dashboard/settings/roles', errorStyle: 'message' });
  return (
    <>
      <PageHeader title="Add Role" crumbs={[{ label: 'Roles', to: '/dashboard/settings/roles' }]} />
      <RoleForm mode="add" submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
