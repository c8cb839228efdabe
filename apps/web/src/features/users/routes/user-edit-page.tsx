import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useUpdateUser, useUserDetail } from '../api/users';
import { UserUpdateForm } from '../components/user-form';
import { UserPlants } from '../components/user-plants';
import { NOT_EDITABLE_USER } from '../components/not-editable';

export default function UserEditPage() {
  const id = useIdParam('userId');
  const user = useUserDetail(id);
  const update = useUpdateUser(id);
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.userUpdated, backTo: '/dashboard/settings/users', errorStyle: 'field' });

  return (
    <>
      <PageHeader title="Update User" crumbs={[{ label: 'Users', to: '/dashboard/settings/users' }]} />
      {user.isPending && <LinearProgress aria-label="Loading" />}
      {user.isError && <Alert severity="error">{formatApiError(user.error, 'field')}</Alert>}
      {/* spec §2: a user whose role is not editable offers no edit and no plant actions, even by URL. */}
      {user.data && !user.data.role.editable && <Alert severity="info">{NOT_EDITABLE_USER}</Alert>}
      {user.data?.role.editable && (
        <>
          <UserUpdateForm
            defaultValues={{ first_name: user.data.first_name, last_name: user.data.last_name, role_id: user.data.role.id }}
            submitting={update.isPending}
            onSubmit={onSubmit}
          />
          <UserPlants userId={id} />
        </>
      )}
    </>
  );
}
