import type { UseQueryResult } from '@tanstack/react-query';
import { errorSentence } from '../api/http';
import { formatPktDateTime } from '../lib/dates';
import { Button } from './ui';

/** One earlier version as the list shows it. */
export interface VersionRow {
  id: string;
  /** What the version says, shortened (a text, an article's title). */
  preview: string;
  /** ISO time it was saved; none for a built-in text. */
  savedAt?: string;
  savedBy?: string;
  /** The same as what is there now: nothing to restore. */
  same: boolean;
  restore: () => void;
}

/**
 * "Show history": the earlier versions of a record, newest first, each with
 * when and by whom it was saved, and Restore. The caller reads the list only
 * while `open` (its query's `enabled`), so closed editors cost nothing.
 */
export default function VersionHistory({
  listId,
  open,
  onToggle,
  history,
  rows,
  emptyText,
  restoreLabel,
  disabled,
  className = 'mt-5',
}: {
  listId: string;
  open: boolean;
  onToggle: () => void;
  history: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  rows: VersionRow[];
  emptyText: string;
  /** The Restore button's accessible name, from the version's "when". */
  restoreLabel: (when: string) => string;
  disabled: boolean;
  className?: string;
}) {
  return (
    <section className={`${className} border-t border-slate-200 pt-4`} aria-label="Earlier versions">
      <Button variant="secondary" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
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
          ) : rows.length === 0 ? (
            <p className="text-slate-600">{emptyText}</p>
          ) : (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {rows.map((version) => {
                const when = version.savedAt ? formatPktDateTime(version.savedAt) : 'Built-in text';
                return (
                  <li key={version.id} className="flex items-start justify-between gap-3 px-3 py-2">
                    <div className="min-w-0">
                      <p className="break-words text-slate-900">{version.preview}</p>
                      <p className="mt-0.5 text-xs text-slate-600">
                        {version.savedAt ? <time dateTime={version.savedAt}>{when}</time> : when}
                        {version.savedBy ? ` · ${version.savedBy}` : ''}
                        {version.same ? ' · same as now' : ''}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      className="shrink-0 px-3 py-1"
                      disabled={disabled || version.same}
                      aria-label={restoreLabel(when)}
                      onClick={version.restore}
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
