import { useEffect, useRef } from 'react';
import ContentHistory from '../../content-editing/ContentHistory';
import { EditorFrame, EmptyEditor } from '../../content-editing/EditorFrame';
import { PublishBadge, PublishStatusLine } from '../../content-editing/PublishStatusView';
import { usePublishStatus } from '../../content-editing/usePublishStatus';
import { Button, QueryState, SessionEnded } from '../../kit/ui';
import { useContentEditor, type ContentEditor } from '../../content-editing/useContentEditor';
import { useEntryInAddress } from '../../content-editing/useEntryInAddress';
import { useAdminApp } from '../../app-context';
import { useLocation, useSearch } from 'wouter';
import { useContent } from '../../api/content-api';
import { errorSentence } from '../../api/http';
import { duplicatesOf, KIND_HEADINGS, routeViews, type RouteView } from './search-appearance-view';
import type { SearchAppearanceSetup } from '../../app-context';
import { fullTitle } from '../../../lib/seo/head';
import { assess, fieldOfContentKey, SEARCH_APPEARANCE_PAGE, type SearchField } from '../../../lib/seo/search-appearance';
import { RatingBadge, ResultPreview, SearchCounter } from '../../kit/search-appearance';
import type { EntryPublishStatus } from '../../../lib/publishing/publish-status';
import { Card } from '../../kit/Card';
import { IndexNowCard } from './IndexNowCard';

const FIELD_LABELS: Record<SearchField, string> = { title: 'Title', description: 'Meta description' };

/**
 * /admin/search-appearance: how every public route appears in search results
 * and shared links, and an editor with the limits in view (live counter,
 * result preview, duplicate warning). Saves go through the content pipeline
 * like page text (versions, history, publishing). The open field is
 * `?entry=<id>` in the address.
 */
export default function SearchAppearanceScreen() {
  const { search: setup } = useAdminApp();
  const [, navigate] = useLocation();
  const entryId = new URLSearchParams(useSearch()).get('entry');
  const baseEditor = useContentEditor({ onClose: () => entryId && navigate('/search-appearance') });
  const editor: ContentEditor = {
    ...baseEditor,
    select: (entry) => {
      baseEditor.select(entry);
      navigate(`/search-appearance?entry=${encodeURIComponent(entry.id)}`);
    },
  };
  const content = useContent(SEARCH_APPEARANCE_PAGE);
  const views = routeViews(setup, content.data ?? []);
  const entries = views.flatMap((view) => [view.fields.title.entry, view.fields.description.entry]);
  const status = usePublishStatus(content.data ? entries : []);
  const kinds = [...new Set(views.map((view) => view.route.kind))];
  useEntryInAddress(
    baseEditor,
    entryId,
    (id) => {
      for (const view of views) {
        for (const field of ['title', 'description'] as const) {
          if (view.fields[field].entry.id === id) return { ...view.fields[field].entry, content: view.fields[field].shown };
        }
      }
      return undefined;
    },
    content.data !== undefined,
  );

  return (
    <section aria-labelledby="search-appearance-heading">
      <h1 id="search-appearance-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Search appearance
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        The title and description of each page in search results and shared links (WhatsApp, Facebook). Pages show their built-in text until
        you edit it; edits are published like page text.
      </p>
      {status.page && status.page.state !== 'live' && (
        <Card flat className="mt-3 px-4 py-3">
          <PublishStatusLine status={status.page} />
        </Card>
      )}
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
        <div>
          {content.isPending ? (
            <QueryState message="Loading search appearance..." />
          ) : content.isError ? (
            <QueryState
              message={`Could not load the search appearance: ${errorSentence(content.error)}`}
              onRetry={() => void content.refetch()}
            />
          ) : content.data === null ? (
            <SessionEnded />
          ) : (
            <div className="space-y-5">
              {kinds.map((kind) => (
                <Card as="section" key={kind} aria-label={KIND_HEADINGS[kind]} className="overflow-hidden">
                  <h2 className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-bold tracking-wider text-slate-700 uppercase">
                    {KIND_HEADINGS[kind]}
                  </h2>
                  <ul className="divide-y divide-slate-100">
                    {views
                      .filter((view) => view.route.kind === kind)
                      .map((view) => (
                        <RouteRow key={view.route.path} view={view} views={views} editor={editor} statusOf={status.of} />
                      ))}
                  </ul>
                </Card>
              ))}
            </div>
          )}
        </div>
        <SearchEditPanel setup={setup} views={views} editor={editor} statusOf={status.of} />
      </div>
      <IndexNowCard />
    </section>
  );
}

