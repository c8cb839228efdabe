import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import AddCommentIcon from '@mui/icons-material/AddComment';
import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TICKET_MESSAGES, type Ticket } from '@glassdesk/shared';
import { HistoryPanel } from '../../../components/activity/history-panel';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ImageGallery } from '../../../components/image-gallery';
import { PageHeader } from '../../../components/page-header';
import { RichTextView } from '../../../components/rich-text/rich-text-view';
import { useNotify } from '../../../components/snackbar';
import { ApiError, formatApiError } from '../../../lib/api-error';
import { useCanOpen, useHasOperation } from '../../../lib/permissions';
import { useTicketPermissions } from '../../../lib/session';
import { parseId } from '../../../lib/use-id-param';
import { useAddComment, useDisableTicket, useMarkDelivered, useRestoreTicket, tickets, useSendTicketNotification, useTicketComments, useTicketNotifications } from '../api/tickets';
import { MessageDialog } from '../components/message-dialog';
import { TicketDetails } from '../components/ticket-details';
import { TicketMessages } from '../components/ticket-messages';
import { TicketNotFound } from '../components/ticket-not-found';

type Confirming = 'deliver' | 'disable' | 'restore';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `ticket-${title.toLowerCase()}-heading`;
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** spec §2 "Tickets" > Ticket detail: the fields, the Defect and Label photos, the note, notifications and comments. */
function TicketView({ ticket }: { ticket: Ticket }) {
  const notify = useNotify();
  const permissions = useTicketPermissions();
  const canUpdate = useHasOperation('Update Ticket');
  const canDisable = useHasOperation('Disable Ticket');
  const canRestore = useHasOperation('Restore Ticket');
  const notifications = useTicketNotifications(ticket.id);
  const comments = useTicketComments(ticket.id, permissions.viewComment);
  const sendNotification = useSendTicketNotification();
  const addComment = useAddComment();
  const deliver = useMarkDelivered();
  const disable = useDisableTicket();
  const restore = useRestoreTicket();
  const [dialog, setDialog] = useState<'notify' | 'comment' | null>(null);
  // The dialog keeps its last question while it fades out after the answer.
  const [confirm, setConfirm] = useState<{ kind: Confirming; open: boolean }>({ kind: 'deliver', open: false });
  const setConfirming = (kind: Confirming | null) => setConfirm((previous) => (kind ? { kind, open: true } : { ...previous, open: false }));

  const disabled = ticket.deleted_at !== null;
  const delivered = ticket.status === 'Delivered';
  const subtitle = `Ticket ${ticket.ticket_id}`;

  const run = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call();
      notify.success(success);
    } catch (error) {
      notify.error(formatApiError(error, 'field'));
    } finally {
      setConfirming(null);
    }
  };
  const confirmations = {
    deliver: {
      title: TICKET_MESSAGES.deliverTitle,
      text: TICKET_MESSAGES.deliverQuestion,
      color: 'primary',
      act: () => run(() => deliver.mutateAsync(ticket.id), TICKET_MESSAGES.delivered),
    },
    disable: {
      title: TICKET_MESSAGES.disableTitle,
      text: TICKET_MESSAGES.disableQuestion,
      color: 'error',
      act: () => run(() => disable.mutateAsync(ticket.id), TICKET_MESSAGES.disabled),
    },
    restore: {
      title: TICKET_MESSAGES.restoreTitle,
      text: TICKET_MESSAGES.restoreQuestion,
      color: 'primary',
      act: () => run(() => restore.mutateAsync(ticket.id), TICKET_MESSAGES.restored),
    },
  } as const;
  const shown = confirmations[confirm.kind];
  const messages = {
    notify: {
      title: 'Send Notification',
      submitLabel: 'Send',
      send: (message: string) => sendNotification.mutateAsync({ id: ticket.id, message }),
      successMessage: TICKET_MESSAGES.sent,
    },
    comment: {
      title: 'Add Comment',
      submitLabel: 'Add',
      send: (message: string) => addComment.mutateAsync({ id: ticket.id, message }),
      successMessage: TICKET_MESSAGES.commentAdded,
    },
  };

  const imagesOf = (type: 'Defect' | 'Label') => ticket.images.filter((image) => image.type === type).map((image) => ({ url: image.url, thumbnail: image.thumbnail_url }));

  return (
    <Stack spacing={3}>
      {disabled && (
        <Alert
          severity="warning"
          role="status"
          action={
            canRestore && (
              <Button color="inherit" size="small" startIcon={<RestoreFromTrashIcon />} onClick={() => setConfirming('restore')}>
                Restore
              </Button>
            )
          }
        >
          This ticket is disabled: it is listed under Disabled Tickets until it is restored.
        </Alert>
      )}
      {!disabled && (canUpdate || canDisable || permissions.addComment) && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Ticket actions">
          {canUpdate && (
            <Button variant="contained" startIcon={<NotificationsIcon />} onClick={() => setDialog('notify')}>
              Send Notification
            </Button>
          )}
          {canUpdate && !delivered && (
            <Button variant="contained" color="success" startIcon={<DoneAllIcon />} onClick={() => setConfirming('deliver')}>
              Mark as Delivered
            </Button>
          )}
          {permissions.addComment && (
            <Button variant="outlined" startIcon={<AddCommentIcon />} onClick={() => setDialog('comment')}>
              Add Comment
            </Button>
          )}
          {canDisable && (
            <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setConfirming('disable')}>
              Disable
            </Button>
          )}
        </Stack>
      )}
      <TicketDetails ticket={ticket} />
      <Section title="Images">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {(['Defect', 'Label'] as const).map((type) => (
            <Box key={type} sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {type}
              </Typography>
              <ImageGallery label={type} images={imagesOf(type)} emptyText={`No ${type.toLowerCase()} images.`} />
            </Box>
          ))}
        </Stack>
      </Section>
      <Section title="Note">
        {ticket.note ? (
          <RichTextView html={ticket.note} />
        ) : (
          <Typography color="text.secondary" variant="body2">
            No note.
          </Typography>
        )}
      </Section>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: permissions.viewComment ? '1fr 1fr' : '1fr' } }}>
        <TicketMessages title="Notifications" query={notifications} emptyText="No notifications have been sent." />
        {permissions.viewComment && <TicketMessages title="Comments" query={comments} emptyText="No comments yet." />}
      </Box>
      <HistoryPanel resource="tickets" id={ticket.id} label={subtitle} />

      {(['notify', 'comment'] as const).map((kind) => (
        <MessageDialog key={kind} open={dialog === kind} subtitle={subtitle} onClose={() => setDialog(null)} {...messages[kind]} />
      ))}
      <ConfirmDialog open={confirm.open} title={shown.title} text={shown.text} confirmColor={shown.color} onCancel={() => setConfirming(null)} onConfirm={shown.act} />
    </Stack>
  );
}

