import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { usePlant, useUpdatePlant } from '../api/plants';
import { PlantForm } from '../components/plant-form';

export default function PlantEditPage() {
  const id = useIdParam('plantId');
  const plant = usePlant(id);
  const update = useUpdatePlant(id);
  const onSubmit = useSaveHandler({
    save: update.mutateAsync,
    successMessage: MESSAGES.updated,
    backTo: '/dashboard/plants',
    errorStyle: 'message',
  });

  return (
    <>
      <PageHeader title="Update Plant" crumbs={[{ label: 'Plants', to: '/dashboard/plants' }]} />
      {plant.isPending && <LinearProgress aria-label="Loading" />}
      {plant.isError && <Alert severity="error">{formatApiError(plant.error, 'message')}</Alert>}
      {plant.data && (
        <PlantForm
          mode="update"
          defaultValues={{
            name: plant.data.name,
            address: plant.data.address ?? '',
            contact: plant.data.contact ?? '',
            city_id: plant.data.city?.id ?? null,
          }}
          city={plant.data.city}
          submitting={update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </>
  );
}
