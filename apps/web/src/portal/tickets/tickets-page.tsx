import { useCallback, useDeferredValue, useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useDocumentTitle } from '../../lib/document-title';
import { splitApiError } from '../lib/form-errors';
import { meQuery } from '../lib/me';
import { useSession } from '../lib/session';
import { isNewSince, useSeenTimes } from './seen-notifications';
import { SearchField } from './search-field';
import { TicketCard } from './ticket-card';
import { listStateFromParams, paramsOfListState, ticketsQuery, TICKETS_PAGE_SIZE, type TicketListState, type TicketScope } from './tickets-query';

const NEW_TICKET = '/tickets/new';

/**
 * CONTRACT "The customer portal": /portal/tickets, the tickets the customer can see (their own, and the business's
 * for its master customer or a customer with `access`), newest first, paged by the server. Page, search and the
 * mine / business filter live in the address, so back, forward and reload keep them.
 */
export default function TicketsPage() {
  useDocumentTitle('My Tickets');
  const session = useSession();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = listStateFromParams(params);
  const me = useQuery({ ...meQuery, select: (data) => data.sees_business_tickets });
  const seesBusiness = me.data === true;
  const tickets = useQuery({ ...ticketsQuery(state, seesBusiness), placeholderData: keepPreviousData });
  const seen = useSeenTimes(session?.id);
  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const data = useDeferredValue(tickets.data);
  const pages = data ? Math.max(1, Math.ceil(data.count / TICKETS_PAGE_SIZE)) : 1;

  const go = useCallback(
    (change: Partial<TicketListState>, replace = false) => setParams((current) => paramsOfListState({ ...listStateFromParams(current), page: 1, ...change }), { replace }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => go({ search }, true), [go]);

  // A page past the end (tickets gone since the link was made): show the last page instead.
  const overshoot = !!data && !tickets.isPlaceholderData && data.list.length === 0 && data.count > 0 && state.page > pages;
  useEffect(() => {
    if (overshoot) go({ page: pages }, true);
  }, [overshoot, pages, go]);

  // Who raised each ticket, once the list holds anyone else's (or the server says it may): "You" or their name.
  const showRaiser = seesBusiness || !!data?.list.some((t) => t.customer_id !== session?.id);
  const raisedBy = (customerId: number, name: string) => (showRaiser ? (customerId === session?.id ? 'You' : name) : null);

  return (
    <Stack spacing={2} sx={{ pb: { xs: 9, md: 0 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" fontWeight={600}>
            My Tickets
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Your warranty tickets and what GlassDesk has told you about them.
          </Typography>
        </Box>
        <Button component={RouterLink} to={NEW_TICKET} variant="contained" startIcon={<AddIcon />} sx={{ display: { xs: 'none', md: 'inline-flex' }, flexShrink: 0 }}>
          New ticket
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, maxWidth: { sm: 420 } }}>
          <SearchField label="Search tickets" value={state.search} onSearch={onSearch} />
        </Box>
        {seesBusiness && (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            aria-label="Whose tickets"
            value={state.scope}
            onChange={(_event, scope: TicketScope | null) => scope && go({ scope })}
            sx={{
              alignSelf: { xs: 'stretch', sm: 'auto' },
              '& .MuiToggleButton-root': { flex: { xs: 1, sm: 'none' }, px: 2 },
              // The brand blue is too dark for text on a dark page: the theme's light tint there (as buttons do).
              '& .MuiToggleButton-root.Mui-selected': { color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : undefined) },
            }}
          >
            <ToggleButton value="mine">Mine</ToggleButton>
            <ToggleButton value="business">My business</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>

      {tickets.isFetching && data && <LinearProgress aria-label="Loading tickets" />}
      {!data && !tickets.isError && (
        <Stack spacing={2} aria-busy="true" aria-label="Loading tickets">
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={112} />
        </Stack>
      )}
      {tickets.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tickets.refetch()}>
              Retry
            </Button>
          }
        >
          {splitApiError(tickets.error, []).message ?? 'Your tickets could not be loaded.'}
        </Alert>
      )}

      {data && data.count === 0 && <EmptyState search={state.search} mine={seesBusiness && state.scope === 'mine'} onClear={() => go({ search: '' })} />}
      {data && data.count > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {data.count === 1 ? '1 ticket' : `${data.count} tickets`}
          {pages > 1 ? ` · page ${Math.min(state.page, pages)} of ${pages}` : ''}
        </Typography>
      )}
      {data && data.list.length > 0 && (
        <Box
          component="ul"
          aria-label="Tickets"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
        >
          {data.list.map((ticket) => (
            <li key={ticket.id}>
              <TicketCard
                ticket={ticket}
                raisedBy={raisedBy(ticket.customer_id, ticket.name)}
                isNew={isNewSince(ticket.last_notification_at, seen[String(ticket.id)])}
                listSearch={location.search}
              />
            </li>
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ alignSelf: 'center' }}
          count={pages}
          page={Math.min(state.page, pages)}
          siblingCount={0}
          onChange={(_event, page) => {
            go({ page });
            window.scrollTo(0, 0);
          }}
          getItemAriaLabel={(type, page) => (type === 'page' ? `Page ${page}` : type === 'next' ? 'Next page' : type === 'previous' ? 'Previous page' : String(type))}
        />
      )}

      {/* On a phone the button stays under the thumb, above the bottom navigation, however far the list scrolls. */}
      <Fab
        component={RouterLink}
        to={NEW_TICKET}
        variant="extended"
        color="primary"
        sx={{ display: { xs: 'inline-flex', md: 'none' }, position: 'fixed', right: 16, bottom: 'calc(72px + env(safe-area-inset-bottom))', zIndex: 'speedDial' }}
      >
        <AddIcon sx={{ mr: 1 }} />
        New ticket
      </Fab>
    </Stack>
  );
}

function EmptyState({ search, mine, onClear }: { search: string; mine: boolean; onClear: () => void }) {
  if (search) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onClear}>
            Show all tickets
          </Button>
        }
      >
        No tickets match “{search}”.
      </Alert>
    );
  }
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      <Typography variant="h6" component="p">
        {mine ? 'You have not raised any tickets yet.' : 'No tickets yet.'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Found a faulty glass? Raise a ticket with a photo of the defect and its label, and follow it here.
      </Typography>
      <Button component={RouterLink} to={NEW_TICKET} variant="outlined" startIcon={<AddIcon />}>
        Raise a ticket
      </Button>
    </Box>
  );
}
