import { TrashPage } from '../../../components/resource/trash-page';
import { businesses, businessTrash } from '../api/businesses';

export default function BusinessTrashPage() {
  return <TrashPage resource={businesses} screen={businessTrash} />;
}
