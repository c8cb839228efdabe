import { useIdParam } from '../../../lib/use-id-param';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { MESSAGES } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { useSaveHandler } from '../../../components/form/use-save-handler';
import { formatApiError } from '../../../lib/api-error';
import { useFaq, useUpdateFaq } from '../api/faqs';
import { FaqForm } from '../components/faq-form';

export default function FaqEditPage() {
  const id = useIdParam('faqId');
  const faq = useFaq(id);
  const update = useUpdateFaq(id);
  const onSubmit = useSaveHandler({ save: update.mutateAsync, successMessage: MESSAGES.faqUpdated, backTo: '/dashboard/faqs', errorStyle: 'message' });

  return (
    <>
      <PageHeader title="Update FAQ" crumbs={[{ label: 'FAQs', to: '/dashboard/faqs' }]} />
      {faq.isPending && <LinearProgress aria-label="Loading" />}
      {faq.isError && <Alert severity="error">{formatApiError(faq.error, 'message')}</Alert>}
      {faq.data && <FaqForm mode="update" defaultValues={{ title: faq.data.title, content: faq.data.content }} submitting={update.isPending} onSubmit={onSubmit} />}
    </>
  );
}
