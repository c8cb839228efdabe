import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { RoleSaveSchema, type RoleFormInput, type RoleSave } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormTextField } from '../../../components/form/form-text-field';
import { useOperations } from '../../../lib/session';
import { useOperationGroups } from '../api/roles';
import { OperationsField } from './operations-field';

const BACK = '/dashboard/settings/roles';

type Props = {
  mode: 'add' | 'update';
  defaultValues?: RoleFormInput;
  /** A role that is not editable opens read-only: no Update. */
  readOnly?: boolean;
  submitting: boolean;
  onSubmit: (values: RoleSave) => void;
};

/** spec §5: role name 2-50 and at least one operation ('Select at least one operation.'). */
export function RoleForm({ mode, defaultValues = { name: '', operations: [], mfa_required: false }, readOnly = false, submitting, onSubmit }: Props) {
  const groups = useOperationGroups();
  const held = useOperations();
  const { control, handleSubmit, formState } = useForm<RoleFormInput, unknown, RoleSave>({ resolver: zodResolver(RoleSaveSchema), defaultValues });

  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)} maxWidth="none">
      <Stack spacing={3}>
        <FormTextField control={control} name="name" label="Name" required autoFocus={!readOnly} disabled={readOnly} sx={{ maxWidth: 480 }} />
        <Controller
          control={control}
          name="mfa_required"
          render={({ field }) => (
            <div>
              <FormControlLabel
                control={
                  <Switch
                    checked={!!field.value}
                    onChange={(_e, checked) => field.onChange(checked)}
                    disabled={readOnly}
                    slotProps={{ input: { 'aria-describedby': 'mfa-required-help' } }}
                  />
                }
                label="Require a second factor"
              />
              <FormHelperText id="mfa-required-help" sx={{ mt: 0 }}>
                Users of this role must set up an authenticator app or a passkey before they can do anything, and cannot remove their last one.
              </FormHelperText>
            </div>
          )}
        />
        {groups.isPending && <LinearProgress aria-label="Loading operations" />}
        <Controller
          control={control}
          name="operations"
          render={({ field, fieldState }) => (
            <OperationsField groups={groups.data ?? []} value={field.value ?? []} onChange={field.onChange} held={held} disabled={readOnly} error={fieldState.error?.message} />
          )}
        />
      </Stack>
      {readOnly ? (
        <Stack direction="row" sx={{ mt: 3 }}>
          <Button component={RouterLink} to={BACK} variant="outlined">
            Back
          </Button>
        </Stack>
      ) : (
        <FormActions backTo={BACK} submitLabel={mode === 'add' ? 'Add' : 'Update'} submitting={submitting} dirty={formState.isDirty} />
      )}
    </FormPaper>
  );
}
