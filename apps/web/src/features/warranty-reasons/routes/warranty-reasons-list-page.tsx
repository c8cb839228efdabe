import { MESSAGES, type WarrantyReason } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeleteWarrantyReason, useWarrantyReasons } from '../api/warranty-reasons';

export default function WarrantyReasonsListPage() {
  const { query } = useListParams();
  const reasons = useWarrantyReasons(query);
  const remove = useDeleteWarrantyReason();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteWarrantyReasonTitle,
    text: MESSAGES.deleteWarrantyReasonQuestion,
    successMessage: MESSAGES.deleted,
    remove: (id) => remove.mutateAsync(id),
  });
  // spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
  const canAdd = useCanOpen('warrantyReason/add');
  const canEdit = useCanOpen('warrantyReason/:warrantyReasonId');
  const canDelete = useHasOperation('Delete Warranty Reason');

  const columns: Column<WarrantyReason>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (reason) => <RecordLink to={canEdit ? `/dashboard/warrantyReason/${reason.id}` : null}>{reason.name}</RecordLink> },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      render: (reason) => (
        <RowActions
          editLabel="Edit Warranty Reason"
          editTo={canEdit ? `/dashboard/warrantyReason/${reason.id}` : undefined}
          deleteLabel="Delete Warranty Reason"
          name={reason.name}
          onDelete={canDelete ? () => deletion.ask(reason.id) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Warranty Reasons" action={canAdd ? { label: 'Add Warranty Reason', to: '/dashboard/warrantyReason/add' } : undefined} />
      <ServerTable label="Warranty Reasons" columns={columns} query={reasons} rowKey={(reason) => reason.id} />
      {deletion.dialog}
    </>
  );
}
