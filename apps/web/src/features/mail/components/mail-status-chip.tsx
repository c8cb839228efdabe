import Chip from '@mui/material/Chip';
import { MAIL_STATUS_COLORS, MAIL_STATUS_LABELS, type MailStatus } from '@glassdesk/shared';

/** A message's status: Queued blue, Sent green, Failed red. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  return <Chip size="small" label={MAIL_STATUS_LABELS[status]} color={MAIL_STATUS_COLORS[status]} sx={{ fontWeight: 600 }} />;
}
