import { MESSAGES, type Plant } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { usePlants, useDeletePlant } from '../api/plants';

export default function PlantsListPage() {
  const { query } = useListParams();
  const plants = usePlants(query);
  const remove = useDeletePlant();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deletePlantTitle,
    text: MESSAGES.deletePlantQuestion,
    successMessage: MESSAGES.deleted,
    remove: (id) => remove.mutateAsync(id),
  });
  // spec §2 route table: plant screens use the city operations (the server deletes plants with Delete City).
  // spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
  const canAdd = useCanOpen('plants/add');
  const canEdit = useCanOpen('plants/:plantId');
  const canDelete = useHasOperation('Delete City');

  const columns: Column<Plant>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (plant) => <RecordLink to={canEdit ? `/dashboard/plants/${plant.id}` : null}>{plant.name}</RecordLink> },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      render: (plant) => (
        <RowActions
          editLabel="Edit Plant"
          editTo={canEdit ? `/dashboard/plants/${plant.id}` : undefined}
          deleteLabel="Delete Plant"
          name={plant.name}
          onDelete={canDelete ? () => deletion.ask(plant.id) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Plants" action={canAdd ? { label: 'Add Plant', to: '/dashboard/plants/add' } : undefined} />
      <ServerTable label="Plants" columns={columns} query={plants} rowKey={(plant) => plant.id} />
      {deletion.dialog}
    </>
  );
}
