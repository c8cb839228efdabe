import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES, WarrantyReasonWriteSchema } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { NameForm } from '../../../components/form/name-form';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useUpdateWarrantyReason, useWarrantyReason } from '../api/warranty-reasons';

const LIST = '/dashboard/warrantyReason';

export default function WarrantyReasonEditPage() {
  const id = useIdParam('warrantyReasonId');
  const reason = useWarrantyReason(id);
  const update = useUpdateWarrantyReason(id);
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.updated, backTo: LIST, errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Update Warranty Reason" crumbs={[{ label: 'Warranty Reasons', to: LIST }]} />
      {reason.isPending && <LinearProgress aria-label="Loading" />}
      {reason.isError && <Alert severity="error">{formatApiError(reason.error, 'message')}</Alert>}
      {reason.data && (
        <NameForm schema={WarrantyReasonWriteSchema} mode="update" backTo={LIST} defaultValues={{ name: reason.data.name }} submitting={update.isPending} onSubmit={onSubmit} />
      )}
    </>
  );
}
