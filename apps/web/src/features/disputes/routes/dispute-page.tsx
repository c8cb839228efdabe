import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISPUTE_REPLY_MAX, DisputeResolveSchema, type DisputeDetail, type Handover, mapLink } from '@glassdesk/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { ReceiptButton } from '../../../components/receipt-button';
import { Field, FieldList } from '../../../components/record-fields';
import { useNotify } from '../../../components/snackbar';
import { StatementLineCells } from '../../../components/statement-line-cells';
import { monthLabel } from '../../../lib/app-dates';
import { formatApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { fullName } from '../../../lib/full-name';
import { useHasOperation } from '../../../lib/permissions';
import { useIdParam } from '../../../lib/use-id-param';
import { useDispute, useResolveDispute } from '../api/disputes';
import { DisputeStatusChip } from '../components/dispute-status-chip';

const KIND_LABELS = { lost: 'Loss', damaged: 'Damage', adjustment: 'Adjustment' } as const;
const HANDOVER_KIND = { delivery: 'Delivery', pickup: 'Pickup' } as const;

/** What the disputed lines cost: the default credit. */
function disputedCost(d: DisputeDetail) {
  const ids = new Set(d.lines.map((l) => l.trolley_id));
  const cents =
    d.statement.lines.filter((l) => ids.has(l.trolley_id)).reduce((sum, l) => sum + Math.round(l.cost * 100), 0) +
    d.statement.charges.filter((c) => c.trolley_id !== null && ids.has(c.trolley_id)).reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
  return Math.min(cents, Math.round(d.statement.total * 100)) / 100;
}

function StatementTable({ d }: { d: DisputeDetail }) {
  const reasons = new Map(d.lines.map((l) => [l.trolley_id, l.reason]));
  return (
    // A phone scrolls the table sideways: the region takes the keyboard's focus, so it scrolls with the arrow keys too.
    <TableContainer tabIndex={0} role="region" aria-label={`Statement ${monthLabel(d.month)}, scrollable`}>
      <Table size="small" aria-label={`Statement ${monthLabel(d.month)}`}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 140 }}>Trolley</TableCell>
            <TableCell>From</TableCell>
            <TableCell>To</TableCell>
            <TableCell align="right">Days</TableCell>
            <TableCell align="right">Chargeable</TableCell>
            <TableCell align="right">Per Day</TableCell>
            <TableCell align="right">Cost</TableCell>
            <TableCell>Disputed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {d.statement.lines.map((l) => {
            const reason = reasons.get(l.trolley_id);
            return (
              <TableRow key={`${l.trolley_id} ${l.from}`} selected={reason !== undefined}>
                <StatementLineCells line={l} emphasis={reason !== undefined} />
                <TableCell sx={{ minWidth: 180, overflowWrap: 'anywhere' }}>{reason ?? ''}</TableCell>
              </TableRow>
            );
          })}
          {d.statement.charges.map((c, i) => {
            const reason = c.trolley_id !== null ? reasons.get(c.trolley_id) : undefined;
            return (
              <TableRow key={`charge ${i}`} selected={reason !== undefined}>
                <TableCell colSpan={6}>
                  {KIND_LABELS[c.kind]}
                  {c.uid ? ` ${c.uid}` : ''}
                  {c.note ? `: ${c.note}` : ''}
                </TableCell>
                <TableCell align="right">{formatMoney(c.amount)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{reason ?? ''}</TableCell>
              </TableRow>
            );
          })}
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 600 }}>
              Total {d.statement.closed ? '(closed)' : '(open)'}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatMoney(d.statement.total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function HandoverRow({ h }: { h: Handover }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Typography fontWeight={600}>
          {HANDOVER_KIND[h.kind]} No. {h.id} · <time dateTime={h.at}>{formatDateTime(h.at)}</time>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {h.trolleys.map((t) => t.uid).join(', ')}
          {h.customer ? ` · ${fullName(h.customer)}` : ''}
          {h.recorded_by ? ` · by ${fullName(h.recorded_by)}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {h.signature_url ? `Signed by ${h.signed_by ?? 'the receiver'}` : h.unsigned_reason ? `Not signed: ${h.unsigned_reason}` : 'Not signed'}
          {h.location && (
            <>
              {' · '}
              <Link href={mapLink(h.location.lat, h.location.lng)} target="_blank" rel="noopener noreferrer">
                Place (within {Math.round(h.location.accuracy)} m)
              </Link>
            </>
          )}
        </Typography>
        {h.images.length > 0 && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {h.images.map((src, i) => (
              <Link key={src} href={src} target="_blank" rel="noopener noreferrer" aria-label={`Photo ${i + 1} of hand-over No. ${h.id}`}>
                <Box component="img" src={src} alt="" loading="lazy" sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              </Link>
            ))}
          </Stack>
        )}
      </Box>
      {h.signature_url && (
        <Box
          component="img"
          src={h.signature_url}
          alt={`Signature of hand-over No. ${h.id}`}
          sx={{ width: 96, height: 48, objectFit: 'contain', bgcolor: '#fff', borderRadius: 1 }}
        />
      )}
      <ReceiptButton handoverId={h.id} />
    </Paper>
  );
}

function ResolveForm({ d }: { d: DisputeDetail }) {
  const resolve = useResolveDispute(d.id);
  const notify = useNotify();
  const [outcome, setOutcome] = useState<'credit' | 'reject'>('credit');
  const [amount, setAmount] = useState(String(disputedCost(d).toFixed(2)));
  const [reply, setReply] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [asking, setAsking] = useState(false);

  const check = () => {
    const parsed = DisputeResolveSchema.safeParse({ outcome, amount: outcome === 'credit' ? amount : null, reply });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    else if (outcome === 'credit' && parsed.data.amount! > d.statement.total) found.amount = `Amount must be at most the month's total (${d.statement.total.toFixed(2)}).`;
    setErrors(found);
    return Object.keys(found).length === 0 ? parsed.data : null;
  };

  const settle = async () => {
    const body = check();
    if (!body) return setAsking(false);
    try {
      await resolve.mutateAsync(body);
      notify.success(outcome === 'credit' ? 'Dispute credited' : 'Dispute rejected');
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="settle-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography id="settle-heading" variant="h6" component="h2">
        Settle the dispute
      </Typography>
      <RadioGroup row value={outcome} onChange={(e) => setOutcome(e.target.value as 'credit' | 'reject')} aria-label="Outcome">
        <FormControlLabel value="credit" control={<Radio />} label="Credit" />
        <FormControlLabel value="reject" control={<Radio />} label="Reject" />
      </RadioGroup>
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 640 }}>
        {outcome === 'credit' && (
          <TextField
            label="Amount ($)"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            error={!!errors.amount}
            helperText={errors.amount ?? `At most the month's total, ${formatMoney(d.statement.total)}; the disputed lines cost ${formatMoney(disputedCost(d))}.`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <TextField
          label="Reply to the customer"
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          required
          multiline
          minRows={3}
          error={!!errors.reply}
          helperText={errors.reply ?? `${reply.length}/${DISPUTE_REPLY_MAX}`}
          slotProps={{ htmlInput: { maxLength: DISPUTE_REPLY_MAX } }}
        />
        <Box>
          <Button variant="contained" disabled={resolve.isPending} onClick={() => check() && setAsking(true)}>
            {outcome === 'credit' ? 'Credit' : 'Reject'}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={outcome === 'credit' ? 'Credit Dispute' : 'Reject Dispute'}
        text={
          outcome === 'credit'
            ? `Credit ${formatMoney(Number(amount))} to ${fullName(d.customer)}? It is taken off their next open month, and they are mailed your reply. This cannot be undone.`
            : `Reject the dispute of ${fullName(d.customer)}? They are mailed your reply. This cannot be undone.`
        }
        confirmLabel={outcome === 'credit' ? 'Credit' : 'Reject'}
        confirmColor="primary"
        onCancel={() => setAsking(false)}
        onConfirm={settle}
      />
    </Paper>
  );
}

/**
 * One dispute: the month's statement with the disputed lines marked and their reasons, the customer's note, the
 * disputed trolleys' hand-overs around the month with their receipts, and, while open, the settling form.
 */
export default function DisputePage() {
  const id = useIdParam('disputeId');
  const dispute = useDispute(id);
  const canResolve = useHasOperation('Resolve Dispute');
  const d = dispute.data;

  return (
    <>
      <PageHeader title={`Dispute No. ${id}`} crumbs={[{ label: 'Disputes', to: '/dashboard/disputes' }]} />
      {dispute.isPending && <LinearProgress aria-label="Loading" />}
      {dispute.isError && <Alert severity="error">{formatApiError(dispute.error, 'message')}</Alert>}
      {d && (
        <>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <FieldList>
              <Field label="Customer">
                {fullName(d.customer)}
                {d.business ? ` (${d.business.name})` : ''}
              </Field>
              <Field label="Month">{monthLabel(d.month)}</Field>
              <Field label="Status">
                <DisputeStatusChip status={d.status} />
              </Field>
              <Field label="Raised">{formatDateTime(d.created_at)}</Field>
              <Field label="Disputed lines">
                {d.lines.map((l) => (
                  <Box component="span" key={l.trolley_id} sx={{ display: 'block' }}>
                    <strong>{l.uid}</strong>: {l.reason}
                  </Box>
                ))}
              </Field>
              <Field label="Note">{d.note ?? ''}</Field>
              {d.status !== 'open' && (
                <>
                  <Field label="Settled">
                    {formatDateTime(d.resolved_at)}
                    {d.resolved_by ? ` by ${fullName(d.resolved_by)}` : ''}
                  </Field>
                  <Field label="Outcome">
                    {d.status === 'credited' && d.amount !== null ? `${formatMoney(d.amount)} credited on ${monthLabel(d.credit_month ?? d.month)}` : 'Rejected'}
                  </Field>
                  <Field label="Reply">{d.reply ?? ''}</Field>
                </>
              )}
            </FieldList>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 3 }}>
              Statement {monthLabel(d.month)}
            </Typography>
            <StatementTable d={d} />
          </Paper>
          <Paper component="section" aria-labelledby="handovers-heading" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
            <Typography id="handovers-heading" variant="h6" component="h2">
              Hand-overs of the disputed trolleys
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              From the month before to the month after, newest first, with their receipts.
            </Typography>
            {d.handovers.length === 0 ? (
              <Typography color="text.secondary">No hand-over of these trolleys was recorded around this month.</Typography>
            ) : (
              <Stack spacing={1}>
                {d.handovers.map((h) => (
                  <HandoverRow key={h.id} h={h} />
                ))}
              </Stack>
            )}
          </Paper>
          {d.status === 'open' && canResolve && <ResolveForm d={d} />}
        </>
      )}
    </>
  );
}
