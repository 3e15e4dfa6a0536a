import type { ContentVersion } from '../../lib/api/content';
import { getJson, sendJson } from './http';
import { defineWrite } from './mutation';
import {
  BUILD_RECORD_PATH,
  buildRecordSchema,
  publishInfoSchema,
  type BuildRecord,
  type PublishInfo,
} from '../../lib/publishing/publish-status';

/** The admin's calls about publishing and history (see src/server/content/publish.ts and README "Publishing edits"). */
export const publishingKeys = {
  all: ['admin', 'publishing'] as const,
  info: ['admin', 'publishing', 'info'] as const,
  deployed: ['admin', 'publishing', 'deployed'] as const,
  history: (id: string) => ['admin', 'content-history', id] as const,
};

export const fetchPublishInfo = async (): Promise<PublishInfo | null> => {
  const info = await getJson<unknown>('/api/admin/publish', { on401: 'null' });
  return info === null ? null : publishInfoSchema.parse(info);
};

/** What the deployed site was built from, read from the site itself; null when it has no record (older deploy). */
export async function fetchBuildRecord(): Promise<BuildRecord | null> {
  const response = await fetch(BUILD_RECORD_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const parsed = buildRecordSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export interface PublishNowAnswer {
  publish: { state: string; message: string; requestedAt?: string };
  status: PublishInfo;
}
/** Asks for a build now (after a failed one); the answer carries the new status at once. */
export const usePublishNow = defineWrite({
  call: () => sendJson<PublishNowAnswer>('POST', '/api/admin/publish'),
  failure: 'Publish failed',
  update: (queryClient, answer) => answer && queryClient.setQueryData(publishingKeys.info, answer.status),
  refreshes: [publishingKeys.deployed],
});

export const fetchHistory = (id: string) =>
  getJson<ContentVersion[]>(`/api/admin/content/${encodeURIComponent(id)}/history`, { on401: 'null' });
