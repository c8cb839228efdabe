import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useResetPassword, useUserDetail } from '../api/users';
import { ResetPasswordForm } from '../components/reset-password-form';
import { NOT_EDITABLE_USER } from '../components/not-editable';

export default function UserResetPasswordPage() {
  const id = useIdParam('userId');
  const user = useUserDetail(id);
  const reset = useResetPassword(id);
  // spec §8 names no reset-specific text: the generic 'Updated Successfully'.
  const onSubmit = useSaveHandler({ save: reset.mutateAsync, successMessage: MESSAGES.updated, backTo: '/dashboard/settings/users', errorStyle: 'field' });

  return (
    <>
      <PageHeader title="Reset Password" crumbs={[{ label: 'Users', to: '/dashboard/settings/users' }]} />
      {user.isPending && <LinearProgress aria-label="Loading" />}
      {user.isError && <Alert severity="error">{formatApiError(user.error, 'field')}</Alert>}
      {user.data && !user.data.role.editable && <Alert severity="info">{NOT_EDITABLE_USER}</Alert>}
      {user.data?.role.editable && <ResetPasswordForm user={user.data} submitting={reset.isPending} onSubmit={onSubmit} />}
    </>
  );
}
