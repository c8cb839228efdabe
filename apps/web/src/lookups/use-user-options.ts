import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EntityOption } from '../components/form/form-autocomplete';
import { api } from '../lib/api-client';
import { fullName } from '../lib/full-name';
import { queryKey } from '../lib/query-keys';
import { inNaturalOrder } from './natural-order';

// Under the 'users' key root, so every user mutation refreshes these options too.
export const userOptionsKey = queryKey('users', 'options');

export const fetchUserOptions = (signal?: AbortSignal) => api.get('/users/all', { signal });

/**
 * Every staff user as a choice (GET /users/all, which needs List Users, Update Ticket Settings or View Activity): the Activity
 * screen's actor filter. `enabled` false (the user may not read the list) asks nothing and offers nothing.
 */
export function useUserOptions(enabled = true): { options: EntityOption[]; loading: boolean } {
  const query = useQuery({ queryKey: userOptionsKey, queryFn: ({ signal }) => fetchUserOptions(signal), staleTime: 30_000, enabled });
  const options = useMemo(() => inNaturalOrder((query.data ?? []).map((user) => ({ id: user.id, name: fullName(user) }))), [query.data]);
  return { options, loading: query.isFetching };
}
