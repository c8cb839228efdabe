import { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in pages' server cache. `offlineFirst`: a query is tried even while the browser says it is offline,
 * so the service worker can answer it from the tickets it kept (the default mode would pause it instead).
 */
export const portalQueryClient = new QueryClient({
  defaultOptions: {
    queries: { networkMode: 'offlineFirst', retry: 1, staleTime: 30_000 },
    mutations: { networkMode: 'offlineFirst', retry: false },
  },
});
