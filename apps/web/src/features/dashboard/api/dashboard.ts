import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RECENT_TICKET_PAGE_SIZES } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

// Under the 'dashboard' root (counts, trolley figures) and the 'tickets' root (recent tickets), so ticket, business
// and customer changes refresh them.
export const dashboardKeys = {
  counts: queryKey('dashboard', 'counts'),
  trolleys: queryKey('dashboard', 'trolleys'),
  recent: (start: number, limit: number) => queryKey('tickets', 'recent', { start, limit }),
};

const fetchCounts = (signal?: AbortSignal) => api.get('/dashboard', { signal });
const fetchTrolleys = (signal?: AbortSignal) => api.get('/dashboard/trolleys', { signal });
// limit comes from useListParams({ pageSizes: RECENT_TICKET_PAGE_SIZES }), so it is one of them (the API's enum).
const fetchRecent = (start: number, limit: number, signal?: AbortSignal) =>
  api.get('/tickets/recent', { query: { start, limit: limit as (typeof RECENT_TICKET_PAGE_SIZES)[number] }, signal });

/**
 * spec §7 GET /dashboard: the counts of businesses, customers and tickets not in the trash. staleTime 0: live
 * figures. Not asked by a user who is shown none of them.
 */
export const useDashboardCounts = (enabled: boolean) => useQuery({ queryKey: dashboardKeys.counts, queryFn: ({ signal }) => fetchCounts(signal), staleTime: 0, enabled });

/** GET /dashboard/trolleys (List Trolleys): the trolley cards and the customers past their free days. */
export const useDashboardTrolleys = (enabled: boolean) => useQuery({ queryKey: dashboardKeys.trolleys, queryFn: ({ signal }) => fetchTrolleys(signal), staleTime: 0, enabled });

/** spec §7 GET /tickets/recent: newest first, a page of 5, 10 or 20. */
export const useRecentTickets = (start: number, limit: number, enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.recent(start, limit),
    queryFn: ({ signal }) => fetchRecent(start, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
