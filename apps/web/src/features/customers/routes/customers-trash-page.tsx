import { TrashPage } from '../../../components/resource/trash-page';
import { customers, customerTrash } from '../api/customers';

export default function CustomersTrashPage() {
  return <TrashPage resource={customers} screen={customerTrash} />;
}
