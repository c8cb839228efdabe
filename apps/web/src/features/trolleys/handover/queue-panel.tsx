import { useState } from 'react';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSingleFlight } from '../../../components/form/use-submit-guard';
import { stampText } from './move-messages';
import type { QueuedHandover } from './queue';

/** "3 hand-overs wait to be sent." */
export function waitingText(n: number) {
  if (n === 0) return 'Nothing waits to be sent.';
  return `${n} ${n === 1 ? 'hand-over waits' : 'hand-overs wait'} to be sent.`;
}

/** One queued visit in a line: "Deliver to Erin Walker · 3 trolleys · 14:05". */
export function queuedText(item: QueuedHandover, now = new Date()) {
  const who = item.customer?.name ?? '';
  const what = item.kind === 'delivery' ? `Deliver to ${who}` : `Pick up${who ? ` from ${who}` : ''}`;
  const n = item.trolleys.length;
  return `${what} · ${n === 1 ? item.trolleys[0].uid : `${n} trolleys`} · ${stampText(item.at, now)}`;
}

const STATE = { queued: 'Waiting', sending: 'Sending…', failed: 'Refused' } as const;

type Props = {
  items: QueuedHandover[];
  online: boolean;
  onSend: () => Promise<unknown>;
  onEdit: (item: QueuedHandover) => void;
  onDiscard: (item: QueuedHandover) => Promise<void>;
};

/**
 * The phone's queue on the Hand-over screen, always in view: how many hand-overs wait, each with its state, and
 * for one the server refused, its detail with Edit and Discard (after a confirmation: what it recorded is lost).
 */
export function QueuePanel({ items, online, onSend, onEdit, onDiscard }: Props) {
  const send = useSingleFlight();
  const [discarding, setDiscarding] = useState<QueuedHandover | null>(null);
  const waiting = items.filter((i) => i.status !== 'failed').length;

  return (
    <Paper component="section" aria-labelledby="handover-queue" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {online ? <CloudDoneIcon color="success" aria-hidden /> : <CloudOffIcon color="warning" aria-hidden />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id="handover-queue" component="h2" sx={{ fontWeight: 600 }}>
            {online ? 'Online' : 'Offline'}
          </Typography>
          {!online && <Typography variant="body2">Hand-overs recorded now wait on this phone until the network is back.</Typography>}
          <Typography variant="body2" aria-live="polite">
            {waitingText(items.length)}
          </Typography>
        </Box>
        {online && waiting > 0 && (
          <Button variant="outlined" onClick={() => void send.run(onSend)()} loading={send.busy} sx={{ minHeight: 44 }}>
            Send now
          </Button>
        )}
      </Stack>
      {items.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {items.map((item) => (
            <Box component="li" key={item.client_id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {queuedText(item)}
                </Typography>
                <Typography variant="body2" color={item.status === 'failed' ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }}>
                  {STATE[item.status]}
                </Typography>
              </Stack>
              {item.status === 'failed' && (
                <Alert
                  severity="error"
                  sx={{ mt: 1 }}
                  action={
                    <Stack direction="row" spacing={0.5}>
                      <Button color="inherit" size="small" onClick={() => onEdit(item)} aria-label={`Edit ${queuedText(item)}`}>
                        Edit
                      </Button>
                      <Button color="inherit" size="small" onClick={() => setDiscarding(item)} aria-label={`Discard ${queuedText(item)}`}>
                        Discard
                      </Button>
                    </Stack>
                  }
                >
                  {item.last_error}
                </Alert>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title="Discard hand-over"
        text={discarding ? `Discard "${queuedText(discarding)}"? It was never recorded on the server, and is lost from this phone.` : ''}
        onCancel={() => setDiscarding(null)}
        onConfirm={async () => {
          if (discarding) await onDiscard(discarding);
          setDiscarding(null);
        }}
      />
    </Paper>
  );
}
