import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { inNaturalOrder } from './natural-order';
import { queryKey } from '../lib/query-keys';

// Under the 'plants' key root, so the plants feature's invalidations refresh this list too.
export const plantOptionsKey = queryKey('plants', 'options', 'all');

export const fetchPlantOptions = (signal?: AbortSignal) => api.get('/plant/all', { signal });

/**
 * Plant dropdowns (a user's plants, trolleys and transfers): every plant (GET /plant/all) in natural order
 * ('Plant 2' before 'Plant 10'), read again whenever a dropdown opens so a plant created a moment ago is offered.
 */
export function usePlantOptions() {
  const query = useQuery({ queryKey: plantOptionsKey, queryFn: ({ signal }) => fetchPlantOptions(signal), staleTime: 0, select: inNaturalOrder });
  return { options: query.data ?? [], loading: query.isFetching };
}

/** The options whose name holds the typed text (any case), for a searchable dropdown over a loaded list. */
export function matching<T extends { name: string }>(options: readonly T[], search: string): T[] {
  const text = search.trim().toLocaleLowerCase();
  return text ? options.filter((option) => option.name.toLocaleLowerCase().includes(text)) : [...options];
}
