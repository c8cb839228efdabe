import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { TICKET_MESSAGES, type TicketRow, type TicketSortColumn } from '@glassdesk/shared';
import { PageHeader } from '../../../components/page-header';
import { ServerTable, type Column } from '../../../components/server-table/server-table';
import { useListParams } from '../../../components/server-table/use-list-params';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { useDeleteConfirm } from '../../../components/use-delete-confirm';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useRestoreTicket, useTickets } from '../api/tickets';

// The trash shows what identifies a ticket, so Restore stays in view at 1280 px (the detail has the rest).
const TRASH_COLUMNS: readonly string[] = ['ticket_id', 'created_at', 'glass_order_no', 'customer_po_no', 'business_name', 'name', 'status'];

/** spec §2 "Tickets": the trash list (disabled=1); each row restorable after a confirmation ('Restored.'). */
export default function TicketsTrashPage() {
  const { query } = useListParams<TicketSortColumn>();
  const tickets = useTickets({ ...query, disabled: 1 });
  const restore = useRestoreTicket();
  const restoring = useDeleteConfirm({
    title: TICKET_MESSAGES.restoreTitle,
    text: TICKET_MESSAGES.restoreQuestion,
    successMessage: TICKET_MESSAGES.restored,
    remove: (id) => restore.mutateAsync(id),
    errorStyle: 'field',
  });
  const canList = useCanOpen('tickets');
  const canRestore = useHasOperation('Restore Ticket');

  const action: Column<TicketRow> = {
    id: 'action',
    label: 'Action',
    width: 80,
    render: (t) =>
      canRestore && (
        <Tooltip title="Restore Ticket">
          <IconButton aria-label={`Restore Ticket ${t.ticket_id}`} size="small" color="primary" onClick={() => restoring.ask(t.id)}>
            <RestoreFromTrashIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
  };
  const columns = [...useTicketColumns().filter((column) => TRASH_COLUMNS.includes(column.id)), action];

  return (
    <>
      <PageHeader title="Disabled Tickets" crumbs={canList ? [{ label: 'Tickets', to: '/dashboard/tickets' }] : []} />
      <ServerTable label="Disabled Tickets" columns={columns} query={tickets} rowKey={(t) => t.id} />
      {restoring.dialog}
    </>
  );
}
