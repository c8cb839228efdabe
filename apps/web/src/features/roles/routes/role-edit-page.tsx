import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useRole, useUpdateRole } from '../api/roles';
import { RoleForm } from '../components/role-form';

export default function RoleEditPage() {
  const id = useIdParam('roleId');
  const role = useRole(id);
  const update = useUpdateRole(id);
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.updated, backTo: '/dashboard/settings/roles', errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Update Role" crumbs={[{ label: 'Roles', to: '/dashboard/settings/roles' }]} />
      {role.isPending && <LinearProgress aria-label="Loading" />}
      {role.isError && <Alert severity="error">{formatApiError(role.error, 'message')}</Alert>}
      {/* A role that is not editable (Super Admin) opens read-only when reached by URL. */}
      {role.data && !role.data.editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This Role is not editable.
        </Alert>
      )}
      {role.data && (
        <RoleForm
          mode="update"
          readOnly={!role.data.editable}
          defaultValues={{ name: role.data.name, operations: role.data.operations }}
          submitting={update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}
