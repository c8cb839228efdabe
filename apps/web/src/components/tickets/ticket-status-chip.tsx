import Chip from '@mui/material/Chip';
import { TICKET_STATUS_COLORS, type TicketStatus } from '@glassdesk/shared/constants';

/**
 * spec §4: a ticket's status as a chip, Created orange, Notified blue, Delivered green (every ticket list and the
 * detail, the back-office's and the portal's).
 */
export function TicketStatusChip({ status, size = 'small' }: { status: TicketStatus; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={status} color={TICKET_STATUS_COLORS[status] ?? 'default'} sx={{ fontWeight: 600 }} />;
}
