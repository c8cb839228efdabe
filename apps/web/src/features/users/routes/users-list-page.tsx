import { useState } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { RowButton } from '../../../components/row-actions';
import { useNotify } from '../../../components/snackbar';
import { formatApiError } from '../../../lib/api-error';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useUser } from '../../../lib/session';
import { fullName } from '../../../lib/full-name';
import { endUserSessions, users, userScreen } from '../api/users';

type Person = { id: number; first_name: string; last_name: string };

export default function UsersListPage() {
  const me = useUser();
  const canReset = useCanOpen('settings/users/reset-password/:userId');
  // CONTRACT "Staff sign-in": Update User ends a user's sessions (a lost phone), after a confirmation.
  const canEndSessions = useHasOperation('Update User');
  const notify = useNotify();
  const [ending, setEnding] = useState<Person | null>(null);
  const notMe = (user: { id: number }) => user.id !== me?.id;

  const endSessions = async () => {
    if (!ending) return;
    try {
      notify.success((await endUserSessions(ending.id)).message);
      setEnding(null);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    }
  };

  // spec §2: no action at all for users whose role is not editable. Nobody deletes their own account, and their own
  // password changes in My Profile, with the old one (the server refuses both too); their own sessions end there too.
  return (
    <>
      <ResourceListPage
        resource={users}
        screen={userScreen}
        editable={(user) => user.role.editable}
        deletable={notMe}
        rowButtons={(user) =>
          notMe(user) && (
            <>
              {canReset && (
                <RowButton label="Reset Password" name={fullName(user)} to={`/dashboard/settings/users/reset-password/${user.id}`} icon={<LockResetIcon fontSize="small" />} />
              )}
              {canEndSessions && user.role.editable && (
                <RowButton label="End sessions" name={fullName(user)} onClick={() => setEnding(user)} icon={<LogoutIcon fontSize="small" />} />
              )}
            </>
          )
        }
      />
      <ConfirmDialog
        open={ending !== null}
        title="End sessions?"
        text={ending ? `${fullName(ending)} will be signed out on every browser and phone, and must sign in again.` : ''}
        confirmLabel="End sessions"
        onCancel={() => setEnding(null)}
        onConfirm={endSessions}
      />
    </>
  );
}
