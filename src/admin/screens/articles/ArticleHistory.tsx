import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { articleKeys, fetchArticleHistory } from '../../api/articles-api';
import { errorSentence } from '../../api/http';
import { Button } from '../../kit/ui';
import { formatLocalDateTime } from '../../lib/dates';
import type { ArticleFields } from '../../../lib/api/articles';

/**
 * An article's earlier versions, newest first (who saved each, when), read
 * when opened; Restore saves one as a new draft, as page text's history does.
 */
export default function ArticleHistory({
  id,
  current,
  onRestore,
  disabled,
}: {
  id: string;
  current: ArticleFields;
  onRestore: (historyId: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const history = useQuery({ queryKey: articleKeys.history(id), queryFn: () => fetchArticleHistory(id), enabled: open });
  const versions = history.data ?? [];
  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-label="Earlier versions">
      <Button variant="secondary" aria-expanded={open} aria-controls="article-history" onClick={() => setOpen((was) => !was)}>
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open && (
        <div id="article-history" className="mt-3 text-sm">
          {history.isPending ? (
            <p role="status" className="text-slate-600">
              Loading earlier versions...
            </p>
          ) : history.isError ? (
            <p role="alert" className="text-red-800">
              Could not load the history: {errorSentence(history.error)}
            </p>
          ) : versions.length === 0 ? (
            <p className="text-slate-600">No earlier versions yet: every save keeps the version it replaces.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {versions.map((version) => {
                const when = formatLocalDateTime(version.saved_at);
                const same = JSON.stringify(version.fields) === JSON.stringify(current);
                return (
                  <li key={version.id} className="flex items-start justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="break-words text-slate-900">{version.fields.title}</p>
                      <p className="mt-0.5 text-xs text-slate-600">
                        <time dateTime={version.saved_at}>{when}</time> · {version.saved_by}
                        {same ? ' · same as now' : ''}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      className="shrink-0 px-3 py-1"
                      disabled={disabled || same}
                      aria-label={`Restore the version saved ${when}`}
                      onClick={() => onRestore(version.id)}
                    >
                      Restore
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
