import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import BlockIcon from '@mui/icons-material/Block';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MESSAGES, TROLLEY_STATUSES, trolleyStatusLabel, type Trolley, type TrolleySortColumn, type TrolleyStatus } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import type { ConfirmTexts } from '../../../components/resource/resource-screen';
import { RowActions, RowButton } from '../../../components/row-actions';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams, useUrlParam } from '../../../components/server-table/use-list-params';
import { useConfirmAction } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useActingPlants, useDeleteTrolley, useTrolleys } from '../api/trolleys';
import { TROLLEY_TEXT } from '../components/messages';
import { offersDefleetAction, offersEdit, offersMove } from '../components/offered-moves';
import { trolleyColumns } from '../components/trolley-columns';
import { TrolleyIncidentDialog } from '../components/trolley-incident-dialog';

// The row action that asks first. spec §8: a refused delete (403) shows the server's detail.
const CONFIRM = {
  delete: { title: TROLLEY_TEXT.deleteTitle, text: TROLLEY_TEXT.deleteQuestion, successMessage: MESSAGES.deleted, errorStyle: 'field' },
} satisfies Record<string, ConfirmTexts>;

const isStatus = (value: string | null): value is TrolleyStatus => value !== null && (TROLLEY_STATUSES as readonly string[]).includes(value);

/**
 * spec §2 "Trolleys": the fleet, with edit, transfer, DeFleet and delete per row, and the deleted list. The
 * status filter lives in the URL (`status`, SPEC's value), so Trolley Balance's Lost and Damaged counts link here.
 * DeFleet asks for its reason (kept as the transaction's note, in the trolley's history) in the dialog the
 * trolley's own page uses.
 */
export default function TrolleysListPage() {
  const { query } = useListParams<TrolleySortColumn>();
  const [statusParam, setStatus] = useUrlParam('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const trolleys = useTrolleys(status ? { ...query, trolley_status: status } : query);
  const canAdd = useCanOpen('trolleys/add');
  const canUpdate = useCanOpen('trolleys/:trolleyId/edit');
  const canDelete = useHasOperation('Delete Trolley');
  const canViewTrolley = useCanOpen('trolleys/:trolleyId');
  const canViewCustomer = useCanOpen('customers/:customerId');
  const acting = useActingPlants().data ?? [];
  const remove = useDeleteTrolley();
  const [defleeting, setDefleeting] = useState<Trolley | null>(null);
  const confirmation = useConfirmAction();
  const showStatus = (next: string) => setStatus(isStatus(next) ? next : null);

  const c = trolleyColumns({ canViewTrolley, canViewCustomer });
  const columns: Column<Trolley>[] = [
    c.image,
    c.name,
    c.uid,
    { ...c.customer, label: 'Customer' },
    c.status,
    c.plant,
    // Serial number and the create and update dates are on the trolley's page (serial number is searchable): the
    // list keeps to what fits 1280 px with its Action column.
    c.certified,
    c.expiry,
    {
      id: 'action',
      label: 'Action',
      width: 150,
      render: (t) => (
        <RowActions
          editTo={canUpdate && offersEdit(t) ? `/dashboard/trolleys/${t.id}/edit` : undefined}
          editLabel="Edit Trolley"
          onDelete={canDelete && offersMove(t, 'delete', acting) ? () => confirmation.ask(t.id, { ...CONFIRM.delete, remove: (id) => remove.mutateAsync(id) }) : undefined}
          deleteLabel="Delete Trolley"
          name={t.name}
        >
          {/* spec §4: transfer only where the lifecycle table allows it (OnPlant), at one of the user's plants. */}
          {canUpdate && offersMove(t, 'transfer', acting) && (
            <RowButton label="Transfer Trolley" name={t.name} to={`/dashboard/trolleys/${t.id}/transfer`} color="primary" icon={<SwapHorizIcon fontSize="small" />} />
          )}
          {/* spec §4: the DeFleet action is hidden once the trolley is DeFleet (a final status). */}
          {canUpdate && offersDefleetAction(t) && (
            <RowButton label="DeFleet Trolley" name={t.name} onClick={() => setDefleeting(t)} color="warning" icon={<BlockIcon fontSize="small" />} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Trolleys" action={canAdd ? { label: 'Add Trolley', to: '/dashboard/trolleys/add' } : undefined} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: -1.5, mb: 1.5 }}>
        <TextField select size="small" label="Status" value={status ?? 'all'} onChange={(e) => showStatus(e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="all">All statuses</MenuItem>
          {TROLLEY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {trolleyStatusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <Button component={RouterLink} to="/dashboard/trolleys/deleted" startIcon={<DeleteSweepIcon />} size="small">
          Deleted Trolleys
        </Button>
      </Stack>
      <ServerTable dense label="Trolleys" columns={columns} query={trolleys} rowKey={(t) => t.id} />
      {confirmation.dialog}
      {defleeting && <TrolleyIncidentDialog trolley={defleeting} kind="defleet" plants={acting} onClose={() => setDefleeting(null)} />}
    </>
  );
}
