import { useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useArticles } from '../../api/articles-api';
import { errorSentence } from '../../api/http';
import { QueryState, SessionEnded } from '../../kit/ui';
import { formatPktDateTime } from '../../lib/dates';
import ArticleEditor from './ArticleEditor';
import ArticleStatusBadge from './ArticleStatusBadge';
import { STATUS_FILTERS, statusFilterOf } from './article-view';
import { useArticleStatus } from './useArticleStatus';
import { Card } from '../../kit/Card';

/**
 * /admin/articles: every Insights article with where it stands, filtered by
 * status (`?status=` in the address); /admin/articles/<id> and
 * /admin/articles/new open the editor.
 */
export default function ArticlesScreen() {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  // A new article, once first saved, moves to its own address without remounting the editor (nothing typed is lost).
  const [created, setCreated] = useState<string | null>(null);
  if (!id) return <ArticleList />;
  return (
    <ArticleEditor
      key={id === created ? 'new' : id}
      id={id}
      onCreated={(article) => {
        if (created === article.id) return;
        setCreated(article.id);
        navigate(`/articles/${article.id}`, { replace: true });
      }}
    />
  );
}

function ArticleList() {
  const [, navigate] = useLocation();
  const filter = statusFilterOf(new URLSearchParams(useSearch()).get('status'));
  const articles = useArticles();
  const statusOf = useArticleStatus(articles.data ?? []);
  const shown = (articles.data ?? []).filter((article) => filter === 'all' || statusOf(article)?.state === filter);

  return (
    <section aria-labelledby="articles-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="articles-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Articles
          </h1>
          <p className="mt-1 text-sm text-slate-600">Insights articles: write, preview, publish now or at a time (Pakistan time).</p>
        </div>
        <Link
          href="/articles/new"
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          New article
        </Link>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <label htmlFor="article-status-filter" className="text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id="article-status-filter"
          value={filter}
          onChange={(event) => navigate(event.target.value === 'all' ? '/articles' : `/articles?status=${event.target.value}`)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="mt-4">
        {articles.isPending ? (
          <QueryState message="Loading articles..." />
        ) : articles.isError ? (
          <QueryState message={`Could not load the articles: ${errorSentence(articles.error)}`} onRetry={() => void articles.refetch()} />
        ) : articles.data === null ? (
          <SessionEnded />
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
            {articles.data.length === 0 ? 'No articles yet. Choose New article to write the first.' : 'No articles with this status.'}
          </p>
        ) : (
          <Card as="ul" aria-label="Articles, last edited first" className="divide-y divide-slate-100">
            {shown.map((article) => (
              <li key={article.id} className="px-4 py-3">
                <Link href={`/articles/${article.id}`} className="font-semibold break-words text-brand-800 hover:underline">
                  {article.fields.title}
                </Link>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <ArticleStatusBadge status={statusOf(article)} />
                  <span>
                    Edited by {article.updated_by} · <time dateTime={article.updated_at}>{formatPktDateTime(article.updated_at)}</time>
                  </span>
                  <code className="break-all">/insights/{article.fields.slug}</code>
                </p>
              </li>
            ))}
          </Card>
        )}
      </div>
    </section>
  );
}
