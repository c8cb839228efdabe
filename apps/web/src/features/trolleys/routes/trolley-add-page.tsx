import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateTrolley } from '../api/trolleys';
import { TrolleyForm } from '../components/trolley-form';

/** spec §2 "Trolleys": add. A new trolley is OnPlant at its plant (the server sets it). */
export default function TrolleyAddPage() {
  const create = useCreateTrolley();
  const onSubmit = useSaveHandler({
    save: create.mutateAsync,
    successMessage: MESSAGES.added,
    backTo: '/dashboard/trolleys',
    // spec §8: trolley forms show a 409 detail, and a 422 as the first entry's field name plus its message.
    errorStyle: 'field',
  });

  return (
    <>
      <PageHeader title="Add Trolley" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      <TrolleyForm mode="add" submitting={create.isPending} onSubmit={onSubmit} backTo="/dashboard/trolleys" />
    </>
  );
}
