import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES, GlassTypeWriteSchema } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { NameForm } from '../../../components/form/name-form';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useUpdateGlassType, useGlassType } from '../api/glass-types';

const LIST = '/dashboard/glassTypes';

export default function GlassTypeEditPage() {
  const id = useIdParam('glassTypeId');
  const glassType = useGlassType(id);
  const update = useUpdateGlassType(id);
  // As warranty reasons (spec §8): a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.updated, backTo: LIST, errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Update Glass Type" crumbs={[{ label: 'Glass Types', to: LIST }]} />
      {glassType.isPending && <LinearProgress aria-label="Loading" />}
      {glassType.isError && <Alert severity="error">{formatApiError(glassType.error, 'message')}</Alert>}
      {glassType.data && (
        <NameForm schema={GlassTypeWriteSchema} mode="update" backTo={LIST} defaultValues={{ name: glassType.data.name }} submitting={update.isPending} onSubmit={onSubmit} />
      )}
    </>
  );
}
