import { publishInfo, requestPublish, type PublishOptions, type PublishResult } from '../content/index';
import { listArticles } from './records';

/**
 * What the scheduled function does (netlify/functions/articles-publish-scheduled.ts):
 * a scheduled article is in the store as published with a time to come, and
 * a build shows it once that time has passed. So when one has fallen due and
 * no build has taken a snapshot since, a build is requested, through the same
 * pending-build record as every save (publish.ts): runs while that build is
 * on its way add nothing, and the status shows Publishing.
 */
export interface DueResult {
  /** Articles due and not yet in a build's snapshot. */
  due: string[];
  /** The build request, when one was needed. */
  publish: PublishResult | null;
}

export async function requestBuildsForDueArticles(options: PublishOptions, now = Date.now()): Promise<DueResult> {
  const [{ items }, info] = await Promise.all([listArticles(), publishInfo(options)]);
  const snapshotAt = info.lastSnapshotAt ? Date.parse(info.lastSnapshotAt) : Number.NEGATIVE_INFINITY;
  const due = items
    .filter((article) => {
      const goLive = article.published ? Date.parse(article.published.goLiveAt) : Number.NaN;
      return goLive <= now && goLive > snapshotAt;
    })
    .map((article) => article.id);
  if (due.length === 0) return { due, publish: null };
  return { due, publish: await requestPublish({ ...options, now }) };
}
