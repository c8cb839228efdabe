import Alert from '@mui/material/Alert';
import { HistoryPanel } from '../../../components/activity/history-panel';
import { ResourceEditPage } from '../../../components/resource/resource-form-page';
import { roles, roleScreen, useUpdateRole } from '../api/roles';
import { RoleForm } from '../components/role-form';

export default function RoleEditPage() {
  return (
    <ResourceEditPage screen={roleScreen} resource={{ useOne: roles.useOne, useUpdate: useUpdateRole, itemPath: roles.itemPath }}>
      {(role, form) => (
        <>
          {/* A role that is not editable (Super Admin) opens read-only when reached by URL. */}
          {!role.editable && (
            <Alert severity="info" sx={{ mb: 2 }}>
              This Role is not editable.
            </Alert>
          )}
          <RoleForm mode="update" readOnly={!role.editable} defaultValues={{ name: role.name, operations: role.operations, mfa_required: role.mfa_required }} {...form} />
          <HistoryPanel resource="roles" id={role.id} label={role.name} />
        </>
      )}
    </ResourceEditPage>
  );
}
