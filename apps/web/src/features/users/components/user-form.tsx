import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { UserCreateSchema, UserUpdateSchema, type UserCreate, type UserCreateFormInput, type UserUpdate, type UserUpdateFormInput } from '@glassdesk/shared';
import { FormActions } from '../../../components/form/form-actions';
import { FormPaper } from '../../../components/form/form-paper';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRoleOptions } from '../../../lookups/use-role-options';

const BACK = '/dashboard/settings/users';

type AddProps = { submitting: boolean; onSubmit: (values: UserCreate) => void };

/** spec §2/§5: First Name, Last Name (3-50), Email (5-100), Password (6-50), Role (required). */
export function UserAddForm({ submitting, onSubmit }: AddProps) {
  const roles = useRoleOptions();
  const { control, handleSubmit, formState } = useForm<UserCreateFormInput, unknown, UserCreate>({
    resolver: zodResolver(UserCreateSchema),
    defaultValues: { first_name: '', last_name: '', email: '', password: '', role: null },
  });
  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="first_name" label="First Name" required autoFocus />
        <FormTextField control={control} name="last_name" label="Last Name" required />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
        <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required />
        <FormSelect control={control} name="role" label="Role" options={roles.options} required />
      </Stack>
      <FormActions backTo={BACK} submitLabel="Add" submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}

type UpdateProps = { defaultValues: UserUpdateFormInput; submitting: boolean; onSubmit: (values: UserUpdate) => void };

/** The edit form: names and role; the email never changes. */
export function UserUpdateForm({ defaultValues, submitting, onSubmit }: UpdateProps) {
  const roles = useRoleOptions();
  const { control, handleSubmit, formState } = useForm<UserUpdateFormInput, unknown, UserUpdate>({
    resolver: zodResolver(UserUpdateSchema),
    defaultValues,
  });
  return (
    <FormPaper onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2.5}>
        <FormTextField control={control} name="first_name" label="First Name" required autoFocus />
        <FormTextField control={control} name="last_name" label="Last Name" required />
        <FormSelect control={control} name="role_id" label="Role" options={roles.options} required />
      </Stack>
      <FormActions backTo={BACK} submitLabel="Update" submitting={submitting} dirty={formState.isDirty} />
    </FormPaper>
  );
}
