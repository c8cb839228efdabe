import { useQuery } from '@tanstack/react-query';
import { TICKET_MESSAGES, type PagingQuery, type Ticket, type TicketRow, type TicketSortColumn } from '@glassdesk/shared';
import type { TrashScreen } from '../../../components/resource/trash-page';
import { api } from '../../../lib/api-client';
import { createCrudResource } from '../../../lib/crud-resource';

/** spec §7 GET /tickets: paged, plus disabled=0 (the list) or 1 (the trash), and business (one business's tickets). */
export type TicketsQuery = PagingQuery<TicketSortColumn> & { disabled: 0 | 1; business?: number };

/**
 * A change to a ticket refreshes every ticket query (lists, trash, detail, its notifications and comments) and the
 * screens that show tickets or count them (dashboard, a customer's tickets, ticket counts).
 */
export const tickets = createCrudResource<Ticket, never, never, TicketRow, TicketsQuery>({
  base: '/tickets',
  key: 'tickets',
  invalidates: ['dashboard', 'customers', 'business'],
  trash: { disabled: 1 },
});

export const ticketKeys = {
  ...tickets.keys,
  notifications: (id: number) => [...tickets.keys.all, 'notifications', id] as const,
  comments: (id: number) => [...tickets.keys.all, 'comments', id] as const,
};

const fetchNotifications = (id: number, signal?: AbortSignal) => api.get('/tickets/{id}/notifications', { params: { id }, signal });
const fetchComments = (id: number, signal?: AbortSignal) => api.get('/tickets/{id}/comments', { params: { id }, signal });

export const useTicketNotifications = (id: number) => useQuery({ queryKey: ticketKeys.notifications(id), queryFn: ({ signal }) => fetchNotifications(id, signal) });

/** spec §6: only with view_comment. */
export const useTicketComments = (id: number, enabled: boolean) => useQuery({ queryKey: ticketKeys.comments(id), queryFn: ({ signal }) => fetchComments(id, signal), enabled });

export const useSendTicketNotification = () => tickets.useChange((body: { id: number; message: string }) => api.post('/tickets/notification', { body }));
export const useAddComment = () =>
  tickets.useChange(({ id, message }: { id: number; message: string }) => api.post('/tickets/{id}/comments', { params: { id }, body: { message } }));
/** spec §7: PUT /tickets/{id}/status with an empty body marks the ticket Delivered. */
export const useMarkDelivered = () => tickets.useChange((id: number) => api.put('/tickets/{id}/status', { params: { id } }));
export const useDisableTicket = tickets.useDelete;
export const useRestoreTicket = tickets.useRestore;

/** spec §2 "Tickets": the trash list (disabled=1); each row restorable after a confirmation ('Restored.'). */
export const ticketTrash: TrashScreen<TicketRow> = {
  title: 'Disabled Tickets',
  list: { label: 'Tickets', route: 'tickets', path: '/dashboard/tickets' },
  rowName: (t) => t.ticket_id,
  actions: [
    {
      label: 'Restore Ticket',
      kind: 'restore',
      operation: 'Restore Ticket',
      run: tickets.restore,
      title: TICKET_MESSAGES.restoreTitle,
      text: TICKET_MESSAGES.restoreQuestion,
      successMessage: TICKET_MESSAGES.restored,
      errorStyle: 'field',
    },
  ],
  actionWidth: 80,
};
