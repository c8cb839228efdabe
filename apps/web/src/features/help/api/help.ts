import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpUpdate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

export const helpKeys = { all: queryKey('help') };

/** The help document's read: its ETag is the version its edit form saves from (the PUT goes to /help/{id}). */
export const HELP_PATH = '/help';
export const fetchHelp = (signal?: AbortSignal) => api.get(HELP_PATH, { signal });
export const updateHelp = (id: number, body: HelpUpdate) => api.put('/help/{id}', { params: { id }, body });

export const helpQuery = () => queryOptions({ queryKey: helpKeys.all, queryFn: ({ signal }) => fetchHelp(signal) });
export const useHelp = () => useQuery(helpQuery());

export function useUpdateHelp(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpUpdate) => updateHelp(id, body),
    // The answer is the stored (sanitised) document: show it at once on the Help page. Read again too, so the version
    // the next edit form starts from (GET /help's ETag) is this save's, not the one before (CONTRACT "Concurrent edits").
    onSuccess: (help) => {
      client.setQueryData(helpKeys.all, help);
      return client.invalidateQueries({ queryKey: helpKeys.all });
    },
  });
}
