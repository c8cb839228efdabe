import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISPUTE_NOTE_MAX, DISPUTE_REASON_MAX, type Statement } from '@glassdesk/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatMoney } from '../../lib/format-money';
import { portalKeys } from '../lib/query-keys';
import { emptyDispute, useDisputeDraft, type DisputeDraft } from './dispute-outbox';
import { disputeBody, sendDispute } from './send-dispute';

type Props = { viewer: number; customerId: number; statement: Statement; onClose: () => void };

/** The statement's disputable trolleys: its holds and its loss and damage charges, each once. */
function disputable(statement: Statement) {
  const rows = new Map<number, { uid: string; text: string }>();
  for (const l of statement.lines) if (!rows.has(l.trolley_id)) rows.set(l.trolley_id, { uid: l.uid, text: `${l.uid} ${l.name} · ${formatMoney(l.cost)}` });
  for (const c of statement.charges)
    if (c.trolley_id !== null && c.uid !== null && !rows.has(c.trolley_id))
      rows.set(c.trolley_id, { uid: c.uid, text: `${c.uid} · ${c.kind === 'lost' ? 'Loss' : 'Damage'} ${formatMoney(c.amount)}` });
  return [...rows].map(([trolley_id, r]) => ({ trolley_id, ...r }));
}

/**
 * Dispute lines of a closed month: tick the lines, give each a reason (3-500 characters), add a note if you like. The
 * draft is kept on this phone as it is typed; Send goes once (its Idempotency-Key), and without a network the dispute
 * waits on the phone and goes when the network is back.
 */
export function DisputeForm({ viewer, customerId, statement, onClose }: Props) {
  const queryClient = useQueryClient();
  const { draft: kept, save, discard } = useDisputeDraft(viewer, customerId, statement.month);
  const draft: DisputeDraft = kept ?? emptyDispute(viewer, customerId, statement.month);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const sending = useRef(false);
  const rows = disputable(statement);

  const update = (patch: Partial<DisputeDraft>) => save({ ...draft, ...patch, error: null });
  const reasonOf = (id: number) => draft.reasons.find((r) => r.trolley_id === id);
  const toggle = (id: number, on: boolean) => update({ reasons: on ? [...draft.reasons, { trolley_id: id, reason: '' }] : draft.reasons.filter((r) => r.trolley_id !== id) });
  const setReason = (id: number, reason: string) => update({ reasons: draft.reasons.map((r) => (r.trolley_id === id ? { ...r, reason } : r)) });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['portal', 'statement'] }).then(() => queryClient.invalidateQueries({ queryKey: portalKeys.statements }));

  const submit = async () => {
    if (sending.current) return;
    // Held from the tap: the schema's chunk loads first (dispute-schema.ts), and a second tap meanwhile is dropped.
    sending.current = true;
    try {
      const schema = await import('./dispute-schema').catch(() => null);
      if (!schema) {
        // Its chunk could not load (offline before the service worker had it): the tap can be tried again.
        setFailure('The dispute could not be checked. Try again.');
        return;
      }
      const parsed = schema.DisputeCreateSchema.safeParse(disputeBody(draft));
      if (!parsed.success) {
        const found: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const [field, index, sub] = issue.path;
          const key = field === 'lines' && typeof index === 'number' && sub === 'reason' ? `reason-${draft.reasons[index].trolley_id}` : String(field);
          found[key] ??= issue.message;
        }
        setErrors(found);
        return;
      }
      setErrors({});
      setFailure(null);
      setBusy(true);
      const outcome = navigator.onLine ? await sendDispute(draft) : 'retry';
      if (outcome === 'sent') {
        discard();
        await refresh();
        onClose();
      } else if (outcome === 'retry') {
        save({ ...draft, queued: true, error: null });
      } else {
        setFailure(outcome.error);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  if (draft.queued) {
    return (
      <Alert severity="info" sx={{ my: 2 }}>
        Your dispute is kept on this phone: it will be sent when you are back online.
      </Alert>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="dispute-heading" sx={{ p: 2, my: 2 }}>
      <Typography id="dispute-heading" variant="h6" component="h2" fontWeight={600}>
        Dispute this statement
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Tick each line you think is wrong and say why (for example, the day you returned the trolley).
      </Typography>
      {(failure ?? draft.error) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure ?? draft.error}
        </Alert>
      )}
      {errors.lines && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errors.lines}
        </Alert>
      )}
      <Stack spacing={1.5}>
        {rows.map((row) => {
          const chosen = reasonOf(row.trolley_id);
          const error = errors[`reason-${row.trolley_id}`];
          return (
            <Box key={row.trolley_id}>
              <FormControlLabel
                control={<Checkbox checked={!!chosen} onChange={(e) => toggle(row.trolley_id, e.target.checked)} />}
                label={<Typography sx={{ overflowWrap: 'anywhere' }}>{row.text}</Typography>}
              />
              {chosen && (
                <TextField
                  label={`Reason for ${row.uid}`}
                  value={chosen.reason}
                  onChange={(e) => setReason(row.trolley_id, e.target.value)}
                  required
                  fullWidth
                  multiline
                  minRows={2}
                  error={!!error}
                  helperText={error ?? `${chosen.reason.length}/${DISPUTE_REASON_MAX}`}
                  slotProps={{ htmlInput: { maxLength: DISPUTE_REASON_MAX } }}
                />
              )}
            </Box>
          );
        })}
        <TextField
          label="Note (optional)"
          value={draft.note}
          onChange={(e) => update({ note: e.target.value })}
          fullWidth
          multiline
          minRows={2}
          error={!!errors.note}
          helperText={errors.note ?? `${draft.note.length}/${DISPUTE_NOTE_MAX}`}
          slotProps={{ htmlInput: { maxLength: DISPUTE_NOTE_MAX } }}
        />
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => (kept ? setConfirmDiscard(true) : onClose())} disabled={busy}>
            {kept ? 'Discard dispute' : 'Cancel'}
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Sending…' : 'Send dispute'}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard Dispute"
        text="Discard this dispute? The lines you ticked and your reasons are deleted from this phone."
        confirmLabel="Discard"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          discard();
          setConfirmDiscard(false);
          onClose();
        }}
      />
    </Paper>
  );
}
