import { useQuery } from '@tanstack/react-query';
import { fetchBuildRecord, fetchPublishInfo, publishingKeys } from '../../api/publishing-api';
import { PUBLISHING_REFRESH_MS } from '../../content-editing/usePublishStatus';
import { articleStatus, type ArticleStatus } from '../../../lib/publishing/article-status';
import type { ArticleRecord } from '../../../lib/api/articles';

/**
 * Each article's status (src/lib/publishing/article-status.ts) from the same
 * two reads as page text's (the functions' publishing state and the live
 * site's /content-version.json), under the same cache keys, read again every
 * few seconds only while an article is Publishing. Null until they are known.
 */
export function useArticleStatus(articles: readonly ArticleRecord[]): (article: ArticleRecord) => ArticleStatus | null {
  const info = useQuery({ queryKey: publishingKeys.info, queryFn: fetchPublishInfo });
  const mode = info.data?.mode;
  const deployedWanted = mode === 'hook' || mode === 'manual';
  const deployed = useQuery({ queryKey: publishingKeys.deployed, queryFn: fetchBuildRecord, enabled: deployedWanted });
  const ready = info.data && (!deployedWanted || deployed.isFetched);
  // Not Date.now(), so render stays pure: when the answers arrived, or the newest change the server made
  // (Publish now sets updated_at to its go-live time: never shown as "scheduled" for a moment).
  const now = Math.max(info.dataUpdatedAt, deployed.dataUpdatedAt, ...articles.map((article) => Date.parse(article.updated_at) || 0), 0);
  const of = (article: ArticleRecord) => (ready ? articleStatus(article, info.data!, deployed.data ?? null, now) : null);
  const publishing = ready && articles.some((article) => of(article)?.state === 'publishing');
  const refresh = publishing ? PUBLISHING_REFRESH_MS : false;
  useQuery({ queryKey: publishingKeys.info, queryFn: fetchPublishInfo, refetchInterval: refresh });
  useQuery({ queryKey: publishingKeys.deployed, queryFn: fetchBuildRecord, enabled: refresh !== false, refetchInterval: refresh });
  return of;
}
