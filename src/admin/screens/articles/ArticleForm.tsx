import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { useAdminApp } from '../../app-context';
import {
  articleKeys,
  conflictingArticle,
  createArticle,
  deleteArticle,
  fetchStaff,
  publishArticle,
  restoreArticle,
  saveArticle,
  scheduleArticle,
  unpublishArticle,
  type ArticleAnswer,
} from '../../api/articles-api';
import { errorSentence, fieldErrors } from '../../api/http';
import { publishingKeys } from '../../api/publishing-api';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ResultPreview, SearchCounter } from '../../kit/search-appearance';
import { Button, FIELD_CLASSES, FormField } from '../../kit/ui';
import {
  ARTICLE_CATEGORIES,
  articleFieldsSchema,
  publishProblems,
  type ArticleFields,
  type VersionedArticle,
} from '../../../lib/api/articles';
import { validationProblems } from '../../../lib/api/field-messages';
import { articleSearchTexts } from '../../../lib/articles/insights';
import { useOpenItemTitle } from '../../lib/document-title';
import { fullTitle } from '../../../lib/seo/head';
import { assess } from '../../../lib/seo/search-appearance';
import { utcToPakistan } from '../../../lib/time/pakistan-time';
import ArticleHistory from './ArticleHistory';
import ArticleStatusBadge from './ArticleStatusBadge';
import { CATEGORY_LABELS, formatPakistanTime, newArticleFields, parseTags, slugFromTitle } from './article-view';
import ImageField from './ImageField';
import { useArticleStatus } from './useArticleStatus';
import { BodyField } from './BodyField';
import { ConflictNotice } from './ConflictNotice';
import { ScheduleField } from './ScheduleField';
import { Card } from '../../kit/Card';

export function BackLink() {
  return (
    <Link href="/articles" className="text-sm font-semibold text-brand-800 hover:underline">
      ← All articles
    </Link>
  );
}

type Action =
  | { kind: 'save' }
  | { kind: 'publish' }
  | { kind: 'schedule'; at: string }
  | { kind: 'unpublish' }
  | { kind: 'restore'; historyId: string }
  | { kind: 'delete' };

