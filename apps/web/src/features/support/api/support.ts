import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery, SupportRequest, SupportRequestCreate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  list: (query: PagingQuery) => [...supportKeys.all, 'list', query] as const,
};

// spec §7: POST /support is made without a token (the public form).
export const sendSupportRequest = (body: SupportRequestCreate) => api.post<{ message: string }>('/support', body, { auth: false });
export const fetchSupportRequests = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<SupportRequest>>('/support', { query, signal });
export const deleteSupportRequest = (id: number) => api.delete<{ message: string }>(`/support/${id}`);

export const supportRequestsQuery = (query: PagingQuery) =>
  queryOptions({ queryKey: supportKeys.list(query), queryFn: ({ signal }) => fetchSupportRequests(query, signal), placeholderData: keepPreviousData });

export const useSupportRequests = (query: PagingQuery) => useQuery(supportRequestsQuery(query));

export function useDeleteSupportRequest() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSupportRequest, onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }) });
}
