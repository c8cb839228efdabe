import { MESSAGES, WarrantyReasonWriteSchema } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { NameForm } from '../../../components/form/name-form';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateWarrantyReason } from '../api/warranty-reasons';

const LIST = '/dashboard/warrantyReason';

export default function WarrantyReasonAddPage() {
  const create = useCreateWarrantyReason();
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.added, backTo: LIST, errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Add Warranty Reason" crumbs={[{ label: 'Warranty Reasons', to: LIST }]} />
      <NameForm schema={WarrantyReasonWriteSchema} mode="add" backTo={LIST} submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
