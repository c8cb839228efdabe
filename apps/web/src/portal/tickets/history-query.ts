import { infiniteQueryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { portalApi, type ResponseOf } from '../lib/api';
import { portalKeys } from '../lib/query-keys';
import { splitApiError } from '../lib/form-errors';

/** The History shows this many entries at first, and this many more at each "Show more". */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryPage = ResponseOf<'get', '/tickets/{id}/activity'>;
export type HistoryEntry = HistoryPage['list'][number];

/** What the History says when its entries could not be had: no answer is the device being offline. */
export const HISTORY_OFFLINE = 'History is not available offline.';

export function historyErrorText(error: unknown) {
  if (error instanceof ApiError && error.status === 0) return HISTORY_OFFLINE;
  return splitApiError(error, []).message ?? 'The history could not be loaded.';
}

/**
 * GET /tickets/{id}/activity, the ticket's entries newest first (no staff comments: the server leaves them
 * out), a page of ten at a time appended by "Show more". Asked again on every visit, as the ticket is (ticketQuery).
 * Not kept by the service worker: offline it fails at once (status 0) and is not retried (a retry would wait, paused,
 * for the network); a 5xx is tried once more. Back online, React Query asks again by itself.
 */
export function ticketHistoryQuery(id: number) {
  return infiniteQueryOptions({
    queryKey: portalKeys.ticketHistory(id),
    queryFn: ({ pageParam, signal }) =>
      portalApi.get('/tickets/{id}/activity', { params: { id }, query: { start: pageParam, limit: HISTORY_PAGE_SIZE, sort_by: 'at', order: 'desc' }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: HistoryPage, pages: HistoryPage[]) => {
      const start = pages.length * HISTORY_PAGE_SIZE;
      return last.list.length > 0 && start < last.count ? start : undefined;
    },
    refetchOnMount: 'always',
    retry: (count, error) => count < 1 && error instanceof ApiError && error.status >= 500,
  });
}
