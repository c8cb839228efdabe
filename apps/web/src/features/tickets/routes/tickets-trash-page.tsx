import { TrashPage } from '../../../components/resource/trash-page';
import { useTicketColumns } from '../../../components/tickets/ticket-columns';
import { tickets, ticketTrash } from '../api/tickets';

// The trash shows what identifies a ticket, so Restore stays in view at 1280 px (the detail has the rest).
const TRASH_COLUMNS: readonly string[] = ['ticket_id', 'created_at', 'glass_order_no', 'customer_po_no', 'business_name', 'name', 'status'];

export default function TicketsTrashPage() {
  const columns = useTicketColumns().filter((column) => TRASH_COLUMNS.includes(column.id));
  return <TrashPage resource={tickets} screen={ticketTrash} columns={columns} />;
}
