import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES } from '../../lib/api/routes';
import {
  searchConsoleStatusSchema,
  searchConsoleSyncStartedSchema,
  searchQueriesAnswerSchema,
  type SearchConsoleStatus,
  type SearchQueriesQuery,
} from '../../lib/api/search-console';
import { useGrowth } from './growth-api';
import { defineWrite } from './mutation';
import { defineRead } from './read';

/** The Growth screen's Search Console calls (src/lib/api/search-console.ts). */
export type { SearchConsoleStatus };

const POLL_MS = 2_000;
/** How long after Sync now the screen keeps asking whether it has ended. */
const FOLLOW_SYNC_MS = 180_000;

const useSearchConsoleStatus = defineRead({
  route: ROUTES.searchConsole,
  schema: searchConsoleStatusSchema,
  nullWhenSignedOut: true,
});

/**
 * The connection. `pollUntil`: read again every 2 s until a sync newer than
 * this time (ms) has ended, for 3 minutes at most; when a sync ends, the
 * growth figures are read again.
 */
export function useSearchConsole(pollUntil: number | null) {
  const status = useSearchConsoleStatus(undefined, {
    poll: (answer) => {
      if (answer.syncing) return POLL_MS;
      if (pollUntil === null || Date.now() - pollUntil > FOLLOW_SYNC_MS) return false;
      return answer.lastSync && Date.parse(answer.lastSync.at) >= pollUntil ? false : POLL_MS;
    },
  });
  const queryClient = useQueryClient();
  const lastSync = status.data?.lastSync?.at;
  const seen = useRef(lastSync);
  useEffect(() => {
    if (lastSync === seen.current) return;
    seen.current = lastSync;
    void queryClient.invalidateQueries({ queryKey: useGrowth.all });
  }, [lastSync, queryClient]);
  return status;
}

export const useSaveSearchConsoleProperty = defineWrite({
  route: ROUTES.searchConsole,
  method: 'PUT',
  answer: searchConsoleStatusSchema,
  body: (property: string) => ({ property }),
  failure: 'Property not saved',
  refreshes: [useSearchConsoleStatus.all, useGrowth.all],
});

export const useSyncSearchConsole = defineWrite({
  route: ROUTES.searchConsoleSync,
  method: 'POST',
  answer: searchConsoleSyncStartedSchema,
  body: () => ({}),
  failure: 'No sync started',
  refreshesLater: [useSearchConsoleStatus.all],
});

/** A page's top queries over the months the range touches. */
export const useSearchQueries = defineRead({
  route: ROUTES.searchConsoleQueries,
  schema: searchQueriesAnswerSchema,
  values: (query: SearchQueriesQuery) => query,
});
