import Chip from '@mui/material/Chip';
import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@glassdesk/shared';

const COLORS = { open: 'warning', credited: 'success', rejected: 'default' } as const;

export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  return <Chip size="small" label={DISPUTE_STATUS_LABELS[status]} color={COLORS[status]} />;
}
