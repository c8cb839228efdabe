import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plant, PlantCreate, PlantUpdate, ListResult, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const plantKeys = {
  all: ['plants'] as const,
  lists: () => [...plantKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...plantKeys.lists(), query] as const,
  detail: (id: number) => [...plantKeys.all, 'detail', id] as const,
};

export const fetchPlants = (query: PagingQuery, signal?: AbortSignal) =>
  api.get<ListResult<Plant>>('/plants', { query, signal });
export const fetchPlant = (id: number, signal?: AbortSignal) => api.get<Plant>(`/plants/${id}`, { signal });
export const createPlant = (body: PlantCreate) => api.post<Plant>('/plants', body);
export const updatePlant = (id: number, body: PlantUpdate) => api.put<Plant>(`/plants/${id}`, body);
export const deletePlant = (id: number) => api.delete<{ message: string }>(`/plants/${id}`);

export const plantsQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: plantKeys.list(query),
    queryFn: ({ signal }) => fetchPlants(query, signal),
    placeholderData: keepPreviousData,
  });

export const plantQuery = (id: number) =>
  queryOptions({ queryKey: plantKeys.detail(id), queryFn: ({ signal }) => fetchPlant(id, signal) });

export const usePlants = (query: PagingQuery) => useQuery(plantsQuery(query));
export const usePlant = (id: number) => useQuery(plantQuery(id));

function useInvalidatePlants() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: plantKeys.all });
}

export function useCreatePlant() {
  const invalidate = useInvalidatePlants();
  return useMutation({ mutationFn: createPlant, onSuccess: invalidate });
}

export function useUpdatePlant(id: number) {
  const invalidate = useInvalidatePlants();
  return useMutation({ mutationFn: (body: PlantUpdate) => updatePlant(id, body), onSuccess: invalidate });
}

export function useDeletePlant() {
  const invalidate = useInvalidatePlants();
  return useMutation({ mutationFn: deletePlant, onSuccess: invalidate });
}
