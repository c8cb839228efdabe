import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useIdParam } from '../../../lib/use-id-param';
import { useTrolley, useUpdateTrolley } from '../api/trolleys';
import { formatExpiry } from '../components/format';
import { TrolleyForm } from '../components/trolley-form';

export default function TrolleyEditPage() {
  const id = useIdParam('trolleyId');
  const trolley = useTrolley(id);
  const update = useUpdateTrolley(id);
  const onSubmit = useSaveHandler({
    save: update.mutateAsync,
    successMessage: MESSAGES.updated,
    backTo: '/dashboard/trolleys',
    errorStyle: 'field',
  });
  const t = trolley.data;

  return (
    <>
      <PageHeader title="Update Trolley" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      {trolley.isPending && <LinearProgress aria-label="Loading" />}
      {trolley.isError && <Alert severity="error">{formatApiError(trolley.error, 'field')}</Alert>}
      {t && (
        <TrolleyForm
          mode="update"
          defaultValues={{
            name: t.name,
            uid: t.uid,
            trolley_photo_url: t.trolley_photo_url,
            serial_number: t.serial_number ?? '',
            is_certified: t.is_certified,
            expiry_date: formatExpiry(t.expiry_date),
            plant_id: t.plant?.id ?? null,
          }}
          submitting={update.isPending}
          onSubmit={onSubmit}
          backTo="/dashboard/trolleys"
        />
      )}
    </>
  );
}
