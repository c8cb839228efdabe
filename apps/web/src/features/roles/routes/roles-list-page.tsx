import { MESSAGES, type RoleListItem } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeleteRole, useRoles } from '../api/roles';

export default function RolesListPage() {
  const { query } = useListParams();
  const roles = useRoles(query);
  const remove = useDeleteRole();
  // spec §8: a refused role delete shows the server's detail (e.g. the role is still held by users).
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteRoleTitle,
    text: MESSAGES.deleteRoleQuestion,
    successMessage: MESSAGES.roleDeleted,
    remove: (id) => remove.mutateAsync(id),
  });
  const canAdd = useCanOpen('settings/roles/add');
  const canEdit = useCanOpen('settings/roles/:roleId');
  const canDelete = useHasOperation('Delete Role');

  const columns: Column<RoleListItem>[] = [
    {
      id: 'name',
      label: 'Name',
      sortable: true,
      render: (role) => <RecordLink to={canEdit && role.editable ? `/dashboard/settings/roles/${role.id}` : null}>{role.name}</RecordLink>,
    },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      // spec §6: only roles flagged editable can be edited or deleted.
      render: (role) =>
        role.editable && (
          <RowActions
            editLabel="Edit Role"
            editTo={canEdit ? `/dashboard/settings/roles/${role.id}` : undefined}
            deleteLabel="Delete Role"
            name={role.name}
            onDelete={canDelete ? () => deletion.ask(role.id) : undefined}
          />
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Roles" action={canAdd ? { label: 'Add Role', to: '/dashboard/settings/roles/add' } : undefined} />
      <ServerTable label="Roles" columns={columns} query={roles} rowKey={(role) => role.id} />
      {deletion.dialog}
    </>
  );
}
