import { useDeferredValue, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { CustomerDispute, StatementCharge, StatementLine } from '@glassdesk/shared';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { monthLabel } from '../../lib/app-dates';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import { portalKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { useDownload } from '../lib/use-download';
import { DisputeForm } from './dispute-form';
import { useDisputeDraft } from './dispute-outbox';
import { StatementStatus } from './statement-status';

const KIND = { lost: 'Loss', damaged: 'Damage', adjustment: 'Adjustment' } as const;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function LineItem({ line, onReceipt, busy }: { line: StatementLine; onReceipt: (id: number) => void; busy: boolean }) {
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {line.uid} {line.name}
        </Typography>
        <Typography fontWeight={600}>{formatMoney(line.cost)}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(line.from)} to {line.to ? formatDateTime(line.to) : 'still held'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {days(line.days_in_month)} this month, {days(line.chargeable_days)} charged at {formatMoney(line.after_free_day_charge)} a day
      </Typography>
      {(line.delivery_handover_id !== null || line.pickup_handover_id !== null) && (
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {line.delivery_handover_id !== null && (
            <Button size="small" disabled={busy} onClick={() => onReceipt(line.delivery_handover_id!)} aria-label={`Delivery receipt of ${line.uid}`}>
              Delivery receipt
            </Button>
          )}
          {line.pickup_handover_id !== null && (
            <Button size="small" disabled={busy} onClick={() => onReceipt(line.pickup_handover_id!)} aria-label={`Pickup receipt of ${line.uid}`}>
              Pickup receipt
            </Button>
          )}
        </Stack>
      )}
    </ListItem>
  );
}

function ChargeItem({ charge }: { charge: StatementCharge }) {
  return (
    <ListItem divider sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography fontWeight={600}>
          {KIND[charge.kind]}
          {charge.uid ? ` ${charge.uid}` : ''}
        </Typography>
        <Typography fontWeight={600}>{formatMoney(charge.amount)}</Typography>
      </Box>
      {charge.note && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {charge.note}
        </Typography>
      )}
    </ListItem>
  );
}

const OUTCOME = { open: 'Open: GlassDesk will look into it', credited: 'Credited', rejected: 'Rejected' } as const;

function DisputeCard({ dispute }: { dispute: CustomerDispute }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
      <Typography fontWeight={600}>
        Dispute No. {dispute.id} · {OUTCOME[dispute.status]}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sent {formatDateTime(dispute.created_at)}
        {dispute.resolved_at && `, settled ${formatDateTime(dispute.resolved_at)}`}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
        {dispute.lines.map((l) => (
          <li key={l.trolley_id}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{l.uid}</strong>: {l.reason}
            </Typography>
          </li>
        ))}
      </Box>
      {dispute.note && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Your note: {dispute.note}
        </Typography>
      )}
      {dispute.status === 'credited' && dispute.amount !== null && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {formatMoney(dispute.amount)} credited on your {dispute.credit_month ? monthLabel(dispute.credit_month) : 'next'} statement.
        </Alert>
      )}
      {dispute.reply && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          GlassDesk replied: {dispute.reply}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * One month's statement: its lines (each trolley, from, to, days, chargeable days, rate, cost, and the receipts of its
 * delivery and pickup), its charges and adjustments, the total and the PDF; on a closed month, Confirm or Dispute.
 */
