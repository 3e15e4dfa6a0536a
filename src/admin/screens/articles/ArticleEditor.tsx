import { useAdminApp } from '../../app-context';
import { useArticle } from '../../api/articles-api';
import { errorSentence } from '../../api/http';
import { QueryState, SessionEnded } from '../../kit/ui';
import type { VersionedArticle } from '../../../lib/api/articles';
import { BackLink, ArticleForm } from './ArticleForm';

/** /admin/articles/<id> (or /new): the article, loaded once; what is typed is never replaced by a refetch. */
export default function ArticleEditor({ id, onCreated }: { id: string; onCreated: (article: VersionedArticle) => void }) {
  const { admin } = useAdminApp();
  const isNew = id === 'new';
  const article = useArticle(id, { enabled: !isNew });
  if (isNew) return <ArticleForm initial={null} author={admin.username} onCreated={onCreated} />;
  if (article.isPending) return <QueryState message="Loading the article..." />;
  if (article.isError) {
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Article</h1>
        <QueryState message={`Could not load the article: ${errorSentence(article.error)}`} onRetry={() => void article.refetch()} />
        <BackLink />
      </div>
    );
  }
  if (article.data === null) return <SessionEnded />;
  return <ArticleForm initial={article.data} author={article.data.fields.author} onCreated={onCreated} />;
}
