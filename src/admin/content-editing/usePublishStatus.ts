import type { ContentEntry } from '../api/content-api';
import { usePublishReads } from '../api/publishing-api';
import { entryStatus, isPublishing, pageStatus, type EntryPublishStatus } from '../../lib/publishing/publish-status';

export interface PublishStatus {
  /** Null until the publishing state is known (or when it could not be read). */
  page: EntryPublishStatus | null;
  of: (entry: ContentEntry) => EntryPublishStatus | null;
}

/** Each entry's publishing status, from the publishing state and the live site's build (usePublishReads), followed while Publishing. */
export function usePublishStatus(entries: readonly ContentEntry[]): PublishStatus {
  const statusesOf = ({ info, deployed, answeredAt }: NonNullable<ReturnType<typeof usePublishReads>>) =>
    entries.map((entry) => entryStatus(entry, info, deployed, answeredAt));
  const reads = usePublishReads((known) => isPublishing(statusesOf(known)));
  const of = (entry: ContentEntry) => (reads ? entryStatus(entry, reads.info, reads.deployed, reads.answeredAt) : null);
  const statuses = reads ? statusesOf(reads) : [];
  return { page: statuses.length > 0 ? pageStatus(statuses) : null, of };
}
