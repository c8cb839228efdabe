import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateUser } from '../api/users';
import { UserAddForm } from '../components/user-form';

export default function UserAddPage() {
  const create = useCreateUser();
  // spec §8: a 422 on the user form shows the first entry's field name with its message; a 409 its detail.
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.userAdded, backTo: '/dashboard/settings/users', errorStyle: 'field' });
  return (
    <>
      <PageHeader title="Add User" crumbs={[{ label: 'Users', to: '/dashboard/settings/users' }]} />
      <UserAddForm submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
