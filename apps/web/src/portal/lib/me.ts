import { queryOptions } from '@tanstack/react-query';
import { portalApi } from './api';
import { portalKeys } from './query-keys';

/** GET /me: the signed-in customer's account with their business (CONTRACT), shared by the pages that need it. */
export const meQuery = queryOptions({
  queryKey: portalKeys.me,
  queryFn: ({ signal }) => portalApi.get('/me', { signal }),
});
