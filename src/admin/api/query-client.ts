import { QueryClient } from '@tanstack/react-query';

/**
 * Spec 9: data is fetched once per view. No polling, no refetch on focus,
 * never stale, no retries for reads or writes; writes refetch what they
 * changed by invalidating it explicitly.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
