import Chip from '@mui/material/Chip';
import type { DisputeStatus } from '@glassdesk/shared';
import { formatDate } from '../../lib/format-date';

const DISPUTE = {
  open: { label: 'Disputed', color: 'warning' },
  credited: { label: 'Credited', color: 'success' },
  rejected: { label: 'Dispute rejected', color: 'default' },
} as const;

/** Where a month stands: open or closed, then confirmed, or its latest dispute's state. */
export function StatementStatus({ closed, confirmedAt, dispute }: { closed: boolean; confirmedAt: string | null; dispute: DisputeStatus | null }) {
  return (
    <>
      <Chip size="small" label={closed ? 'Closed' : 'Open'} color={closed ? 'default' : 'info'} variant={closed ? 'outlined' : 'filled'} />
      {confirmedAt && <Chip size="small" color="success" label={`Confirmed ${formatDate(confirmedAt)}`} />}
      {dispute && <Chip size="small" color={DISPUTE[dispute].color} label={DISPUTE[dispute].label} />}
    </>
  );
}
