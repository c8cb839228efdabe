import Alert from '@mui/material/Alert';
import { HistoryPanel } from '../../../components/activity/history-panel';
import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { fullName } from '../../../lib/full-name';
import { useUpdateUser, users, userScreen } from '../api/users';
import { UserUpdateForm } from '../components/user-form';
import { UserPlants } from '../components/user-plants';
import { NOT_EDITABLE_USER } from '../components/not-editable';

export default function UserEditPage() {
  return (
    <ResourceEditPage screen={userScreen} resource={{ useOne: users.useOne, useUpdate: useUpdateUser, itemPath: users.itemPath }}>
      {/* spec §2: a user whose role is not editable offers no edit and no plant actions, even by URL. */}
      {(user, form) => (
        <>
          {user.role.editable ? (
            <>
              <UserUpdateForm defaultValues={{ first_name: user.first_name, last_name: user.last_name, role_id: user.role.id }} {...form} />
              <UserPlants userId={user.id} />
            </>
          ) : (
            <Alert severity="info">{NOT_EDITABLE_USER}</Alert>
          )}
          <HistoryPanel resource="users" id={user.id} label={fullName(user)} />
        </>
      )}
    </ResourceEditPage>
  );
}
