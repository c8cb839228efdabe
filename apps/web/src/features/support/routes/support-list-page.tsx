import { MESSAGES, type SupportRequest } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useHasOperation } from '../../../lib/permissions';
import { useDeleteSupportRequest, useSupportRequests } from '../api/support';

const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** spec §2 "Support list": lists requests and allows deleting them. */
export default function SupportListPage() {
  const { query } = useListParams();
  const requests = useSupportRequests(query);
  const remove = useDeleteSupportRequest();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteSupportTitle,
    text: MESSAGES.deleteSupportQuestion,
    successMessage: MESSAGES.supportDeleted,
    remove: (id) => remove.mutateAsync(id),
  });
  const canDelete = useHasOperation('Delete Support');

  const columns: Column<SupportRequest>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (request) => request.name },
    { id: 'email', label: 'Email', sortable: true, truncate: '26ch', render: (request) => request.email },
    { id: 'description', label: 'Description', render: (request) => request.description },
    {
      id: 'created_at',
      label: 'Received',
      sortable: true,
      width: 190,
      render: (request) => <time dateTime={request.created_at}>{received.format(new Date(request.created_at))}</time>,
    },
    {
      id: 'action',
      label: 'Action',
      width: 90,
      render: (request) => <RowActions editLabel="" deleteLabel="Delete Support Request" name={request.name} onDelete={canDelete ? () => deletion.ask(request.id) : undefined} />,
    },
  ];

  return (
    <>
      <PageHeader title="Support List" />
      <ServerTable label="Support List" columns={columns} query={requests} rowKey={(request) => request.id} />
      {deletion.dialog}
    </>
  );
}
