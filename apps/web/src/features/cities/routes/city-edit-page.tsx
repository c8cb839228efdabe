import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useCity, useUpdateCity } from '../api/cities';
import { CityForm } from '../components/city-form';

export default function CityEditPage() {
  const id = useIdParam('cityId');
  const city = useCity(id);
  const update = useUpdateCity(id);
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({
    save: update.mutateAsync,
    successMessage: MESSAGES.updated,
    backTo: '/dashboard/cities',
    errorStyle: 'message',
  });

  return (
    <>
      <PageHeader title="Update City" crumbs={[{ label: 'Cities', to: '/dashboard/cities' }]} />
      {city.isPending && <LinearProgress aria-label="Loading" />}
      {city.isError && <Alert severity="error">{formatApiError(city.error, 'message')}</Alert>}
      {city.data && <CityForm mode="update" defaultValues={{ name: city.data.name }} submitting={update.isPending} onSubmit={onSubmit} />}
    </>
  );
}
