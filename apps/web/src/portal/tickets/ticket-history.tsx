import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACTIVITY_ACTION_LABELS } from '@glassdesk/shared/constants';
import { changeText } from '../../components/activity/activity-text';
import { formatDateTime } from '../../lib/format-date';
import { historyErrorText, ticketHistoryQuery, type HistoryEntry } from './history-query';

/** "Ann Lee notified this ticket", the customer's own entries marked "(you)" as the Details' "Raised by" is. */
function lineText(entry: HistoryEntry, customerId: number | undefined) {
  const you = entry.actor.type === 'customer' && customerId !== undefined && entry.actor.id === customerId;
  const verb = ACTIVITY_ACTION_LABELS[entry.action] ?? entry.action;
  return `${entry.actor.name}${you ? ' (you)' : ''} ${verb} this ticket`;
}

/** The entries once each, newest first: an entry written between two pages moves the next page by one. */
function entriesOf(pages: { list: HistoryEntry[] }[] | undefined) {
  const seen = new Set<number>();
  return (pages ?? []).flatMap((page) => page.list).filter((entry) => !seen.has(entry.id) && (seen.add(entry.id), true));
}

type Props = { id: number; ticketId: string; customerId: number | undefined };

/**
 * The ticket's History, below the rest of the page: who did what to it and when, newest first, ten at a
 * time with "Show more", each change as "Status Created → Notified". Asked for with the ticket (one small request);
 * when it cannot be had (offline: the service worker keeps no History) a short note says so, and the page stays.
 */
export function TicketHistory({ id, ticketId, customerId }: Props) {
  const history = useInfiniteQuery(ticketHistoryQuery(id));
  const entries = entriesOf(history.data?.pages);
  const count = history.data?.pages.at(-1)?.count ?? 0;
  const list = useRef<HTMLOListElement>(null);
  // After "Show more", the focus goes to the first entry it added (the button may be gone: nothing more to show).
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    (list.current?.children[from] as HTMLElement | undefined)?.focus();
  }, [entries.length]);

  const showMore = () => {
    if (history.isFetchingNextPage) return;
    focusFrom.current = entries.length;
    void history.fetchNextPage();
  };
  const retry = () => void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch());

  return (
    <Paper component="section" aria-labelledby="ticket-history" aria-busy={history.isFetching} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id="ticket-history" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        History
      </Typography>
      {history.isPending && history.fetchStatus !== 'idle' && (
        <Stack spacing={1} aria-label="Loading the history">
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="60%" />
        </Stack>
      )}
      {history.isSuccess && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nothing recorded yet.
        </Typography>
      )}
      {entries.length > 0 && (
        <Box component="ol" ref={list} aria-label={`History of Ticket ${ticketId}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.id}
              tabIndex={-1}
              sx={{
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {lineText(entry, customerId)}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {/* The day and the time kept together when the line wraps (a 390 px phone). */}
                  <Box component="time" dateTime={entry.at} sx={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(entry.at)}
                  </Box>
                </Box>
              </Typography>
              {entry.changes.length > 0 && (
                <Box component="ul" aria-label="Changes" sx={{ m: 0, mt: 0.25, pl: 2.5 }}>
                  {entry.changes.map((change, index) => (
                    <Typography key={`${change.field}-${index}`} component="li" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {changeText(change)}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {history.isError && (
        // A note, not an alarm: the rest of the ticket is there and usable.
        <Alert
          severity="info"
          role="status"
          sx={{ mt: entries.length > 0 ? 1 : 0 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {historyErrorText(history.error)}
        </Alert>
      )}
      {history.hasNextPage && (
        <Stack direction="row" spacing={1.5} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" size="small" onClick={showMore} aria-describedby="ticket-history-shown">
            Show more
          </Button>
          <Typography id="ticket-history-shown" variant="body2" color="text.secondary">
            {entries.length} of {count} shown
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
