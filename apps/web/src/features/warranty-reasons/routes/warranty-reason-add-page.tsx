import { WarrantyReasonWriteSchema } from '@glassdesk/shared';
import { NameAddPage } from '../../../components/resource/name-form-pages';
import { warrantyReasons, warrantyReasonScreen } from '../api/warranty-reasons';

export default function WarrantyReasonAddPage() {
  return <NameAddPage screen={warrantyReasonScreen} resource={warrantyReasons} schema={WarrantyReasonWriteSchema} />;
}
