import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpUpdate } from '@glassdesk/shared';
import { api } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

export const helpKeys = { all: queryKey('help') };

export const fetchHelp = (signal?: AbortSignal) => api.get('/help', { signal });
export const updateHelp = (id: number, body: HelpUpdate) => api.put('/help/{id}', { params: { id }, body });

export const helpQuery = () => queryOptions({ queryKey: helpKeys.all, queryFn: ({ signal }) => fetchHelp(signal) });
export const useHelp = () => useQuery(helpQuery());

export function useUpdateHelp(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HelpUpdate) => updateHelp(id, body),
    // The answer is the stored (sanitised) document: show it at once on the Help page.
    onSuccess: (help) => client.setQueryData(helpKeys.all, help),
  });
}