export default function StatementPage() {
  const { month = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const viewer = session?.id ?? 0;
  const customerId = Number(params.get('customer_id')) || viewer;
  useDocumentTitle(`Statement ${month}`);
  const queryClient = useQueryClient();
  const statement = useQuery({
    queryKey: portalKeys.statement(month, customerId),
    queryFn: ({ signal }) => portalApi.get('/statements/{month}', { params: { month }, query: { customer_id: customerId }, signal }),
  });
  const { draft } = useDisputeDraft(viewer, customerId, month);
  const [disputing, setDisputing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pdf = useDownload<string>('The statement could not be downloaded.');
  const receipt = useDownload<number>('The receipt could not be downloaded.');

  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const s = useDeferredValue(statement.data);
  const openDispute = s?.disputes.find((d) => d.status === 'open');
  const canAct = !!s && s.closed && !s.confirmed_at && !openDispute;
  const showForm = canAct && (disputing || !!draft);

  const confirm = async () => {
    setFailure(null);
    try {
      await portalApi.post('/statements/{month}/confirm', { params: { month }, query: { customer_id: customerId } });
      await Promise.all([queryClient.invalidateQueries({ queryKey: portalKeys.statement(month, customerId) }), queryClient.invalidateQueries({ queryKey: portalKeys.statements })]);
    } catch (error) {
      setFailure(splitApiError(error, []).message ?? 'The statement could not be confirmed.');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box>
      <Button component={RouterLink} to="/statements" startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        Statements
      </Button>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {/^\d{4}-\d{2}$/.test(month) ? monthLabel(month) : month}
      </Typography>
      {!s && !statement.isError && <Skeleton variant="rounded" height={200} aria-label="Loading the statement" />}
      {statement.isError && !s && <Alert severity="error">{splitApiError(statement.error, []).message ?? 'The statement could not be loaded.'}</Alert>}
      {s && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {s.customer.first_name} {s.customer.last_name}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center', my: 1 }}>
            <StatementStatus closed={s.closed} confirmedAt={s.confirmed_at} dispute={s.disputes[0]?.status ?? null} />
          </Box>
          <Typography variant="h4" component="p" fontWeight={700} aria-label={`Total ${formatMoney(s.total)}`}>
            {formatMoney(s.total)}
          </Typography>
          {!s.closed && (
            <Typography variant="body2" color="text.secondary">
              This month is still open: its figures change until it is closed. You can confirm or dispute it once it is closed.
            </Typography>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {(pdf.failure ?? receipt.failure) && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {pdf.failure ?? receipt.failure}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
            {canAct && !showForm && (
              <>
                <Button variant="contained" onClick={() => setConfirming(true)}>
                  Confirm
                </Button>
                <Button variant="outlined" color="warning" onClick={() => setDisputing(true)}>
                  Dispute
                </Button>
              </>
            )}
            <Button
              variant="outlined"
              disabled={pdf.busy !== null}
              onClick={() =>
                void pdf.download(
                  month,
                  () => portalApi.download('/statements/{month}/pdf', { params: { month }, query: { customer_id: customerId } }),
                  `statement-${customerId}-${month}.pdf`,
                )
              }
            >
              {pdf.busy ? 'Downloading…' : 'Download PDF'}
            </Button>
          </Stack>
          {showForm && <DisputeForm viewer={viewer} customerId={customerId} statement={s} onClose={() => setDisputing(false)} />}

          <Typography variant="h6" component="h2" fontWeight={600} sx={{ mt: 2 }}>
            Trolleys
          </Typography>
          {s.lines.length === 0 ? (
            <Typography color="text.secondary">No trolley was held this month.</Typography>
          ) : (
            <Paper variant="outlined">
              <List aria-label="Trolleys" disablePadding>
                {s.lines.map((l) => (
                  <LineItem
                    key={`${l.trolley_id}:${l.from}`}
                    line={l}
                    busy={receipt.busy !== null}
                    onReceipt={(id) => void receipt.download(id, () => portalApi.download('/handovers/{id}/receipt', { params: { id } }), `handover-${id}.pdf`)}
                  />
                ))}
              </List>
            </Paper>
          )}
          {s.charges.length > 0 && (
            <>
              <Typography variant="h6" component="h2" fontWeight={600} sx={{ mt: 2 }}>
                Charges and adjustments
              </Typography>
              <Paper variant="outlined">
                <List aria-label="Charges and adjustments" disablePadding>
                  {s.charges.map((c, i) => (
                    <ChargeItem key={i} charge={c} />
                  ))}
                </List>
              </Paper>
            </>
          )}
          {s.disputes.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="h6" component="h2" fontWeight={600}>
                Disputes
              </Typography>
              {s.disputes.map((d) => (
                <DisputeCard key={d.id} dispute={d} />
              ))}
            </>
          )}
          {s.confirmed_at && <Chip sx={{ mt: 2 }} color="success" label={`You confirmed this statement on ${formatDate(s.confirmed_at)}`} />}
          <ConfirmDialog
            open={confirming}
            title="Confirm Statement"
            text={`Confirm that the statement of ${monthLabel(month)} (${formatMoney(s.total)}) is right? It can no longer be disputed afterwards.`}
            confirmLabel="Confirm"
            confirmColor="primary"
            onCancel={() => setConfirming(false)}
            onConfirm={confirm}
          />
        </>
      )}
    </Box>
  );
}
