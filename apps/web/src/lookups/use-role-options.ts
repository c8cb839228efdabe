import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKey } from '../lib/query-keys';

// Under the 'roles' key root, so the roles feature's invalidations refresh this list too.
export const roleOptionsKey = queryKey('roles', 'options');

export const fetchRoleOptions = (signal?: AbortSignal) => api.get('/roles/all', { signal });

/** The Role dropdown of the user form: every role (GET /roles/all). */
export function useRoleOptions() {
  const query = useQuery({ queryKey: roleOptionsKey, queryFn: ({ signal }) => fetchRoleOptions(signal), staleTime: 30_000 });
  return { options: query.data ?? [], loading: query.isFetching };
}
