import Chip from '@mui/material/Chip';
import type { TicketStatus } from '@glassdesk/shared';

/**
 * A copy of TICKET_STATUS_COLORS (packages/shared/src/tickets.ts), the back-office chip's colours (spec §4: Created
 * orange, Notified blue, Delivered green). Copied, not imported: importing a value from the shared package would put
 * its module, zod schemas and all, into the portal's chunk. status-chip.test.tsx keeps the two equal.
 */
export const STATUS_COLORS: Record<TicketStatus, 'warning' | 'info' | 'success'> = {
  Created: 'warning',
  Notified: 'info',
  Delivered: 'success',
};

/** A ticket's status as the back-office shows it (components/tickets/ticket-status-chip.tsx). */
export function TicketStatusChip({ status, size = 'small' }: { status: TicketStatus; size?: 'small' | 'medium' }) {
  return <Chip size={size} label={status} color={STATUS_COLORS[status] ?? 'default'} sx={{ fontWeight: 600 }} />;
}
