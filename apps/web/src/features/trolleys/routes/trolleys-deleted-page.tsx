import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES, type Trolley, type TrolleySortColumn } from '@glassdesk/shared';
import { dayCell } from '../../../components/cells';
import { PageHeader } from '../../../components/page-header';
import { rowActionLabel } from '../../../components/row-actions';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useDeletedTrolleys, useRestoreTrolley } from '../api/trolleys';
import { TROLLEY_TEXT } from '../components/messages';
import { offersMove } from '../components/offered-moves';
import { trolleyColumns } from '../components/trolley-columns';

/** spec §2 "Deleted Trolleys": the deleted list, each row restorable after a confirmation (spec §4). */
export default function TrolleysDeletedPage() {
  const { query } = useListParams<TrolleySortColumn>();
  const deleted = useDeletedTrolleys(query);
  const restore = useRestoreTrolley();
  const restoring = useDeleteConfirm({
    title: TROLLEY_TEXT.restoreTitle,
    text: TROLLEY_TEXT.restoreQuestion,
    successMessage: MESSAGES.restored,
    remove: (id) => restore.mutateAsync(id),
    errorStyle: 'field',
  });
  const canRestore = useHasOperation('Restore Trolley');
  const canViewTrolley = useCanOpen('trolleys/:trolleyId');
  const canViewCustomer = useCanOpen('customers/:customerId');
  const c = trolleyColumns({ canViewTrolley, canViewCustomer });

  const columns: Column<Trolley>[] = [
    c.image,
    { ...c.name, render: (t) => t.name },
    c.uid,
    c.status,
    c.plant,
    c.serial,
    c.certified,
    c.expiry,
    c.created,
    { id: 'deleted_at', label: 'Deleted', render: (t) => dayCell(t.deleted_at) },
    {
      id: 'action',
      label: 'Action',
      width: 80,
      // The lifecycle table says where a deleted trolley may come back from (at a plant; no plant limit).
      render: (t) =>
        canRestore &&
        offersMove(t, 'restore', []) && (
          <Tooltip title="Restore Trolley">
            <IconButton aria-label={rowActionLabel('Restore Trolley', t.name)} size="small" color="primary" onClick={() => restoring.ask(t.id)}>
              <RestoreFromTrashIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <>
      <PageHeader title="Deleted Trolleys" crumbs={[{ label: 'Trolleys', to: '/dashboard/trolleys' }]} />
      <ServerTable dense label="Deleted Trolleys" columns={columns} query={deleted} rowKey={(t) => t.id} />
      {restoring.dialog}
    </>
  );
}
