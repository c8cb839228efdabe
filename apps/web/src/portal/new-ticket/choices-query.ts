import { queryOptions } from '@tanstack/react-query';
import { portalApi } from '../lib/api';
import { portalKeys } from '../lib/query-keys';

export type ChoicesPath = '/glass-types' | '/warranty-reasons';

/** CONTRACT: GET /glass-types and GET /warranty-reasons -> [{id, name}], for the ticket form. They change rarely. */
export const choicesQuery = (path: ChoicesPath) =>
  queryOptions({
    queryKey: portalKeys.choices(path),
    queryFn: ({ signal }) => portalApi.get(path, { signal }),
    staleTime: 10 * 60_000,
  });
