import { MESSAGES, type City } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { RowActions } from '../../../components/row-actions';
import { RecordLink } from '../../../components/record-link';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useCities, useDeleteCity } from '../api/cities';

export default function CitiesListPage() {
  const { query } = useListParams();
  const cities = useCities(query);
  const remove = useDeleteCity();
  const deletion = useDeleteConfirm({
    title: MESSAGES.deleteCityTitle,
    text: MESSAGES.deleteCityQuestion,
    successMessage: MESSAGES.deleted,
    remove: (id) => remove.mutateAsync(id),
  });
  // spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
  const canAdd = useCanOpen('cities/add');
  const canEdit = useCanOpen('cities/:cityId');
  const canDelete = useHasOperation('Delete City');

  const columns: Column<City>[] = [
    { id: 'name', label: 'Name', sortable: true, render: (city) => <RecordLink to={canEdit ? `/dashboard/cities/${city.id}` : null}>{city.name}</RecordLink> },
    {
      id: 'action',
      label: 'Action',
      width: 120,
      render: (city) => (
        <RowActions
          editLabel="Edit City"
          editTo={canEdit ? `/dashboard/cities/${city.id}` : undefined}
          deleteLabel="Delete City"
          name={city.name}
          onDelete={canDelete ? () => deletion.ask(city.id) : undefined}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Cities" action={canAdd ? { label: 'Add City', to: '/dashboard/cities/add' } : undefined} />
      <ServerTable label="Cities" columns={columns} query={cities} rowKey={(city) => city.id} />
      {deletion.dialog}
    </>
  );
}
