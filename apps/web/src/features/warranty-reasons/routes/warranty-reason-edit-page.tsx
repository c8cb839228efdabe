import { WarrantyReasonWriteSchema } from '@glassdesk/shared';
import { NameEditPage } from '../../../components/resource/name-form-pages';
import { warrantyReasons, warrantyReasonScreen } from '../api/warranty-reasons';

export default function WarrantyReasonEditPage() {
  return <NameEditPage screen={warrantyReasonScreen} resource={warrantyReasons} schema={WarrantyReasonWriteSchema} />;
}
