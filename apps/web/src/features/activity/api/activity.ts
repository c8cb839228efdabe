import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityListQuery, PagingQuery } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

/** The Activity screen's filters besides the search (CONTRACT "Activity log"); each one kept in the URL. */
export type ActivityFilter = Pick<ActivityListQuery, 'actor_type' | 'actor_id' | 'entity_type' | 'action' | 'from' | 'to'>;
export type ActivityQuery = PagingQuery<'at'> & ActivityFilter;
/** The export takes the list's filter and search, never its page or sort (it holds every matching entry). */
export type ActivityExportQuery = ActivityFilter & { search: string };

export const ACTIVITY_FILE_NAME = 'activity.xlsx';

export const activityKeys = {
  list: (query: ActivityQuery) => queryKey('activity', 'list', query),
};

export const fetchActivity = (query: ActivityQuery, signal?: AbortSignal) => api.get('/activity', { query, signal });

/**
 * GET /activity: one page of every entry matching the filters, newest first unless sorted; staleTime 0, so coming
 * back to the screen shows what happened meanwhile. A new page or filter keeps the rows until it arrives.
 */
export const useActivity = (query: ActivityQuery) =>
  useQuery({ queryKey: activityKeys.list(query), queryFn: ({ signal }) => fetchActivity(query, signal), placeholderData: keepPreviousData, staleTime: 0 });

/** GET /report/activity/export: streamed by the server however many entries match, saved as activity.xlsx. */
export async function exportActivity(query: ActivityExportQuery) {
  const blob = await api.download('/report/activity/export', { query });
  saveFile(blob, ACTIVITY_FILE_NAME);
}
