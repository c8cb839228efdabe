import { UserCreateSchema, UserUpdateSchema, type UserCreate, type UserCreateFormInput, type UserUpdate, type UserUpdateFormInput } from '@glassdesk/shared';
import { FormSelect } from '../../../components/form/form-select';
import { FormTextField } from '../../../components/form/form-text-field';
import { RecordForm, useSchemaForm } from '../../../components/form/record-form';
import { useRoleOptions } from '../../../lookups/use-role-options';

const BACK = '/dashboard/settings/users';

type AddProps = { submitting: boolean; onSubmit: (values: UserCreate) => void };

/** spec §2/§5: First Name, Last Name (3-50), Email (5-100), Password (6-50), Role (required). */
export function UserAddForm({ submitting, onSubmit }: AddProps) {
  const roles = useRoleOptions();
  const form = useSchemaForm<UserCreateFormInput, UserCreate>(UserCreateSchema, { first_name: '', last_name: '', email: '', password: '', role: null });
  const { control } = form;
  return (
    <RecordForm form={form} onSubmit={onSubmit} mode="add" backTo={BACK} submitting={submitting}>
      <FormTextField control={control} name="first_name" label="First Name" required autoFocus />
      <FormTextField control={control} name="last_name" label="Last Name" required />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="off" required />
      <FormTextField control={control} name="password" label="Password" type="password" autoComplete="new-password" required />
      <FormSelect control={control} name="role" label="Role" options={roles.options} required />
    </RecordForm>
  );
}

type UpdateProps = { defaultValues: UserUpdateFormInput; submitting: boolean; onSubmit: (values: UserUpdate) => void };

/** The edit form: names and role; the email never changes. */
export function UserUpdateForm({ defaultValues, submitting, onSubmit }: UpdateProps) {
  const roles = useRoleOptions();
  const form = useSchemaForm<UserUpdateFormInput, UserUpdate>(UserUpdateSchema, defaultValues);
  const { control } = form;
  return (
    <RecordForm form={form} onSubmit={onSubmit} mode="update" backTo={BACK} submitting={submitting}>
      <FormTextField control={control} name="first_name" label="First Name" required autoFocus />
      <FormTextField control={control} name="last_name" label="Last Name" required />
      <FormSelect control={control} name="role_id" label="Role" options={roles.options} required />
    </RecordForm>
  );
}
