import { MESSAGES, GlassTypeWriteSchema } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { NameForm } from '../../../components/form/name-form';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateGlassType } from '../api/glass-types';

const LIST = '/dashboard/glassTypes';

export default function GlassTypeAddPage() {
  const create = useCreateGlassType();
  // As warranty reasons (spec §8): a 409 shows the server's detail, other errors the first validation message.
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.added, backTo: LIST, errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Add Glass Type" crumbs={[{ label: 'Glass Types', to: LIST }]} />
      <NameForm schema={GlassTypeWriteSchema} mode="add" backTo={LIST} submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
