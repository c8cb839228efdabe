import { MESSAGES, type Faq } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeleteFaq, useFaqs } from '../api/faqs';

export default function FaqsListPage() {
  const { query } = useListParams();
  const faqs = useFaqs(query);
  const remove = useDeleteFaq();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteFaqTitle,
    text: MESSAGES.deleteFaqQuestion,
    successMessage: MESSAGES.faqDeleted,
    remove: (id) => remove.mutateAsync(id),
  });
  // spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
  const canAdd = useCanOpen('faqs/add');
  const canEdit = useCanOpen('faqs/:faqId');
  const canDelete = useHasOperation('Delete FAQ');

  const columns: Column<Faq>[] = [
    { id: 'title', label: 'Title', sortable: true, render: (faq) => <RecordLink to={canEdit ? `/dashboard/faqs/${faq.id}` : null}>{faq.title}</RecordLink> },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      render: (faq) => (
        <RowActions
          editLabel="Edit FAQ"
          editTo={canEdit ? `/dashboard/faqs/${faq.id}` : undefined}
          deleteLabel="Delete FAQ"
          name={faq.title}
          onDelete={canDelete ? () => deletion.ask(faq.id) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="FAQs" action={canAdd ? { label: 'Add FAQ', to: '/dashboard/faqs/add' } : undefined} />
      <ServerTable label="FAQs" columns={columns} query={faqs} rowKey={(faq) => faq.id} />
      {deletion.dialog}
    </>
  );
}
