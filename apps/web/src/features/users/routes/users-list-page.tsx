import LockResetIcon from '@mui/icons-material/LockReset';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { RowButton } from '../../../components/row-actions';
import { useCanOpen } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { fullName } from '../../../lib/full-name';
import { users, userScreen } from '../api/users';

export default function UsersListPage() {
  const me = useUser();
  const canReset = useCanOpen('settings/users/reset-password/:userId');
  const notMe = (user: { id: number }) => user.id !== me?.id;

  // spec §2: no action at all for users whose role is not editable. Nobody deletes their own account, and their own
  // password changes in My Profile, with the old one (the server refuses both too).
  return (
    <ResourceListPage
      resource={users}
      screen={userScreen}
      editable={(user) => user.role.editable}
      deletable={notMe}
      rowButtons={(user) =>
        canReset &&
        notMe(user) && (
          <RowButton label="Reset Password" name={fullName(user)} to={`/dashboard/settings/users/reset-password/${user.id}`} icon={<LockResetIcon fontSize="small" />} />
        )
      }
    />
  );
}
