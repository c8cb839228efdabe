import type { ReactNode } from 'react';
import { canOpen } from '../../lib/permissions';
import { useOperations } from '../../lib/session';
import { PageHeader } from '../page-header';
import { RecordLink } from '../record-link';
import { RowActions } from '../row-actions';
import { ServerTable, type Column } from '../server-table/server-table';
import { useListParams } from '../server-table/use-list-params';
import { useDeleteConfirm } from '../use-delete-confirm';
import type { ListResource, ResourceScreen } from './resource-screen';

type Props<T extends { id: number }> = {
  resource: ListResource<T>;
  screen: ResourceScreen<T>;
  /** spec §6: a row whose role may not change (a role or user that is not editable) shows no action and no link. */
  editable?: (row: T) => boolean;
  /** A row the user may not delete though the operation allows it (their own account). */
  deletable?: (row: T) => boolean;
  /** Further row buttons, between Edit and Delete; `canEdit`: whether the user may open the edit route. */
  rowButtons?: (row: T, canEdit: boolean) => ReactNode;
  /** Where the first column leads when not to the record's form (a business's employees for a viewer). */
  recordPath?: (row: T, canEdit: boolean) => string | null;
};

const always = () => true;

/**
 * spec §2 list screens: the header with Add, the server table, the row's Edit and Delete, the delete confirmation.
 * spec §6: actions the user's operations do not allow are not offered (the server refuses them anyway).
 */
export function ResourceListPage<T extends { id: number }>({ resource, screen, editable = always, deletable = always, rowButtons, recordPath }: Props<T>) {
  const { query } = useListParams();
  const list = resource.useList(query);
  const remove = resource.useDelete();
  const deletion = useDeleteConfirm({ ...screen.remove, remove: (id) => remove.mutateAsync(id) });
  const operations = useOperations();
  const canAdd = !!screen.addRoute && canOpen(screen.addRoute, operations);
  const canEdit = !!screen.editRoute && canOpen(screen.editRoute, operations);
  const canDelete = operations.has(screen.remove.operation);
  const editPath = (row: T) => (canEdit && editable(row) ? `${screen.path}/${row.id}` : null);

  const [first, ...rest] = screen.columns;
  const columns: Column<T>[] = [
    { ...first, render: (row) => <RecordLink to={recordPath ? recordPath(row, canEdit) : editPath(row)}>{first.render(row)}</RecordLink> },
    ...rest,
    {
      id: 'action',
      label: 'Action',
      width: screen.actionWidth ?? (screen.editRoute ? 120 : 90),
      render: (row) =>
        editable(row) && (
          <RowActions
            editLabel={`Edit ${screen.noun}`}
            editTo={editPath(row) ?? undefined}
            deleteLabel={`Delete ${screen.noun}`}
            name={screen.rowName(row)}
            onDelete={canDelete && deletable(row) ? () => deletion.ask(row.id) : undefined}
          >
            {rowButtons?.(row, canEdit)}
          </RowActions>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={screen.title} action={canAdd ? { label: `Add ${screen.noun}`, to: `${screen.path}/add` } : undefined} />
      <ServerTable dense={screen.dense} label={screen.title} columns={columns} query={list} rowKey={(row) => row.id} />
      {deletion.dialog}
    </>
  );
}
