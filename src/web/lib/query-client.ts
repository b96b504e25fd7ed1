import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@shared/constants';
import { isRefusal } from './errors';

/**
 * Spec section 7: failed queries retry 3 times, 1 s doubling to 30 s; unused cache entries go
 * after 5 minutes; mutations never retry. A 4xx answer is final (retrying cannot change it).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isRefusal(error)) return false;
          return failureCount < QUERY_DEFAULTS.retries;
        },
        retryDelay: (attempt) => Math.min(QUERY_DEFAULTS.retryBaseMs * 2 ** attempt, QUERY_DEFAULTS.retryMaxMs),
        gcTime: QUERY_DEFAULTS.gcTimeMs,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
