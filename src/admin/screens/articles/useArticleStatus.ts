import { usePublishReads } from '../../api/publishing-api';
import { articleStatus, type ArticleStatus } from '../../../lib/publishing/article-status';
import type { ArticleRecord } from '../../../lib/api/articles';

/**
 * Each article's status (src/lib/publishing/article-status.ts) from the same
 * reads as page text's (usePublishReads), followed while an article is
 * Publishing. Null until they are known.
 */
export function useArticleStatus(articles: readonly ArticleRecord[]): (article: ArticleRecord) => ArticleStatus | null {
  // The newest change the server made counts as "now" too (Publish now sets updated_at to its go-live time:
  // never shown as "scheduled" for a moment).
  const newest = Math.max(0, ...articles.map((article) => Date.parse(article.updated_at) || 0));
  const statusOf = (reads: NonNullable<ReturnType<typeof usePublishReads>>, article: ArticleRecord) =>
    articleStatus(article, reads.info, reads.deployed, Math.max(reads.answeredAt, newest));
  const reads = usePublishReads((known) => articles.some((article) => statusOf(known, article).state === 'publishing'));
  return (article) => (reads ? statusOf(reads, article) : null);
}
