import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateBusiness } from '../api/businesses';
import { BusinessForm } from '../components/business-form';

export default function BusinessAddPage() {
  const create = useCreateBusiness();
  // spec §8: a 422 on the business form shows the first entry's field name plus its message; a 409 its detail.
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.added, backTo: '/dashboard/business', errorStyle: 'field' });

  return (
    <>
      <PageHeader title="Add Business" crumbs={[{ label: 'Business', to: '/dashboard/business' }]} />
      <BusinessForm mode="add" submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