function RouteRow({
  view,
  views,
  editor,
  statusOf,
}: {
  view: RouteView;
  views: readonly RouteView[];
  editor: ContentEditor;
  statusOf: (entry: RouteView['fields']['title']['entry']) => EntryPublishStatus | null;
}) {
  const { route } = view;
  return (
    <li className="px-4 py-3" aria-label={`${route.name} (${route.path})`}>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{route.name}</span>
        <code className="text-xs text-slate-600">{route.path}</code>
      </p>
      <dl className="mt-2 space-y-2 text-sm">
        {(['title', 'description'] as const).map((field) => {
          const { entry, shown, edited } = view.fields[field];
          const rating = assess(field, shown).rating;
          const twins = duplicatesOf(views, field, route.path);
          const entryStatus = statusOf(entry);
          const selected = editor.editing?.entry.id === entry.id;
          return (
            <div key={field} className={`rounded-lg p-2 ${selected ? 'bg-brand-50 ring-2 ring-brand-600' : ''}`}>
              <dt className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-700">
                {FIELD_LABELS[field]}
                <RatingBadge rating={rating} />
                <span className="font-normal text-slate-600">{edited ? 'Edited' : 'Built-in'}</span>
                {entryStatus && entryStatus.state !== 'live' && <PublishBadge status={entryStatus} />}
                {twins.length > 0 && <span className="font-normal text-amber-900">Same as {twins.join(', ')}</span>}
              </dt>
              <dd className="mt-1 flex items-start justify-between gap-3">
                <span className="break-words text-slate-800">{field === 'title' ? view.fullTitle : shown}</span>
                <Button
                  variant="secondary"
                  className="shrink-0 px-3 py-1"
                  data-entry-id={entry.id}
                  aria-label={`Edit the ${FIELD_LABELS[field].toLowerCase()} of ${route.name}`}
                  onClick={() => editor.select({ ...entry, content: shown })}
                >
                  Edit
                </Button>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-1 px-2 text-xs text-slate-600">Shared links (og:title, og:description) show the same title and description.</p>
    </li>
  );
}

function SearchEditPanel({
  setup,
  views,
  editor,
  statusOf,
}: {
  setup: SearchAppearanceSetup;
  views: readonly RouteView[];
  editor: ContentEditor;
  statusOf: (entry: RouteView['fields']['title']['entry']) => EntryPublishStatus | null;
}) {
  const { editing, saving } = editor;
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const selectedId = editing?.entry.id;
  useEffect(() => {
    if (selectedId !== undefined) fieldRef.current?.focus();
  }, [selectedId]);

  const field = editing ? fieldOfContentKey(editing.entry.contentKey) : null;
  const view = editing && views.find((candidate) => candidate.fields.title.entry.section === editing.entry.section);
  if (!editing || !field || !view) {
    return <EmptyEditor label="Search appearance editor">Choose Edit next to a title or description to change it here.</EmptyEditor>;
  }

  const { draft, conflict, entry } = editing;
  const assessment = assess(field, draft);
  const twins = duplicatesOf(views, field, view.route.path, draft);
  const title = field === 'title' ? fullTitle(draft.trim() || view.fields.title.shown, setup.brandName) : view.fullTitle;
  const description = field === 'description' ? draft : view.fields.description.shown;
  const status = statusOf(entry);
  const label = FIELD_LABELS[field];

  return (
    <EditorFrame
      label="Search appearance editor"
      heading={
        <>
          <h3 className="text-base font-semibold text-slate-900">
            {label} of {view.route.name}
          </h3>
          <p className="text-xs text-slate-600">{view.canonical}</p>
        </>
      }
      status={status}
      editor={editor}
      canSave={assessment.problem === null && draft.trim() !== entry.content.trim()}
      after={view.fields[field].edited && <ContentHistory key={entry.id} entry={entry} onRestore={editor.restore} disabled={saving} />}
    >
      {conflict && (
        <div role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">Someone else saved this {label.toLowerCase()} while you were editing</p>
          <p className="mt-1 break-words text-slate-700">Theirs: {conflict.theirs}</p>
          <Button variant="secondary" className="mt-2" onClick={editor.takeTheirs} disabled={saving}>
            Use their text
          </Button>
        </div>
      )}
      <label htmlFor="search-editor" className="block text-sm font-medium text-slate-800">
        {label}
        {field === 'title' && <span className="font-normal text-slate-600"> (the brand is added after it when it fits)</span>}
      </label>
      <textarea
        id="search-editor"
        ref={fieldRef}
        rows={field === 'title' ? 2 : 4}
        value={draft}
        aria-describedby="search-counter"
        onChange={(event) => editor.changeDraft(event.target.value)}
        className="mt-1 block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-sm leading-relaxed text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <SearchCounter assessment={assessment} />
      {twins.length > 0 && (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Warning: {twins.join(', ')} {twins.length === 1 ? 'has' : 'have'} the same {label.toLowerCase()}. Each page should have its own,
          or search engines may show only one of them.
        </p>
      )}
      <ResultPreview title={title} description={description} canonical={view.canonical} siteName={setup.brandName} />
    </EditorFrame>
  );
}
