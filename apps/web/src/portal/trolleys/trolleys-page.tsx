import { useDeferredValue, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomerTrolley } from '@glassdesk/shared';
import { useDocumentTitle } from '../../lib/document-title';
import { ApiError } from '../../lib/api-error';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { portalApi } from '../lib/api';
import { portalKeys } from '../lib/query-keys';
import { splitApiError } from '../lib/form-errors';
import { useOnline } from '../lib/online';
import { useDownload } from '../lib/use-download';
import { useSession } from '../lib/session';
import { ReceiptsSection } from './receipts-section';
import { pageFromParam, TROLLEYS_PAGE_SIZE } from './trolleys-query';

const dayCount = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * When this phone last loaded the trolleys online: the service worker keeps that answer, and shows it offline
 * (sw.js), so the page can say how old what it shows is.
 */
const loadedAtKey = (customerId: number | undefined) => `glassdesk-portal-trolleys-at-${customerId ?? 0}`;

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: strong ? 600 : undefined }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One trolley at the customer: where it came from, how long it has been here, what it costs so far, pickup. */
/** The receipt of the delivery that brought the trolley (the PDF mailed at the time), one tap one download. */
function DeliveryReceipt({ handoverId, headingId }: { handoverId: number; headingId: string }) {
  const { busy, failure, download } = useDownload<number>('The receipt could not be downloaded.');
  return (
    <>
      <Button
        sx={{ mt: 1 }}
        fullWidth
        variant="text"
        disabled={busy !== null}
        aria-describedby={headingId}
        onClick={() => void download(handoverId, () => portalApi.download('/handovers/{id}/receipt', { params: { id: handoverId } }), `handover-${handoverId}.pdf`)}
      >
        {busy !== null ? 'Downloading…' : 'Delivery receipt (PDF)'}
      </Button>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </>
  );
}

function TrolleyCard({ trolley, showHolder, page }: { trolley: CustomerTrolley; showHolder: boolean; page: number }) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const requested = trolley.pickup_requested_at !== null;
  const change = useMutation({
    mutationFn: async (): Promise<unknown> =>
      requested
        ? await portalApi.delete('/trolleys/{id}/pickup-request', { params: { id: trolley.id } })
        : await portalApi.post('/trolleys/{id}/pickup-request', { params: { id: trolley.id } }),
    onSuccess: () => setMessage({ ok: true, text: requested ? 'Pickup request withdrawn.' : 'Pickup requested. We will let the plant know.' }),
    onError: (error) => {
      // 409: asked already (another device, the master customer); 404: picked up meanwhile. The list says how it is now.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        setMessage({ ok: true, text: typeof error.detail === 'string' ? error.detail : 'This trolley has changed.' });
      } else {
        setMessage({ ok: false, text: splitApiError(error, []).message ?? 'Something went wrong. Try again.' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.trolleys(page) }),
  });
  const headingId = `trolley-${trolley.id}`;
  // One tap is one request: a double tap lands before React re-renders the disabled button, and the answer can come
  // back before the second tap; so the guard (a ref) holds from the tap until the card shows the new state (or the
  // call failed), and a late second tap can neither repeat the request nor undo it.
  // `holding` is the state the tap was made in: taps are dropped until the card shows another state.
  const holding = useRef<boolean | null>(null);
  const [pendingFrom, setPendingFrom] = useState<boolean | null>(null);
  const busy = pendingFrom !== null && pendingFrom === requested;
  const send = async () => {
    if (holding.current === requested) return;
    holding.current = requested;
    setPendingFrom(requested);
    setMessage(null);
    const release = () => {
      holding.current = null;
      setPendingFrom(null);
    };
    try {
      await change.mutateAsync();
      // The refreshed list normally flips the card at once; should the refresh fail, the button comes back anyway.
      setTimeout(release, 1500);
    } catch {
      release();
    }
  };

  return (
    <Paper component="article" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {trolley.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {trolley.uid}
          </Typography>
        </Box>
        {requested && <Chip size="small" color="warning" label="Pickup requested" />}
      </Stack>
      {showHolder && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          With {trolley.customer.first_name} {trolley.customer.last_name}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1 }}>
        <Figure label="Here since" value={formatDate(trolley.since)} />
        <Figure label="Days held" value={dayCount(trolley.time_duration)} />
        <Figure label="Free days" value={dayCount(trolley.charge_free_days)} />
        <Figure label="Days over" value={dayCount(trolley.chargeable_days)} />
        <Figure label="Per day over" value={formatMoney(trolley.after_free_day_charge)} />
        <Figure label="Charge so far" value={formatMoney(trolley.cost)} strong />
      </Box>
      {requested && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Pickup requested on {formatDateTime(trolley.pickup_requested_at)}.
        </Typography>
      )}
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} role={message.ok ? 'status' : 'alert'} sx={{ mt: 1.5 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Button sx={{ mt: 1.5 }} fullWidth variant={requested ? 'outlined' : 'contained'} disabled={busy} onClick={() => void send()} aria-describedby={headingId}>
        {busy ? 'Sending…' : requested ? 'Withdraw pickup request' : 'Ready for pickup'}
      </Button>
      {trolley.handover_id !== null && <DeliveryReceipt handoverId={trolley.handover_id} headingId={headingId} />}
    </Paper>
  );
}

