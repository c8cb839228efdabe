import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateCity } from '../api/cities';
import { CityForm } from '../components/city-form';

export default function CityAddPage() {
  const create = useCreateCity();
  // spec §8: a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({
    save: create.mutateAsync,
    successMessage: MESSAGES.added,
    backTo: '/dashboard/cities',
    errorStyle: 'message',
  });

  return (
    <>
      <PageHeader title="Add City" crumbs={[{ label: 'Cities', to: '/dashboard/cities' }]} />
      <CityForm mode="add" submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
