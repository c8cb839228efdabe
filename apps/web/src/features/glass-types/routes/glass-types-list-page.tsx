import { MESSAGES, type GlassType } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeleteGlassType, useGlassTypes } from '../api/glass-types';

export default function GlassTypesListPage() {
  const { query } = useListParams();
  const glassTypes = useGlassTypes(query);
  const remove = useDeleteGlassType();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteGlassTypeTitle,
    text: MESSAGES.deleteGlassTypeQuestion,
    successMessage: MESSAGES.deleted,
    remove: (id) => remove.mutateAsync(id),
  });
  // spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
  const canAdd = useCanOpen('glassTypes/add');
  const canEdit = useCanOpen('glassTypes/:glassTypeId');
  const canDelete = useHasOperation('Delete Glass Types');

  const columns: Column<GlassType>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (glassType) => <RecordLink to={canEdit ? `/dashboard/glassTypes/${glassType.id}` : null}>{glassType.name}</RecordLink> },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      render: (glassType) => (
        <RowActions
          editLabel="Edit Glass Type"
          editTo={canEdit ? `/dashboard/glassTypes/${glassType.id}` : undefined}
          deleteLabel="Delete Glass Type"
          name={glassType.name}
          onDelete={canDelete ? () => deletion.ask(glassType.id) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Glass Types" action={canAdd ? { label: 'Add Glass Type', to: '/dashboard/glassTypes/add' } : undefined} />
      <ServerTable label="Glass Types" columns={columns} query={glassTypes} rowKey={(glassType) => glassType.id} />
      {deletion.dialog}
    </>
  );
}
