import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../kit/ui';
import type { ContentEntry } from '../api/admin-api';
import { previewText } from './content-groups';
import { formatLocalDateTime } from '../lib/dates';
import { errorSentence } from '../api/http';
import { fetchHistory, publishingKeys } from '../api/publishing-api';

/**
 * An entry's earlier texts, newest first, each with when and by whom it was
 * saved, and Restore (an ordinary save of that text). Read when opened.
 */
export default function ContentHistory({
  entry,
  onRestore,
  disabled,
}: {
  entry: ContentEntry;
  onRestore: (content: string) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const history = useQuery({
    queryKey: publishingKeys.history(entry.id),
    queryFn: () => fetchHistory(entry.id),
    enabled: open,
  });
  const listId = `content-history-${entry.id.replace(/\W/g, '-')}`;
  const versions = history.data ?? [];

  return (
    <section className="mt-5 border-t border-slate-200 pt-4" aria-label="Earlier versions">
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
        {open ? 'Hide history' : 'Show history'}
      </Button>
      {open && (
        <div id={listId} className="mt-3 text-sm">
          {history.isPending ? (
            <p role="status" className="text-slate-600">
              Loading earlier versions...
            </p>
          ) : history.isError ? (
            <p role="alert" className="text-red-800">
              Could not load the history: {errorSentence(history.error)}
            </p>
          ) : versions.length === 0 ? (
            <p className="text-slate-600">No earlier versions yet: every save from now on keeps the text it replaces.</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {versions.map((version) => {
                const when = version.saved_at ? formatLocalDateTime(version.saved_at) : 'Built-in text';
                const current = version.content === entry.content;
                return (
                  <li key={version.id} className="flex items-start justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="break-words text-slate-900">{previewText(version.content)}</p>
                      <p className="mt-0.5 text-xs text-slate-600">
                        {version.saved_at ? <time dateTime={version.saved_at}>{when}</time> : when}
                        {version.saved_by ? ` · ${version.saved_by}` : ''}
                        {current ? ' · same as now' : ''}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      className="shrink-0 px-3 py-1"
                      disabled={disabled || current}
                      aria-label={`Restore the text from ${when}`}
                      onClick={() => onRestore(version.content)}
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
