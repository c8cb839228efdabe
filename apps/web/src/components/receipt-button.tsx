import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { AsyncIconButton } from './async-action-button';
import { useNotify } from './snackbar';
import { api } from '../lib/api-client';
import { formatApiError } from '../lib/api-error';
import { saveFile } from '../lib/save-file';

/** The hand-over's receipt as the customer got it (GET /report/handovers/{id}/receipt), saved as handover-12.pdf. */
export async function downloadReceipt(handoverId: number) {
  saveFile(await api.download('/report/handovers/{id}/receipt', { params: { id: handoverId } }), `handover-${handoverId}.pdf`);
}

/**
 * A row's receipt (a delivery or pickup of the trolley's history, a hold on Customer Trolley): one click, one
 * download; a failure says why in the snackbar.
 */
export function ReceiptButton({ handoverId }: { handoverId: number }) {
  const notify = useNotify();
  return (
    <AsyncIconButton
      label={`Receipt of hand-over No. ${handoverId}`}
      title="Receipt (PDF)"
      icon={<ReceiptLongIcon fontSize="small" />}
      onClick={() => downloadReceipt(handoverId).catch((error: unknown) => notify.error(formatApiError(error, 'field')))}
    />
  );
}
