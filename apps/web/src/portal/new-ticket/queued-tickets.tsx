import { useState } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { listQueued, removeQueued, type QueuedTicket } from '../lib/drafts';
import { useOnline } from '../lib/online';
import { portalKeys } from '../lib/query-keys';
import { flushQueued } from './use-outbox-flush';
import { formatDateTime } from '../../lib/format-date';

type Props = {
  customerId: number;
  /** Takes a refused ticket back into the form (only offered while the form is empty). */
  onEdit?: (item: QueuedTicket) => void;
  formEmpty: boolean;
};

const STATUS_TEXT: Record<QueuedTicket['status'], string> = {
  queued: 'Waiting for a connection',
  sending: 'Sending…',
  failed: 'Not sent',
};

/**
 * Tickets submitted without a connection, kept on this phone until they are sent (use-outbox-flush.ts). One the
 * server refused waits here with its reason, to be edited and sent again, or removed.
 */
/** The tickets kept on this phone for the customer (the outbox in IndexedDB, read whatever the network). */
export const queuedQuery = (customerId: number) =>
  queryOptions({ queryKey: portalKeys.outboxOf(customerId), queryFn: () => listQueued(customerId), networkMode: 'always', staleTime: 0 });

export function QueuedTickets({ customerId, onEdit, formEmpty }: Props) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [removing, setRemoving] = useState<QueuedTicket | null>(null);
  const [sending, setSending] = useState(false);
  const queued = useQuery(queuedQuery(customerId));
  const items = queued.data ?? [];
  if (items.length === 0) return null;
  const waiting = items.some((item) => item.status !== 'failed');

  const sendNow = async () => {
    setSending(true);
    try {
      await flushQueued(customerId);
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="queued-tickets-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <CloudOffOutlinedIcon color="action" aria-hidden />
        <Typography id="queued-tickets-title" variant="subtitle1" component="h2" fontWeight={600} sx={{ flexGrow: 1 }}>
          Saved on this phone ({items.length})
        </Typography>
        {waiting && online && (
          <Button size="small" onClick={() => void sendNow()} disabled={sending}>
            {sending ? 'Sending…' : 'Send now'}
          </Button>
        )}
      </Stack>
      <Stack component="ul" aria-label="Tickets saved on this phone" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => {
          const photos = item.photos.length;
          const name = item.fields.glass_order_no?.trim() || 'Ticket without an order no';
          return (
            <li key={item.idempotency_key}>
              <Typography variant="body2" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {STATUS_TEXT[item.status]} · saved {formatDateTime(item.queued_at)} · {photos === 1 ? '1 photo' : `${photos} photos`}
              </Typography>
              {item.status === 'failed' && (
                <>
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {item.last_error}
                  </Typography>
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    {onEdit && (
                      <Button size="small" onClick={() => onEdit(item)} disabled={!formEmpty} aria-label={`Edit ${name}`}>
                        Edit
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => setRemoving(item)} aria-label={`Remove ${name}`}>
                      Remove
                    </Button>
                  </Stack>
                  {onEdit && !formEmpty && (
                    <Typography variant="caption" color="text.secondary">
                      Send or discard the form above to edit this ticket.
                    </Typography>
                  )}
                </>
              )}
            </li>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Ticket"
        text="Remove this ticket from this phone? It was not sent, and its photos will be lost."
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await removeQueued(removing.idempotency_key);
          setRemoving(null);
          await queryClient.invalidateQueries({ queryKey: portalKeys.outbox });
        }}
      />
    </Paper>
  );
}