export function ArticleForm({
  initial,
  author,
  onCreated,
}: {
  initial: VersionedArticle | null;
  author: string;
  onCreated: (article: VersionedArticle) => void;
}) {
  const { search } = useAdminApp();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // What the server last said (its version goes with every change) and what the writer is typing.
  const [base, setBase] = useState<VersionedArticle | null>(initial);
  useOpenItemTitle(base ? base.fields.title : 'New article');
  const [fields, setFields] = useState<ArticleFields>(initial?.fields ?? newArticleFields(author));
  const [tagsText, setTagsText] = useState(fields.tags.join(', '));
  // A new article's address follows its title until the writer edits the address.
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<VersionedArticle | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [scheduleAt, setScheduleAt] = useState(() => {
    const at = initial?.published?.goLiveAt;
    return at && Date.parse(at) > Date.now() ? (utcToPakistan(at) ?? '') : '';
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const current = { ...fields, tags: parseTags(tagsText) };
  const dirty = base === null || JSON.stringify(current) !== JSON.stringify(base.fields);
  const statusOf = useArticleStatus(base ? [base] : []);
  const staff = useQuery({ queryKey: articleKeys.staff, queryFn: fetchStaff });
  const authors = [...new Set([...(staff.data?.staff.map((member) => member.username) ?? []), fields.author])];
  const set = (patch: Partial<ArticleFields>) => setFields((old) => ({ ...old, ...patch }));

  const stored = (answer: VersionedArticle) => {
    setBase(answer);
    queryClient.setQueryData(articleKeys.one(answer.id), answer);
    if (!base) onCreated(answer);
  };

  const mutation = useMutation({
    mutationFn: async (action: Action): Promise<{ answer: ArticleAnswer | null; sent: ArticleFields }> => {
      let article = base;
      if ((action.kind === 'save' || action.kind === 'publish' || action.kind === 'schedule') && (dirty || !article)) {
        const saved = article ? await saveArticle(article.id, current, article.version) : await createArticle(current);
        article = saved!;
        stored(article);
      }
      if (!article) return { answer: null, sent: current };
      const { id, version } = article;
      switch (action.kind) {
        case 'save':
          return { answer: article, sent: current };
        case 'publish':
          return { answer: await publishArticle(id, version), sent: current };
        case 'schedule':
          return { answer: await scheduleArticle(id, version, action.at), sent: current };
        case 'unpublish':
          return { answer: await unpublishArticle(id, version), sent: current };
        case 'restore':
          return { answer: await restoreArticle(id, version, action.historyId), sent: current };
        case 'delete':
          await deleteArticle(id, version);
          return { answer: null, sent: current };
      }
    },
    onSuccess: ({ answer, sent }, action) => {
      void queryClient.invalidateQueries({ queryKey: articleKeys.list });
      void queryClient.invalidateQueries({ queryKey: publishingKeys.all });
      if (action.kind === 'delete' || !answer) {
        toast.success('Article deleted');
        queryClient.removeQueries({ queryKey: articleKeys.one(base?.id ?? '') });
        navigate('/articles');
        return;
      }
      stored(answer);
      void queryClient.invalidateQueries({ queryKey: articleKeys.history(answer.id) });
      setProblems({});
      setConflict(null);
      // The server's tidy form (trimmed, tags once each), unless the writer typed on meanwhile.
      if (action.kind === 'restore' || JSON.stringify(sent) === JSON.stringify(current)) {
        setFields(answer.fields);
        setTagsText(answer.fields.tags.join(', '));
      }
      const next = answer.publish?.message;
      const titles: Record<Exclude<Action['kind'], 'delete'>, string> = {
        save: 'Draft saved',
        publish: 'Published',
        schedule: `Scheduled for ${formatPakistanTime(answer.published?.goLiveAt ?? '')}`,
        unpublish: answer.published === null ? 'Unpublished' : 'Schedule cancelled',
        restore: 'Earlier version restored as the draft',
      };
      toast.success(titles[action.kind], next ? { description: next } : undefined);
    },
    onError: (error) => {
      toast.error('Not saved', { description: errorSentence(error) });
      const theirs = conflictingArticle(error);
      if (theirs) {
        // Someone saved in between: keep what was typed, show what they saved, and go on from their version.
        setBase(theirs);
        setConflict(theirs);
        queryClient.setQueryData(articleKeys.one(theirs.id), theirs);
        return;
      }
      setProblems(fieldErrors(error));
    },
  });

  /** Checks what the schema and publishing ask for before sending; the server checks again. */
  const run = (action: Action) => {
    if (action.kind === 'save' || action.kind === 'publish' || action.kind === 'schedule') {
      const parsed = articleFieldsSchema.safeParse(current);
      const found = parsed.success
        ? action.kind === 'save'
          ? {}
          : publishProblems(parsed.data)
        : validationProblems(articleFieldsSchema, current);
      if (Object.keys(found).length > 0) {
        setProblems(found);
        toast.error('Please check the highlighted fields', { description: Object.values(found)[0] });
        return;
      }
    }
    mutation.mutate(action);
  };

  const pending = mutation.isPending;
  const status = base ? statusOf(base) : null;
  const isPublished = base?.published != null;
  const texts = articleSearchTexts({ fields: current });
  const titleAssessment = assess('title', fields.seo.title || texts.title);
  const descriptionAssessment = assess('description', fields.seo.description || texts.description);
  const canonical = `${search.origin}/insights/${fields.slug || 'address'}`;
  const error = (field: string) => problems[field];

  return (
    <section aria-labelledby="article-heading" className="min-w-0">
      <BackLink />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="article-heading" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {base ? 'Edit article' : 'New article'}
        </h1>
        {base && <ArticleStatusBadge status={status} />}
      </div>
      {base && (
        <p className="mt-1 text-sm text-slate-600">
          Last edited by {base.updated_by}.{' '}
          {status?.state === 'live' || status?.state === 'changed' ? (
            <a href={`/insights/${base.published?.fields.slug}`} className="font-semibold text-brand-800 underline">
              View on the site
            </a>
          ) : null}
        </p>
      )}

      {conflict && (
        <ConflictNotice
          conflict={conflict}
          current={current}
          disabled={pending}
          onUseTheirs={() => {
            setFields(conflict.fields);
            setTagsText(conflict.fields.tags.join(', '));
            setConflict(null);
          }}
        />
      )}

      <Card
        as="form"
        className="mt-4 space-y-5 p-4 sm:p-5"
        aria-label="Article"
        onSubmit={(event) => {
          event.preventDefault();
          run({ kind: 'save' });
        }}
      >
        <FormField id="article-title" label="Title" error={error('title')}>
          <input
            id="article-title"
            value={fields.title}
            onChange={(event) => {
              const title = event.target.value;
              set(slugTouched ? { title } : { title, slug: slugFromTitle(title) });
            }}
            className={FIELD_CLASSES.input}
          />
        </FormField>
        <FormField
          id="article-slug"
          label="Address"
          hint="/insights/ followed by this. Changing it on a live article keeps the old address, which sends readers here."
          error={error('slug')}
        >
          <input
            id="article-slug"
            value={fields.slug}
            onChange={(event) => {
              setSlugTouched(true);
              set({ slug: event.target.value });
            }}
            className={FIELD_CLASSES.input}
          />
        </FormField>
        <FormField
          id="article-excerpt"
          label="Excerpt"
          hint="One or two sentences for lists, the feed and search results (50–300 characters to publish)."
          error={error('excerpt')}
        >
          <textarea
            id="article-excerpt"
            rows={3}
            value={fields.excerpt}
            onChange={(event) => set({ excerpt: event.target.value })}
            className={FIELD_CLASSES.input}
          />
        </FormField>

        <BodyField body={fields.body} onChange={(body) => set({ body })} tab={tab} onTab={setTab} problem={error('body')} />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="article-category" label="Category" error={error('category')}>
            <select
              id="article-category"
              value={fields.category}
              onChange={(event) => set({ category: event.target.value as ArticleFields['category'] })}
              className={FIELD_CLASSES.input}
            >
              {ARTICLE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="article-author" label="Author" error={error('author')}>
            <select
              id="article-author"
              value={fields.author}
              onChange={(event) => set({ author: event.target.value })}
              className={FIELD_CLASSES.input}
            >
              {authors.map((username) => (
                <option key={username} value={username}>
                  {username}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="article-tags" label="Tags" hint="Separated by commas, at most 10." error={error('tags')}>
          <input id="article-tags" value={tagsText} onChange={(event) => setTagsText(event.target.value)} className={FIELD_CLASSES.input} />
        </FormField>

        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Hero image</legend>
          <ImageField
            label="Hero image"
            hint="JPEG, PNG, WebP or AVIF, at most 5 MB. Shown at the top of the article."
            imageId={fields.hero?.imageId ?? null}
            disabled={pending}
            onChange={(imageId) => set({ hero: imageId ? { imageId, alt: fields.hero?.alt ?? '' } : null })}
          />
          {fields.hero && (
            <FormField
              id="article-hero-alt"
              label="Alt text (required)"
              hint="What the image shows, for people who cannot see it."
              error={error('hero')}
            >
              <input
                id="article-hero-alt"
                value={fields.hero.alt}
                onChange={(event) => set({ hero: fields.hero && { ...fields.hero, alt: event.target.value } })}
                className={FIELD_CLASSES.input}
              />
            </FormField>
          )}
          {!fields.hero && error('hero') && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error('hero')}
            </p>
          )}
        </fieldset>

        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Search appearance</legend>
          <FormField id="article-seo-title" label="Search title" hint="Empty: the article's title." error={error('seo')}>
            <input
              id="article-seo-title"
              value={fields.seo.title}
              aria-describedby="article-seo-title-counter"
              onChange={(event) => set({ seo: { ...fields.seo, title: event.target.value } })}
              className={FIELD_CLASSES.input}
            />
          </FormField>
          <SearchCounter id="article-seo-title-counter" assessment={titleAssessment} />
          <FormField id="article-seo-description" label="Search description" hint="Empty: the excerpt.">
            <textarea
              id="article-seo-description"
              rows={3}
              value={fields.seo.description}
              aria-describedby="article-seo-description-counter"
              onChange={(event) => set({ seo: { ...fields.seo, description: event.target.value } })}
              className={FIELD_CLASSES.input}
            />
          </FormField>
          <SearchCounter id="article-seo-description-counter" assessment={descriptionAssessment} />
          <ResultPreview
            title={fullTitle(fields.seo.title || texts.title, search.brandName)}
            description={fields.seo.description || texts.description}
            canonical={canonical}
            siteName={search.brandName}
          />
          <ImageField
            label="Share image"
            hint="Shown when the article is shared (WhatsApp, Facebook). Empty: a card drawn from the title."
            imageId={fields.seo.imageId}
            disabled={pending}
            onChange={(imageId) => set({ seo: { ...fields.seo, imageId } })}
          />
        </fieldset>

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <Button type="submit" disabled={pending}>
            {pending ? 'Working...' : 'Save draft'}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => run({ kind: 'publish' })}>
            {status?.state === 'live' || status?.state === 'changed' ? 'Publish changes now' : 'Publish now'}
          </Button>
          {isPublished && (
            <Button variant="secondary" disabled={pending} onClick={() => run({ kind: 'unpublish' })}>
              {status?.state === 'scheduled' ? 'Cancel schedule' : 'Unpublish'}
            </Button>
          )}
          {base && (
            <Button variant="quiet" className="text-red-800" disabled={pending} onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          )}
        </div>
        <ScheduleField
          value={scheduleAt}
          onChange={setScheduleAt}
          disabled={pending}
          problem={error('at')}
          onSchedule={(at) => run({ kind: 'schedule', at })}
        />
      </Card>

      {base && (
        <ArticleHistory
          id={base.id}
          current={base.fields}
          disabled={pending}
          onRestore={(historyId) => run({ kind: 'restore', historyId })}
        />
      )}
      {base && (
        <ConfirmDialog
          open={confirmingDelete}
          title="Delete this article?"
          confirmLabel="Delete article"
          cancelLabel="Keep it"
          danger
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => {
            setConfirmingDelete(false);
            run({ kind: 'delete' });
          }}
        >
          <p>
            “{base.fields.title}”, its history and its addresses are deleted for good. If it is live, it leaves the site with the next
            build.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
