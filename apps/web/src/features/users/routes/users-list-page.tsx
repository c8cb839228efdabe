import { Link as RouterLink } from 'react-router';
import LockResetIcon from '@mui/icons-material/LockReset';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES, type User } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions, rowActionLabel } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { formatDate } from '../../../lib/format-date';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { useDeleteUser, useUsers } from '../api/users';

export default function UsersListPage() {
  const { query } = useListParams();
  const users = useUsers(query);
  const remove = useDeleteUser();
  const me = useUser();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteUserTitle,
    text: MESSAGES.deleteUserQuestion,
    successMessage: MESSAGES.userDeleted,
    remove: (id) => remove.mutateAsync(id),
    errorStyle: 'field',
  });
  // spec §6: actions follow the user's operations; spec §2: none at all for users whose role is not editable.
  const canAdd = useCanOpen('settings/users/add');
  const canEdit = useCanOpen('settings/users/:userId');
  const canReset = useCanOpen('settings/users/reset-password/:userId');
  const canDelete = useHasOperation('Delete User');

  const columns: Column<User>[] = [
    {
      id: 'name',
      label: 'Name',
      sortable: true,
      render: (user) => <RecordLink to={canEdit && user.role.editable ? `/dashboard/settings/users/${user.id}` : null}>{`${user.first_name} ${user.last_name}`}</RecordLink>,
    },
    { id: 'email', label: 'Email', sortable: true, truncate: '30ch', render: (user) => user.email },
    { id: 'role', label: 'Role', sortable: true, render: (user) => user.role.name },
    { id: 'created_at', label: 'Created', sortable: true, render: (user) => formatDate(user.created_at) },
    {
      id: 'action',
      label: 'Action',
      width: 150,
      render: (user) =>
        user.role.editable && (
          <RowActions
            editLabel="Edit User"
            editTo={canEdit ? `/dashboard/settings/users/${user.id}` : undefined}
            deleteLabel="Delete User"
            name={`${user.first_name} ${user.last_name}`}
            // Nobody deletes their own account (the server refuses it too).
            onDelete={canDelete && user.id !== me?.id ? () => deletion.ask(user.id) : undefined}
          >
            {/* Your own password changes in My Profile, with the old one (the server refuses a reset of it). */}
            {canReset && user.id !== me?.id && (
              <Tooltip title="Reset Password">
                <IconButton
                  component={RouterLink}
                  to={`/dashboard/settings/users/reset-password/${user.id}`}
                  aria-label={rowActionLabel('Reset Password', `${user.first_name} ${user.last_name}`)}
                  size="small"
                >
                  <LockResetIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </RowActions>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Users" action={canAdd ? { label: 'Add User', to: '/dashboard/settings/users/add' } : undefined} />
      <ServerTable label="Users" columns={columns} query={users} rowKey={(user) => user.id} />
      {deletion.dialog}
    </>
  );
}
