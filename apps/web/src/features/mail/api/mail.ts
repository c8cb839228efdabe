import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { MailSortColumn, MailStatus, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey, useInvalidate } from '../../../lib/query-keys';

export type MailQuery = PagingQuery<MailSortColumn> & { status?: MailStatus };

export const mailKeys = {
  list: (query: MailQuery) => queryKey('mail', 'list', query),
  one: (id: number) => queryKey('mail', 'one', id),
};

export const fetchMail = (query: MailQuery, signal?: AbortSignal) => api.get('/mail', { query, signal });
export const retryMail = (id: number) => api.post('/mail/{id}/retry', { params: { id } });

/** While something waits to go out, the list refreshes itself, so a retry is seen going out. */
const WHILE_QUEUED_MS = 5_000;

/** GET /mail: the page, its count and the totals per status; a new page or filter keeps the rows until it arrives. */
export const useMail = (query: MailQuery) =>
  useQuery({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => fetchMail(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && q.state.data.totals.queued > 0 ? WHILE_QUEUED_MS : false),
  });

/** GET /mail/{id}: one message with its text and HTML (or why they are withheld); asked for only while open. */
export const useMailMessage = (id: number | null) =>
  useQuery({
    queryKey: mailKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get('/mail/{id}', { params: { id: id! }, signal }),
    enabled: id !== null,
  });

/** POST /mail/{id}/retry; the lists refresh once it is queued again. */
export const useRetryMail = () => useMutation({ mutationFn: retryMail, onSuccess: useInvalidate(['mail']) });
