import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery, WarrantyReason, WarrantyReasonWrite } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const warrantyReasonKeys = {
  all: ['warranty-reasons'] as const,
  lists: () => [...warrantyReasonKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...warrantyReasonKeys.lists(), query] as const,
  detail: (id: number) => [...warrantyReasonKeys.all, 'detail', id] as const,
};

const BASE = '/warranty-reasons';
export const fetchWarrantyReasons = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<WarrantyReason>>(BASE, { query, signal });
export const fetchWarrantyReason = (id: number, signal?: AbortSignal) => api.get<WarrantyReason>(`${BASE}/${id}`, { signal });
export const createWarrantyReason = (body: WarrantyReasonWrite) => api.post<WarrantyReason>(BASE, body);
export const updateWarrantyReason = (id: number, body: WarrantyReasonWrite) => api.put<WarrantyReason>(`${BASE}/${id}`, body);
export const deleteWarrantyReason = (id: number) => api.delete<{ message: string }>(`${BASE}/${id}`);

export const warrantyReasonsQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: warrantyReasonKeys.list(query),
    queryFn: ({ signal }) => fetchWarrantyReasons(query, signal),
    placeholderData: keepPreviousData,
  });
export const warrantyReasonQuery = (id: number) =>
  queryOptions({ queryKey: warrantyReasonKeys.detail(id), queryFn: ({ signal }) => fetchWarrantyReason(id, signal) });

export const useWarrantyReasons = (query: PagingQuery) => useQuery(warrantyReasonsQuery(query));
export const useWarrantyReason = (id: number) => useQuery(warrantyReasonQuery(id));

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: warrantyReasonKeys.all });
}

export function useCreateWarrantyReason() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createWarrantyReason, onSuccess: invalidate });
}

export function useUpdateWarrantyReason(id: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: WarrantyReasonWrite) => updateWarrantyReason(id, body), onSuccess: invalidate });
}

export function useDeleteWarrantyReason() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteWarrantyReason, onSuccess: invalidate });
}
