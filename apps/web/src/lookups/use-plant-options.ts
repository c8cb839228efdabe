import { useQuery } from '@tanstack/react-query';
import type { PlantOption } from '@glassdesk/shared';
import { api } from '../lib/api-client';

// Under the 'plants' key root, so the plants feature's invalidations refresh this list too.
export const plantOptionsKey = ['plants', 'options', 'all'] as const;

export const fetchPlantOptions = (signal?: AbortSignal) => api.get<PlantOption[]>('/plant/all', { signal });

/** Plant dropdowns (a user's plants; later trolleys and transfers): every plant (GET /plant/all). */
export function usePlantOptions() {
  const query = useQuery({ queryKey: plantOptionsKey, queryFn: ({ signal }) => fetchPlantOptions(signal), staleTime: 30_000 });
  return { options: query.data ?? [], loading: query.isFetching };
}
