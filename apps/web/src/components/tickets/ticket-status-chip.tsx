import Chip from '@mui/material/Chip';
import { TICKET_STATUS_COLORS, type TicketStatus } from '@glassdesk/shared';

/** spec §4: a ticket's status as a chip, Created orange, Notified blue, Delivered green (every ticket list and the detail). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <Chip size="small" label={status} color={TICKET_STATUS_COLORS[status] ?? 'default'} sx={{ fontWeight: 600 }} />;
}
