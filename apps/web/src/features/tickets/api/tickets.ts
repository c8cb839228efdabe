import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery, Ticket, TicketMessage, TicketRow, TicketSortColumn } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/use-id-param';

type Message = { message: string };

/** spec §7 GET /tickets: paged, plus disabled=0 (the list) or 1 (the trash), and business (one business's tickets). */
export type TicketsQuery = PagingQuery<TicketSortColumn> & { disabled: 0 | 1; business?: number };

export const ticketKeys = {
  all: ['tickets'] as const,
  lists: () => [...ticketKeys.all, 'list'] as const,
  list: (query: TicketsQuery) => [...ticketKeys.lists(), query] as const,
  detail: (id: number) => [...ticketKeys.all, 'detail', id] as const,
  notifications: (id: number) => [...ticketKeys.all, 'notifications', id] as const,
  comments: (id: number) => [...ticketKeys.all, 'comments', id] as const,
};

const fetchTickets = (query: TicketsQuery, signal?: AbortSignal) => api.get<ListResult<TicketRow>>('/tickets', { query, signal });
const fetchTicket = (id: number, signal?: AbortSignal) => api.get<Ticket>(`/tickets/${id}`, { signal });
const fetchNotifications = (id: number, signal?: AbortSignal) => api.get<TicketMessage[]>(`/tickets/${id}/notifications`, { signal });
const fetchComments = (id: number, signal?: AbortSignal) => api.get<TicketMessage[]>(`/tickets/${id}/comments`, { signal });

export const useTickets = (query: TicketsQuery) =>
  useQuery({ queryKey: ticketKeys.list(query), queryFn: ({ signal }) => fetchTickets(query, signal), placeholderData: keepPreviousData });

// An id the API does not know (404) shows the route's Page not found instead of the screen.
export const useTicket = (id: number) => useQuery({ queryKey: ticketKeys.detail(id), queryFn: ({ signal }) => fetchTicket(id, signal), throwOnError: isNotFound });

export const useTicketNotifications = (id: number) => useQuery({ queryKey: ticketKeys.notifications(id), queryFn: ({ signal }) => fetchNotifications(id, signal) });

/** spec §6: only with view_comment. */
export const useTicketComments = (id: number, enabled: boolean) => useQuery({ queryKey: ticketKeys.comments(id), queryFn: ({ signal }) => fetchComments(id, signal), enabled });

/**
 * A change to a ticket: every ticket query refreshes (lists, trash, detail, its notifications and comments), and
 * so do the screens that show tickets or count them (dashboard, a customer's tickets, ticket counts).
 */
function useTicketMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ticketKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['customers'] }),
        client.invalidateQueries({ queryKey: ['business'] }),
      ]),
  });
}

export const useSendTicketNotification = () => useTicketMutation((body: { id: number; message: string }) => api.post<Message>('/tickets/notification', body));
export const useAddComment = () => useTicketMutation(({ id, message }: { id: number; message: string }) => api.post<Message>(`/tickets/${id}/comments`, { message }));
/** spec §7: PUT /tickets/{id}/status with an empty body marks the ticket Delivered. */
export const useMarkDelivered = () => useTicketMutation((id: number) => api.put<Message>(`/tickets/${id}/status`));
export const useDisableTicket = () => useTicketMutation((id: number) => api.delete<Message>(`/tickets/${id}`));
export const useRestoreTicket = () => useTicketMutation((id: number) => api.put<Message>(`/tickets/${id}/restore`));
