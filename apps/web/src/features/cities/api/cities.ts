import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { City, CityCreate, CityUpdate, ListResult, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';

export const cityKeys = {
  all: ['cities'] as const,
  lists: () => [...cityKeys.all, 'list'] as const,
  list: (query: PagingQuery) => [...cityKeys.lists(), query] as const,
  detail: (id: number) => [...cityKeys.all, 'detail', id] as const,
};

export const fetchCities = (query: PagingQuery, signal?: AbortSignal) =>
  api.get<ListResult<City>>('/cities', { query, signal });
export const fetchCity = (id: number, signal?: AbortSignal) => api.get<City>(`/cities/${id}`, { signal });
export const createCity = (body: CityCreate) => api.post<City>('/cities', body);
export const updateCity = (id: number, body: CityUpdate) => api.put<City>(`/cities/${id}`, body);
export const deleteCity = (id: number) => api.delete<{ message: string }>(`/cities/${id}`);

export const citiesQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: cityKeys.list(query),
    queryFn: ({ signal }) => fetchCities(query, signal),
    placeholderData: keepPreviousData,
  });

export const cityQuery = (id: number) =>
  queryOptions({ queryKey: cityKeys.detail(id), queryFn: ({ signal }) => fetchCity(id, signal) });

export const useCities = (query: PagingQuery) => useQuery(citiesQuery(query));
export const useCity = (id: number) => useQuery(cityQuery(id));

function useInvalidateCities() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cityKeys.all });
}

export function useCreateCity() {
  const invalidate = useInvalidateCities();
  return useMutation({ mutationFn: createCity, onSuccess: invalidate });
}

export function useUpdateCity(id: number) {
  const invalidate = useInvalidateCities();
  return useMutation({ mutationFn: (body: CityUpdate) => updateCity(id, body), onSuccess: invalidate });
}

export function useDeleteCity() {
  const invalidate = useInvalidateCities();
  return useMutation({ mutationFn: deleteCity, onSuccess: invalidate });
}
