import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useDocumentTitle } from '../../lib/document-title';
import { removeQueued } from '../lib/drafts';
import { portalKeys } from '../lib/query-keys';
import { useSession } from '../lib/session';
import { NewTicketForm } from '../new-ticket/new-ticket-form';
import { queuedQuery, QueuedTickets } from '../new-ticket/queued-tickets';
import { meQuery } from '../lib/me';
import { hasContent } from '../new-ticket/ticket-form';
import { useTicketDraft } from '../new-ticket/use-ticket-draft';
import { NEW_TICKET_INTRO, NEW_TICKET_TITLE } from './new-ticket-text';

function NewTicket({ customerId }: { customerId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useTicketDraft(customerId);
  const [queuedNotice, setQueuedNotice] = useState(false);
  const current = draft.draft;
  // An account not linked to a business cannot raise tickets (the server answers 409): say so before the form, not
  // after the photos. Unknown (offline, loading): the form, as the outbox keeps what is submitted.
  const me = useQuery(meQuery);
  const unlinked = me.data?.business === null;
  // A ticket the server refused waits below with its reason: "it will be sent" would no longer be true.
  const refused = useQuery(queuedQuery(customerId)).data?.some((item) => item.status === 'failed') ?? false;

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/tickets" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', ml: -1 }}>
        My tickets
      </Button>
      <Box>
        <Typography variant="h5" component="h1" fontWeight={600}>
          {NEW_TICKET_TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {NEW_TICKET_INTRO}
        </Typography>
      </Box>
      {draft.storageError && <Alert severity="warning">This browser does not let the portal keep a draft: what you type is lost if the page is closed.</Alert>}
      {unlinked && (
        <Alert severity="info" role="status">
          <AlertTitle>Tickets open once your account is linked to your business</AlertTitle>
          GlassDesk staff link your account to your business; we will email you when it is done. Until then you can follow your trolleys and manage your account here.
        </Alert>
      )}
      {queuedNotice && !refused && (
        <Alert severity="success" role="status" onClose={() => setQueuedNotice(false)}>
          Saved on this phone: it will be sent when you are back online.
        </Alert>
      )}
      <QueuedTickets
        customerId={customerId}
        formEmpty={!current || !hasContent(current)}
        onEdit={(item) => {
          const { customer_id: _customer, status: _status, last_error: _error, queued_at: _queued, ...back } = item;
          draft.replace(back);
          void removeQueued(item.idempotency_key).then(() => queryClient.invalidateQueries({ queryKey: portalKeys.outbox }));
        }}
      />
      {unlinked ? null : current ? (
        <NewTicketForm
          draft={current}
          actions={draft}
          onQueued={() => {
            setQueuedNotice(true);
            void queryClient.invalidateQueries({ queryKey: portalKeys.outbox });
            window.scrollTo(0, 0);
          }}
          onCreated={(created) => {
            void queryClient.invalidateQueries({ queryKey: portalKeys.tickets });
            // The ticket page may greet it from this state ("Ticket GD-0012 raised.").
            navigate(`/tickets/${created.id}`, { replace: true, state: { raised: created.ticket_id } });
          }}
        />
      ) : (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your draft">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={320} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * CONTRACT "The customer portal": /portal/tickets/new, raising a ticket camera-first: photos of the defect
 * and its label taken on the phone, the details, a draft on the device from the first keystroke, and an outbox that
 * sends a ticket submitted offline once the phone is back online.
 */
export default function NewTicketPage() {
  useDocumentTitle(NEW_TICKET_TITLE);
  const session = useSession();
  // The signed-in gate (require-session.tsx) is above this page: no session means it is on its way to the sign-in.
  if (!session) return null;
  return <NewTicket key={session.id} customerId={session.id} />;
}