/**
 * spec route Tickets/{ticketId}. An id that names no ticket (a 404, or no id at all, e.g. /dashboard/Tickets/abc)
 * says "Ticket not found" here, in the shell, with the way back to Tickets, instead of the generic page-not-found.
 */
export default function TicketDetailPage() {
  const requested = useParams().ticketId ?? '';
  const id = parseId(requested);
  // The ticket under the same key as useTicket (mutations refresh it), but a 404 stays here rather than being thrown.
  const ticket = useQuery({ ...tickets.oneQuery(id ?? 0), enabled: id !== null });
  const canList = useCanOpen('tickets');
  const missing = id === null || (ticket.error instanceof ApiError && ticket.error.status === 404);
  const title = missing ? 'Ticket not found' : ticket.data ? `Ticket ${ticket.data.ticket_id}` : 'Ticket';

  return (
    <>
      <PageHeader title={title} crumbs={canList ? [{ label: 'Tickets', to: '/dashboard/tickets' }] : []} />
      {missing && <TicketNotFound requested={requested} canList={canList} />}
      {!missing && ticket.isPending && <LinearProgress aria-label="Loading" />}
      {!missing && ticket.isError && <Alert severity="error">{formatApiError(ticket.error, 'field')}</Alert>}
      {ticket.data && <TicketView ticket={ticket.data} />}
    </>
  );
}
