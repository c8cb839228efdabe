import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ImageGallery } from '../../components/image-gallery';
import { Field, FieldList } from '../../components/record-fields';
import { RichTextView } from '../../components/rich-text/rich-text-view';
import { formatDay } from '../../components/tickets/format-day';
import { useDocumentTitle } from '../../lib/document-title';
import { formatDate } from '../../lib/format-date';
import { splitApiError } from '../lib/form-errors';
import { useSession } from '../lib/session';
import { NotificationsTimeline, newestFirst } from './notifications-timeline';
import { markSeen, readSeen } from './seen-notifications';
import { TicketStatusChip } from '../../components/tickets/ticket-status-chip';
import { TicketHistory } from './ticket-history';
import { isNotFound, ticketQuery, type TicketDetail } from './tickets-query';

/** The list's address the customer came from (its page and search), carried in the link's state; else the first page. */
function useBackToList() {
  const { state } = useLocation() as { state: { listSearch?: unknown } | null };
  const search = state?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `/tickets${search}` : '/tickets';
}

function BackLink() {
  return (
    <Button component={RouterLink} to={useBackToList()} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
      My tickets
    </Button>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function NotFound() {
  useDocumentTitle('Ticket not found');
  return (
    <Stack spacing={2} sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h5" component="h1" fontWeight={600}>
        This ticket was not found.
      </Typography>
      <Typography color="text.secondary">The link may be wrong, or the ticket is no longer available to your account.</Typography>
      <Button component={RouterLink} to={useBackToList()} variant="contained" startIcon={<ArrowBackIcon />}>
        Back to My tickets
      </Button>
    </Stack>
  );
}

function Photos({ ticket }: { ticket: TicketDetail }) {
  const of = (type: 'Defect' | 'Label') => ticket.images.filter((image) => image.type === type).map((image) => ({ url: image.url, thumbnail: image.thumbnail_url }));
  return (
    <Section id="ticket-photos" title="Photos">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }}>
        {(['Defect', 'Label'] as const).map((type) => (
          <Box key={type} component="section" aria-labelledby={`ticket-photos-${type}`}>
            <Typography id={`ticket-photos-${type}`} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {type}
            </Typography>
            <ImageGallery label={type} images={of(type)} emptyText={`No ${type.toLowerCase()} photos.`} size={88} />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

function TicketView({ id, customerId }: { id: number; customerId: number | undefined }) {
  const ticket = useQuery(ticketQuery(id));
  // Set by the new-ticket page when it opens the ticket it just raised: greeted once, then dropped from the history
  // entry (a browser keeps it across a reload).
  const location = useLocation();
  const navigate = useNavigate();
  const [raised] = useState(() => (location.state as { raised?: unknown } | null)?.raised);
  useEffect(() => {
    const state = location.state as { raised?: unknown } | null;
    if (state?.raised !== undefined) void navigate(location.pathname + location.search, { replace: true, state: { ...state, raised: undefined } });
  }, [location, navigate]);
  // What the customer had seen before this visit, read once: the marks stay while they read, though the visit is
  // recorded at once (the list drops its "New" mark when they go back).
  const [seenBefore] = useState(() => (customerId === undefined ? null : readSeen(customerId, id)));
  // The answer is drawn in a render of its own (a deferred value: React renders it in slices, as a transition),
  // not in the store update's render, which React runs in one piece: on a slow phone, one long task less.
  const data = useDeferredValue(ticket.data);
  const newest = data ? (newestFirst(data.notifications)[0]?.created_at ?? null) : null;
  useEffect(() => {
    if (customerId !== undefined && newest) markSeen(customerId, id, newest);
  }, [customerId, id, newest]);
  useDocumentTitle(data ? `Ticket ${data.ticket_id}` : 'Ticket');

  if (ticket.isError && isNotFound(ticket.error)) return <NotFound />;

  return (
    <Stack spacing={2}>
      <BackLink />
      {!data && !ticket.isError && (
        <Stack spacing={2} aria-busy="true" aria-label="Loading the ticket">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {ticket.isError && !data && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void ticket.refetch()}>
              Retry
            </Button>
          }
        >
          {splitApiError(ticket.error, []).message ?? 'The ticket could not be loaded.'}
        </Alert>
      )}
      {typeof raised === 'string' && (
        <Alert severity="success" role="status">
          Ticket {raised} raised.
        </Alert>
      )}
      {data && (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1" fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
              Ticket {data.ticket_id}
            </Typography>
            <TicketStatusChip status={data.status} size="medium" />
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              gridTemplateAreas: { xs: '"notes" "details" "photos" "note" "history"', md: '"details notes" "photos notes" "note notes" "history history"' },
            }}
          >
            {/* First on a phone: what has happened is what the customer comes back for. */}
            <Box sx={{ gridArea: 'notes', position: { md: 'sticky' }, top: { md: 16 } }}>
              <NotificationsTimeline notifications={data.notifications} seenBefore={seenBefore} />
            </Box>
            <Box sx={{ gridArea: 'details' }}>
              <Section id="ticket-details" title="Details">
                <FieldList sx={{ gridTemplateColumns: { xs: '1fr 1fr', lg: '1fr 1fr' }, columnGap: 2, rowGap: 1.5 }}>
                  <Field label="Glass Order No">{data.glass_order_no}</Field>
                  <Field label="Customer PO No">{data.customer_po_no}</Field>
                  <Field label="Glass Type">{data.glass_type}</Field>
                  <Field label="Warranty Reason">{data.warranty_reason}</Field>
                  <Field label="Glass Size">{data.glass_size}</Field>
                  <Field label="Panel Status">{data.panel_status}</Field>
                  <Field label="Marks">{data.marks}</Field>
                  <Field label="Received Date">{formatDate(data.created_at)}</Field>
                  <Field label="Glass Received Date">{formatDay(data.received_date)}</Field>
                  <Field label="Expected Replacement Date">{formatDay(data.expected_date)}</Field>
                  <Field label="Raised by">{data.customer_id === customerId ? `${data.name} (you)` : data.name}</Field>
                  <Field label="Business">{data.business_name}</Field>
                </FieldList>
              </Section>
            </Box>
            <Box sx={{ gridArea: 'photos' }}>
              <Photos ticket={data} />
            </Box>
            <Box sx={{ gridArea: 'note' }}>
              <Section id="ticket-note" title="Note">
                {data.note ? (
                  // richTextStyles paints links in the brand blue, too dark on a dark page (2.9:1): the theme's light tint there.
                  <RichTextView html={data.note} sx={{ '& a': { color: (theme) => (theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.main) } }} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    No note.
                  </Typography>
                )}
              </Section>
            </Box>
            {/* Last: what the customer looks into now and then, the whole width. */}
            <Box sx={{ gridArea: 'history', minWidth: 0 }}>
              <TicketHistory id={id} ticketId={data.ticket_id} customerId={customerId} />
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}

/**
 * CONTRACT "The customer portal": /portal/tickets/{id}, one ticket with every field, its photos and notifications;
 * and its History.
 */
export default function TicketPage() {
  const session = useSession();
  const { id = '' } = useParams();
  // Not a ticket's id: no request, the same answer as a ticket the server does not know.
  if (!/^\d{1,15}$/.test(id) || Number(id) < 1) return <NotFound />;
  // A new ticket (another id) starts a new visit.
  return <TicketView key={id} id={Number(id)} customerId={session?.id} />;
}
