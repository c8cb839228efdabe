import { useDeferredValue } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Handover } from '@glassdesk/shared';
import { formatDateTime } from '../../lib/format-date';
import { portalApi } from '../lib/api';
import { splitApiError } from '../lib/form-errors';
import { portalKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { useDownload } from '../lib/use-download';

const PAGE = 10;
const KIND = { delivery: 'Delivery', pickup: 'Pickup' } as const;

/** "GD-1001, GD-1002 and 3 more": the first trolleys of a hand-over by uid. */
function trolleysText(h: Handover) {
  const uids = h.trolleys.map((t) => t.uid);
  return uids.length <= 3 ? uids.join(', ') : `${uids.slice(0, 2).join(', ')} and ${uids.length - 2} more`;
}

/**
 * The receipts of the customer's deliveries and pickups (a master customer: its business's), newest first, ten at a
 * time: when, how many trolleys, who signed, and the receipt's PDF (handover-<id>.pdf), the one mailed at the time.
 */
export function ReceiptsSection() {
  const session = useSession();
  const receipts = useInfiniteQuery({
    queryKey: portalKeys.receipts,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => portalApi.get('/handovers', { query: { start: pageParam, limit: PAGE }, signal }),
    getNextPageParam: (last, pages) => (pages.length * PAGE < last.count ? pages.length * PAGE : undefined),
  });
  const { busy, failure, download: save } = useDownload<number>('The receipt could not be downloaded.');
  // Drawn in a render of its own (deferred: in slices), not in the store update's one-piece render.
  const data = useDeferredValue(receipts.data);
  const list = data?.pages.flatMap((p) => p.list) ?? [];
  const download = (id: number) => save(id, () => portalApi.download('/handovers/{id}/receipt', { params: { id } }), `handover-${id}.pdf`);

  return (
    <Box component="section" aria-labelledby="receipts-heading">
      <Typography id="receipts-heading" variant="h6" component="h2" fontWeight={600} sx={{ mt: 2 }}>
        Receipts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The proof of each delivery and pickup: when, which trolleys, and who signed. Each was emailed to you at the time.
      </Typography>
      {!data && !receipts.isError && <Skeleton variant="rounded" height={96} aria-label="Loading receipts" />}
      {receipts.isError && !data && <Alert severity="error">{splitApiError(receipts.error, []).message ?? 'The receipts could not be loaded.'}</Alert>}
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      {data && list.length === 0 && <Alert severity="info">No receipt yet: nothing has been delivered to you.</Alert>}
      {list.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Receipts" disablePadding>
            {list.map((h) => {
              const n = h.trolleys.length;
              const someoneElse = h.customer && session && h.customer.id !== session.id ? ` · ${h.customer.first_name} ${h.customer.last_name}` : '';
              return (
                <ListItem key={h.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
                  <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Typography fontWeight={600}>
                      {KIND[h.kind]} No. {h.id} · {n === 1 ? '1 trolley' : `${n} trolleys`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      <time dateTime={h.at}>{formatDateTime(h.at)}</time>
                      {someoneElse} · {trolleysText(h)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {h.signature_url ? `Signed by ${h.signed_by ?? 'the receiver'}` : h.unsigned_reason ? `Not signed: ${h.unsigned_reason}` : 'Not signed'}
                    </Typography>
                  </Box>
                  <Button variant="outlined" size="small" onClick={() => void download(h.id)} disabled={busy !== null} aria-label={`Download receipt No. ${h.id}`}>
                    {busy === h.id ? 'Downloading…' : 'Download'}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      {receipts.hasNextPage && (
        <Button onClick={() => void receipts.fetchNextPage()} disabled={receipts.isFetchingNextPage} sx={{ mt: 1 }}>
          {receipts.isFetchingNextPage ? 'Loading…' : 'Show more receipts'}
        </Button>
      )}
    </Box>
  );
}
