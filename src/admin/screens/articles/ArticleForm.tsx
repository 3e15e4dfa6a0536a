import { useState } from 'react';
import { Link } from 'wouter';
import { useAdminApp } from '../../app-context';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ResultPreview, SearchCounter } from '../../kit/search-appearance';
import { Button, FIELD_CLASSES, FormField } from '../../kit/ui';
import { ARTICLE_CATEGORIES, type ArticleFields } from '../../../lib/api/articles';
import { articleSearchTexts } from '../../../lib/articles/insights';
import { fullTitle } from '../../../lib/seo/head';
import { assess } from '../../../lib/seo/search-appearance';
import ArticleHistory from './ArticleHistory';
import ArticleStatusBadge from './ArticleStatusBadge';
import { CATEGORY_LABELS, slugFromTitle } from './article-view';
import ImageField from './ImageField';
import { useArticleStatus } from './useArticleStatus';
import { useArticleEditor, type ArticleEditorProps } from './useArticleEditor';
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

export function ArticleForm(props: ArticleEditorProps) {
  const { search } = useAdminApp();
  const editor = useArticleEditor(props);
  const { base, fields, current, problems, conflict, pending, run } = editor;
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const statusOf = useArticleStatus(base ? [base] : []);
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
            editor.setFields(conflict.fields);
            editor.setTagsText(conflict.fields.tags.join(', '));
            editor.setConflict(null);
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
              editor.set(editor.slugTouched ? { title } : { title, slug: slugFromTitle(title) });
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
              editor.setSlugTouched(true);
              editor.set({ slug: event.target.value });
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
            onChange={(event) => editor.set({ excerpt: event.target.value })}
            className={FIELD_CLASSES.input}
          />
        </FormField>

        <BodyField body={fields.body} onChange={(body) => editor.set({ body })} tab={tab} onTab={setTab} problem={error('body')} />

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="article-category" label="Category" error={error('category')}>
            <select
              id="article-category"
              value={fields.category}
              onChange={(event) => editor.set({ category: event.target.value as ArticleFields['category'] })}
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
              onChange={(event) => editor.set({ author: event.target.value })}
              className={FIELD_CLASSES.input}
            >
              {editor.authors.map((username) => (
                <option key={username} value={username}>
                  {username}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="article-tags" label="Tags" hint="Separated by commas, at most 10." error={error('tags')}>
          <input
            id="article-tags"
            value={editor.tagsText}
            onChange={(event) => editor.setTagsText(event.target.value)}
            className={FIELD_CLASSES.input}
          />
        </FormField>

        <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">Hero image</legend>
          <ImageField
            label="Hero image"
            hint="JPEG, PNG, WebP or AVIF, at most 5 MB. Shown at the top of the article."
            imageId={fields.hero?.imageId ?? null}
            disabled={pending}
            onChange={(imageId) => editor.set({ hero: imageId ? { imageId, alt: fields.hero?.alt ?? '' } : null })}
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
                onChange={(event) => editor.set({ hero: fields.hero && { ...fields.hero, alt: event.target.value } })}
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
              onChange={(event) => editor.set({ seo: { ...fields.seo, title: event.target.value } })}
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
              onChange={(event) => editor.set({ seo: { ...fields.seo, description: event.target.value } })}
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
            onChange={(imageId) => editor.set({ seo: { ...fields.seo, imageId } })}
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
          value={editor.scheduleAt}
          onChange={editor.setScheduleAt}
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
