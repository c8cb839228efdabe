import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreatePlant } from '../api/plants';
import { PlantForm } from '../components/plant-form';

export default function PlantAddPage() {
  const create = useCreatePlant();
  const onSubmit = useSaveHandler({
    save: create.mutateAsync,
    successMessage: MESSAGES.added,
    backTo: '/dashboard/plants',
    errorStyle: 'message',
  });

  return (
    <>
      <PageHeader title="Add Plant" crumbs={[{ label: 'Plants', to: '/dashboard/plants' }]} />
      <PlantForm mode="add" submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
