import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import type { EntityOption } from '../components/form/form-autocomplete';
import { queryKey } from '../lib/query-keys';

const OPTION_LIMIT = 20;

// Under the 'cities' key root, so the cities feature's invalidations refresh these options too.
export const cityOptionsKey = (search: string) => queryKey('cities', 'options', search);

export const fetchCityOptions = (search: string, signal?: AbortSignal) =>
  api.get('/cities', {
    query: { search: search.trim() || 'all', sort_by: 'name', order: 'asc', start: 0, limit: OPTION_LIMIT },
    signal,
  });

/** The searchable City dropdown (plant form): the first 20 cities matching the typed text. */
export function useCityOptions(search: string): { options: EntityOption[]; loading: boolean } {
  const query = useQuery({
    queryKey: cityOptionsKey(search),
    queryFn: ({ signal }) => fetchCityOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { options: query.data?.list ?? [], loading: query.isFetching };
}
