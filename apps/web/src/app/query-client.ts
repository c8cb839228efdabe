import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** A 4xx answer will not change on a second try; a network or server failure may. */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
