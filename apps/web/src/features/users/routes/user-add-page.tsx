import { ResourceAddPage } from '../../../components/resource/resource-form-page';
import { users, userScreen } from '../api/users';
import { UserAddForm } from '../components/user-form';

export default function UserAddPage() {
  return (
    <ResourceAddPage screen={userScreen} resource={users}>
      {(form) => <UserAddForm {...form} />}
    </ResourceAddPage>
  );
}