/**
 * CONTRACT "The customer portal": /portal/trolleys, the trolleys the customer holds now (the whole business's for its
 * master customer), oldest first, each with the charge so far in dollars and a "Ready for pickup" request; below, the
 * customer's monthly statements to download.
 */
export default function TrolleysPage() {
  useDocumentTitle('My Trolleys');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const online = useOnline();
  const trolleys = useQuery({
    queryKey: portalKeys.trolleys(page),
    queryFn: async ({ signal }) => {
      const answer = await portalApi.get('/trolleys', { query: { start: (page - 1) * TROLLEYS_PAGE_SIZE, limit: TROLLEYS_PAGE_SIZE }, signal });
      // Offline, the answer is the one the service worker kept: its time is the last online load's.
      if (navigator.onLine) localStorage.setItem(loadedAtKey(session?.id), new Date().toISOString());
      return answer;
    },
    placeholderData: keepPreviousData,
  });
  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const data = useDeferredValue(trolleys.data);
  const keptAt = !online && data ? localStorage.getItem(loadedAtKey(session?.id)) : null;
  const pages = data ? Math.max(1, Math.ceil(data.count / TROLLEYS_PAGE_SIZE)) : 1;
  const showHolder = !!data && data.list.some((t) => t.customer.id !== session?.id);

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h1" fontWeight={600}>
          My Trolleys
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The trolleys at your site now. Charges count every started day after the free days.
        </Typography>
      </Box>
      {trolleys.isFetching && data && <LinearProgress aria-label="Loading trolleys" />}
      {keptAt && (
        <Alert severity="info" role="status">
          As of {formatDateTime(keptAt)}, when this phone was last online: charges and pickups may have changed since.
        </Alert>
      )}
      {!data && !trolleys.isError && (
        <Stack spacing={2} aria-busy="true" aria-label="Loading trolleys">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      )}
      {trolleys.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => trolleys.refetch()}>
              Retry
            </Button>
          }
        >
          {splitApiError(trolleys.error, []).message ?? 'The trolleys could not be loaded.'}
        </Alert>
      )}
      {data && data.count === 0 && <Alert severity="info">You hold no trolleys at the moment.</Alert>}
      {data && data.count > 0 && (
        <Typography variant="body2" aria-live="polite">
          {data.count === 1 ? '1 trolley' : `${data.count} trolleys`}
        </Typography>
      )}
      {data?.list.map((t) => (
        <TrolleyCard key={t.id} trolley={t} showHolder={showHolder} page={page} />
      ))}
      {pages > 1 && (
        <Pagination
          sx={{ alignSelf: 'center' }}
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_event, next) => setParams(next === 1 ? {} : { page: String(next) })}
          getItemAriaLabel={(type, n) => (type === 'page' ? `Page ${n}` : type === 'next' ? 'Next page' : type === 'previous' ? 'Previous page' : String(type))}
        />
      )}
      {/* Below the list, and hidden until it is in: asked for at once, but shown under the loading cards it would
          move down the screen (a layout shift) as the cards came. */}
      <Stack spacing={2} sx={!data && !trolleys.isError ? { display: 'none' } : undefined}>
        <ReceiptsSection />
        <Button component={RouterLink} to="/statements" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          Monthly statements
        </Button>
      </Stack>
    </Stack>
  );
}
