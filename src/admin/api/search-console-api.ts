import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchConsoleStatus, SearchQueriesAnswer, SearchQueriesQuery } from '../../lib/api/search-console';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';

/** The Growth screen's Search Console calls (src/lib/api/search-console.ts). */
export type { SearchConsoleStatus, SearchQueriesAnswer };

const searchConsoleKeys = {
  status: ['admin', 'search-console'] as const,
  queries: (query: SearchQueriesQuery) => ['admin', 'search-console', 'queries', query] as const,
  growth: ['admin', 'growth'] as const,
};

/**
 * The connection. `pollUntil`: read again every 2 s until a sync newer than
 * this time (ms) has ended, for 3 minutes at most; when a sync ends, the
 * growth figures are read again.
 */
export function useSearchConsole(pollUntil: number | null) {
  const status = useQuery({
    queryKey: searchConsoleKeys.status,
    queryFn: () => getJson<SearchConsoleStatus>('/api/admin/search-console', { on401: 'null' }),
    refetchInterval: (query) => {
      const status = query.state.data;
      if (status?.syncing) return 2_000;
      if (pollUntil === null || Date.now() - pollUntil > 180_000) return false;
      return status?.lastSync && Date.parse(status.lastSync.at) >= pollUntil ? false : 2_000;
    },
  });
  const queryClient = useQueryClient();
  const lastSync = status.data?.lastSync?.at;
  const seen = useRef(lastSync);
  useEffect(() => {
    if (lastSync === seen.current) return;
    seen.current = lastSync;
    void queryClient.invalidateQueries({ queryKey: searchConsoleKeys.growth });
  }, [lastSync, queryClient]);
  return status;
}

export const useSaveSearchConsoleProperty = defineWrite({
  call: (property: string) => sendJson<SearchConsoleStatus>('PUT', '/api/admin/search-console', { property }),
  failure: 'Property not saved',
  refreshes: [searchConsoleKeys.status, searchConsoleKeys.growth],
});

export const useSyncSearchConsole = defineWrite({
  call: () => sendJson<{ started: boolean }>('POST', '/api/admin/search-console/sync', {}),
  failure: 'No sync started',
  refreshesLater: [searchConsoleKeys.status],
});

export const useSearchQueries = (query: SearchQueriesQuery, enabled: boolean) =>
  useQuery({
    queryKey: searchConsoleKeys.queries(query),
    queryFn: () => getJson<SearchQueriesAnswer>(`/api/admin/search-console/queries?${new URLSearchParams({ ...query }).toString()}`),
    enabled,
  });
