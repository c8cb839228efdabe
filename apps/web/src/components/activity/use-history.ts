import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityEntry, ListResult } from '@glassdesk/shared';
import { apiRequest, fillPath } from '../../lib/api-client';
import type { SubListPath } from '../../lib/api-types';
import { queryKey } from '../../lib/query-keys';

/**
 * The records with a History and the path of each one's entries. The key is the resource's query-key root
 * too, so every change the resource's screens make (which invalidate that root) refreshes its History.
 */
export const HISTORY_PATHS = {
  tickets: '/tickets/{id}/activity',
  customers: '/customers/{id}/activity',
  business: '/business/{id}/activity',
  trolleys: '/trolleys/{id}/activity',
  users: '/users/{id}/activity',
  roles: '/roles/{id}/activity',
} as const satisfies Record<string, SubListPath<ActivityEntry>>;

export type HistoryResource = keyof typeof HISTORY_PATHS;
export type HistoryPage = { start: number; limit: number };

/**
 * GET /{resource}/{id}/activity: one page of the record's entries, newest first. staleTime 0: opening the History
 * shows what changed a moment ago; a new page keeps the rows on screen until it arrives.
 */
export function useHistory(resource: HistoryResource, id: number, page: HistoryPage) {
  const query = { ...page, sort_by: 'at', order: 'desc' } as const;
  return useQuery({
    queryKey: queryKey(resource, 'activity', id, query),
    queryFn: ({ signal }) => apiRequest<ListResult<ActivityEntry>>('GET', fillPath(HISTORY_PATHS[resource], { id }), { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
