import { toast } from 'sonner';
import EditPanel from '../../content-editing/EditPanel';
import { PublishBadge, PublishStatusLine } from '../../content-editing/PublishStatusView';
import { usePublishStatus } from '../../content-editing/usePublishStatus';
import { Button, QueryState, SessionEnded } from '../../kit/ui';
import type { ContentEditor } from '../../content-editing/useContentEditor';
import { useContent, useSeedContent, type ContentEntry } from '../../api/content-api';
import type { EditablePageTab } from '../../lib/admin-pages';
import { groupBySection, previewText } from '../../content-editing/content-groups';
import { errorSentence } from '../../api/http';
import { formatPktTime } from '../../lib/dates';
import { usePublishNow } from '../../api/publishing-api';
import type { EntryPublishStatus } from '../../../lib/publishing/publish-status';
import { displayKey } from '../../../lib/content/editable-content';
import { Card } from '../../kit/Card';

/** One page's editable text, grouped by section, beside the shared edit panel (spec 2). */
export default function ContentTab({ tab, editor }: { tab: EditablePageTab; editor: ContentEditor }) {
  const content = useContent(tab.page);

  const seed = useSeedContent({ onSuccess: () => toast.success(tab.seededToast.title, { description: tab.seededToast.description }) });

  const headingId = `content-${tab.page}-heading`;
  const entries = content.data ?? [];
  const filled = entries.length > 0;
  const status = usePublishStatus(entries);

  const publish = usePublishNow({
    onSuccess: (answer) => {
      const requested = answer?.publish.requestedAt ? ` Build requested at ${formatPktTime(answer.publish.requestedAt)}.` : '';
      if (answer?.publish.state === 'failed') toast.error('Publish failed', { description: answer.publish.message });
      else toast.success('Publish requested', { description: `${answer?.publish.message ?? ''}${requested}` });
    },
  });

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {tab.label} page content
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {filled
              ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}. Choose one to edit its text.`
              : 'The text visitors see on this page.'}
          </p>
        </div>
        {filled && (
          <Button
            variant="secondary"
            onClick={() => seed.mutate(tab.seedPath)}
            disabled={seed.isPending}
            title="Adds any default text that is missing; your edits are kept"
          >
            {seed.isPending ? 'Refreshing...' : 'Refresh Content'}
          </Button>
        )}
      </div>

      {filled && status.page && (
        <Card flat aria-label="Publishing" role="group" className="mt-3 flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <PublishStatusLine status={status.page} />
          {status.page.state === 'failed' && (
            <Button onClick={() => publish.mutate()} disabled={publish.isPending}>
              {publish.isPending ? 'Publishing...' : 'Publish now'}
            </Button>
          )}
        </Card>
      )}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div>
          {content.isPending ? (
            <QueryState message={`Loading ${tab.label} content...`} />
          ) : content.isError ? (
            <QueryState
              message={`Could not load ${tab.label} content: ${errorSentence(content.error)}`}
              onRetry={() => void content.refetch()}
            />
          ) : content.data === null ? (
            <SessionEnded />
          ) : filled ? (
            <SectionList entries={entries} selectedId={editor.editing?.entry.id} onSelect={editor.select} statusOf={status.of} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="font-semibold text-slate-900">No content found</p>
              <p className="mt-1 text-sm text-slate-600">Load the built-in text for this page to start editing it.</p>
              <Button className="mt-4" onClick={() => seed.mutate(tab.seedPath)} disabled={seed.isPending}>
                {seed.isPending ? 'Loading content...' : `Load ${tab.label} Content`}
              </Button>
            </div>
          )}
        </div>
        <EditPanel editor={editor} statusOf={status.of} />
      </div>
    </section>
  );
}

function SectionList({
  entries,
  selectedId,
  onSelect,
  statusOf,
}: {
  entries: readonly ContentEntry[];
  selectedId: string | undefined;
  onSelect: (entry: ContentEntry) => void;
  statusOf: (entry: ContentEntry) => EntryPublishStatus | null;
}) {
  return (
    <div className="space-y-5">
      {groupBySection(entries).map((group) => (
        <Card as="section" key={group.section} aria-label={displayKey(group.section)} className="overflow-hidden">
          <h3 className="flex items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-bold tracking-wider text-slate-700 uppercase">
            <span>{displayKey(group.section)}</span>
            <span className="rounded-full bg-slate-200 px-2 py-0.5 font-medium tracking-normal text-slate-700 normal-case">
              {group.entries.length} {group.entries.length === 1 ? 'item' : 'items'}
            </span>
          </h3>
          <ul className="divide-y divide-slate-100">
            {group.entries.map((entry) => {
              const selected = entry.id === selectedId;
              const entryStatus = statusOf(entry);
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    data-entry-id={entry.id}
                    aria-pressed={selected}
                    onClick={() => onSelect(entry)}
                    className={`block w-full px-4 py-3 text-left transition-colors hover:bg-brand-50 ${selected ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : ''}`}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="text-sm font-semibold text-slate-900">{displayKey(entry.contentKey)}</span>
                      {entryStatus && entryStatus.state !== 'live' && <PublishBadge status={entryStatus} />}
                    </span>
                    <span className="mt-0.5 block text-sm break-words text-slate-600">{previewText(entry.content)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </div>
  );
}
