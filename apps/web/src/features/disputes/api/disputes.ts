import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DisputeResolve, DisputeSortColumn, DisputeStatus, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey, useInvalidate } from '../../../lib/query-keys';

export type DisputeQuery = PagingQuery<DisputeSortColumn> & { status?: DisputeStatus; customer_id?: number };

export const disputeKeys = {
  list: (query: DisputeQuery) => queryKey('disputes', 'list', query),
  one: (id: number) => queryKey('disputes', 'one', id),
};

/** GET /disputes: open ones first, then the newest; a new page or filter keeps the rows until it arrives. */
export const useDisputes = (query: DisputeQuery) =>
  useQuery({ queryKey: disputeKeys.list(query), queryFn: ({ signal }) => api.get('/disputes', { query, signal }), placeholderData: keepPreviousData });

/** GET /disputes/{id}: the dispute, its month's statement and the disputed trolleys' hand-overs. */
export const useDispute = (id: number) => useQuery({ queryKey: disputeKeys.one(id), queryFn: ({ signal }) => api.get('/disputes/{id}', { params: { id }, signal }) });

/** PUT /disputes/{id}/resolve; the lists, the dashboard's count and the customer's figures refresh. */
export const useResolveDispute = (id: number) =>
  useMutation({
    mutationFn: (body: DisputeResolve) => api.put('/disputes/{id}/resolve', { params: { id }, body }),
    onSuccess: useInvalidate(['disputes', 'dashboard', 'customers', 'trolleys']),
  });
