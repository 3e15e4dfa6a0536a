import { useQuery } from '@tanstack/react-query';
import type { ContentEntry } from '../api/content-api';
import { fetchBuildRecord, fetchPublishInfo, publishingKeys } from '../api/publishing-api';
import { entryStatus, isPublishing, pageStatus, type EntryPublishStatus } from '../../lib/publishing/publish-status';

/** How often the status is looked at again while something is Publishing (and only then). */
export const PUBLISHING_REFRESH_MS = 5_000;

export interface PublishStatus {
  /** Null until the publishing state is known (or when it could not be read). */
  page: EntryPublishStatus | null;
  of: (entry: ContentEntry) => EntryPublishStatus | null;
}

/**
 * Each entry's publishing status, from the functions' publishing state and the
 * live site's /content-version.json. Spec 9 fetches data once per view; this
 * status is the one exception: while anything is Publishing it is read again
 * every few seconds until the new build shows up (or the time limit passes).
 */
export function usePublishStatus(entries: readonly ContentEntry[]): PublishStatus {
  const info = useQuery({ queryKey: publishingKeys.info, queryFn: fetchPublishInfo });
  const mode = info.data?.mode;
  const deployed = useQuery({
    queryKey: publishingKeys.deployed,
    queryFn: fetchBuildRecord,
    // Under npm run dev the pages are the store: nothing to compare.
    enabled: mode === 'hook' || mode === 'manual',
  });

  const ready = info.data && (mode === 'live' || deployed.isFetched);
  // When the answers arrived, not Date.now(): render stays pure (ready implies info has arrived).
  const now = Math.max(info.dataUpdatedAt, deployed.dataUpdatedAt, 0);
  const of = (entry: ContentEntry) => (ready ? entryStatus(entry, info.data!, deployed.data ?? null, now) : null);
  const statuses = ready ? entries.map((entry) => of(entry)!) : [];
  const refresh = isPublishing(statuses) ? PUBLISHING_REFRESH_MS : false;

  // Options are read on every render: polling starts and stops with the Publishing state.
  useQuery({ queryKey: publishingKeys.info, queryFn: fetchPublishInfo, refetchInterval: refresh });
  useQuery({ queryKey: publishingKeys.deployed, queryFn: fetchBuildRecord, enabled: refresh !== false, refetchInterval: refresh });

  return { page: ready && statuses.length > 0 ? pageStatus(statuses) : null, of };
}
