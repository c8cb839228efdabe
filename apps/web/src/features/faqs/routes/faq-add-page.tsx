import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { useCreateFaq } from '../api/faqs';
import { FaqForm } from '../components/faq-form';

export default function FaqAddPage() {
  const create = useCreateFaq();
  const onSubmit = useSaveHandler({ save: create.mutateAsync, successMessage: MESSAGES.added, backTo: '/dashboard/faqs', errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Add FAQ" crumbs={[{ label: 'FAQs', to: '/dashboard/faqs' }]} />
      <FaqForm mode="add" submitting={create.isPending} onSubmit={onSubmit} />
    </>
  );
}
