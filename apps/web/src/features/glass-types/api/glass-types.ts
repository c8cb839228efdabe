import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListResult, PagingQuery, GlassType, GlassTypeWrite } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const glassTypeKeys = {
  all: ['glass-types'] as const,
  lists: () => [...glassTypeKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...glassTypeKeys.lists(), query] as const,
  detail: (id: number) => [...glassTypeKeys.all, 'detail', id] as const,
};

const BASE = '/glass-types';
export const fetchGlassTypes = (query: PagingQuery, signal?: AbortSignal) => api.get<ListResult<GlassType>>(BASE, { query, signal });
export const fetchGlassType = (id: number, signal?: AbortSignal) => api.get<GlassType>(`${BASE}/${id}`, { signal });
export const createGlassType = (body: GlassTypeWrite) => api.post<GlassType>(BASE, body);
export const updateGlassType = (id: number, body: GlassTypeWrite) => api.put<GlassType>(`${BASE}/${id}`, body);
export const deleteGlassType = (id: number) => api.delete<{ message: string }>(`${BASE}/${id}`);

export const glassTypesQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: glassTypeKeys.list(query),
    queryFn: ({ signal }) => fetchGlassTypes(query, signal),
    placeholderData: keepPreviousData,
  });
export const glassTypeQuery = (id: number) =>
  queryOptions({ queryKey: glassTypeKeys.detail(id), queryFn: ({ signal }) => fetchGlassType(id, signal) });

export const useGlassTypes = (query: PagingQuery) => useQuery(glassTypesQuery(query));
export const useGlassType = (id: number) => useQuery(glassTypeQuery(id));

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: glassTypeKeys.all });
}

export function useCreateGlassType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createGlassType, onSuccess: invalidate });
}

export function useUpdateGlassType(id: number) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: GlassTypeWrite) => updateGlassType(id, body), onSuccess: invalidate });
}

export function useDeleteGlassType() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteGlassType, onSuccess: invalidate });
}
