import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentVersionSchema } from '../../lib/api/content';
import { indexNowAnswerSchema } from '../../lib/api/indexnow';
import { ROUTES } from '../../lib/api/routes';
import { defineWrite } from './mutation';
import { defineRead } from './read';
import {
  BUILD_RECORD_PATH,
  buildRecordSchema,
  publishInfoSchema,
  publishNowAnswerSchema,
  type BuildRecord,
  type PublishInfo,
} from '../../lib/publishing/publish-status';

/** The admin's calls about publishing and history (see src/server/content/publish.ts and README "Publishing edits"). */

/** The functions' publishing state: how edits reach the site (`mode`) and the last build asked for. */
export const usePublishInfo = defineRead({ route: ROUTES.publish, schema: publishInfoSchema, nullWhenSignedOut: true });

/** An entry's earlier texts, newest first. */
export const useContentHistory = defineRead({
  route: ROUTES.contentHistory,
  schema: z.array(contentVersionSchema),
  values: (id: string) => ({ id }),
  nullWhenSignedOut: true,
});

/** What the deployed site was built from, read from the site itself (not a function); null when it has no record (older deploy). */
async function fetchBuildRecord(): Promise<BuildRecord | null> {
  const response = await fetch(BUILD_RECORD_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const parsed = buildRecordSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}
const DEPLOYED_KEY = [BUILD_RECORD_PATH] as const;

/** What a change that reaches the site refreshes: the publishing state and the deployed build. */
export const PUBLISHING_READS = [usePublishInfo.all, DEPLOYED_KEY];

/** How often the status is looked at again while something is Publishing (and only then). */
const PUBLISHING_REFRESH_MS = 5_000;

/** The two reads a publish status is made of, once both are known. */
export interface PublishReads {
  info: PublishInfo;
  /** Null under `npm run dev` (the pages are the store) or for a deploy without a record. */
  deployed: BuildRecord | null;
  /** When the answers arrived (not Date.now(), so render stays pure). */
  answeredAt: number;
}

/**
 * The publishing state and the live site's /content-version.json, the reads
 * behind every "Publishing..." status (page text and articles alike). Spec 9
 * fetches data once per view; this is the one exception: while `publishing`
 * says something is still on its way, both are read again every few seconds.
 * Null until they are known (or when the state could not be read).
 */
export function usePublishReads(publishing: (reads: PublishReads) => boolean): PublishReads | null {
  const info = usePublishInfo();
  const mode = info.data?.mode;
  // Under npm run dev the pages are the store: nothing to compare.
  const deployedWanted = mode === 'hook' || mode === 'manual';
  const deployed = useQuery({ queryKey: DEPLOYED_KEY, queryFn: fetchBuildRecord, enabled: deployedWanted });
  const ready = info.data && (!deployedWanted || deployed.isFetched);
  const reads = ready
    ? { info: info.data!, deployed: deployed.data ?? null, answeredAt: Math.max(info.dataUpdatedAt, deployed.dataUpdatedAt, 0) }
    : null;
  const refresh = reads && publishing(reads) ? PUBLISHING_REFRESH_MS : false;
  // A second observer of each read carries the polling, whose need is known only from their answers:
  // options are read on every render, so it starts and stops with the Publishing state.
  useQuery({ queryKey: usePublishInfo.key(), queryFn: () => usePublishInfo.fetch(), refetchInterval: refresh });
  useQuery({ queryKey: DEPLOYED_KEY, queryFn: fetchBuildRecord, enabled: refresh !== false, refetchInterval: refresh });
  return reads;
}

/** Asks for a build now (after a failed one); the answer carries the new status at once. */
export const usePublishNow = defineWrite({
  route: ROUTES.publish,
  method: 'POST',
  answer: publishNowAnswerSchema,
  failure: 'Publish failed',
  update: (queryClient, answer) => queryClient.setQueryData(usePublishInfo.key(), answer.status),
  refreshes: [DEPLOYED_KEY],
});

/** IndexNow as the Search appearance screen describes it: the key, its file's address, the last submission. */
export const useIndexNow = defineRead({ route: ROUTES.indexNow, schema: indexNowAnswerSchema, nullWhenSignedOut: true });
