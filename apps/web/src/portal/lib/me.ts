import { queryOptions } from '@tanstack/react-query';
import { portalApi } from './api';

/** GET /me: the signed-in customer's account with their business (CONTRACT), shared by the pages that need it. */
export const meQuery = queryOptions({
  queryKey: ['portal', 'me'],
  queryFn: ({ signal }) => portalApi.get('/me', { signal }),
});
