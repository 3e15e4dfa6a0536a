import { useArticlePreview } from '../../api/articles-api';
import { errorSentence } from '../../api/http';
import { FIELD_CLASSES, FieldError } from '../../kit/ui';

/** The Markdown body, and a Preview rendered by the same renderer as the page (the preview function). */
export function BodyField({
  body,
  onChange,
  tab,
  onTab,
  problem,
}: {
  body: string;
  onChange: (body: string) => void;
  tab: 'write' | 'preview';
  onTab: (tab: 'write' | 'preview') => void;
  problem?: string;
}) {
  const preview = useArticlePreview(body, { enabled: tab === 'preview' });
  const tabClass = (selected: boolean) =>
    `rounded-t-lg border border-b-0 px-3 py-1.5 text-sm font-semibold ${selected ? 'border-slate-300 bg-white text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`;
  return (
    <div>
      <div role="tablist" aria-label="Article body" className="flex gap-1 border-b border-slate-300">
        <button
          type="button"
          role="tab"
          id="article-write-tab"
          aria-selected={tab === 'write'}
          aria-controls="article-write"
          className={tabClass(tab === 'write')}
          onClick={() => onTab('write')}
        >
          Write
        </button>
        <button
          type="button"
          role="tab"
          id="article-preview-tab"
          aria-selected={tab === 'preview'}
          aria-controls="article-preview"
          className={tabClass(tab === 'preview')}
          onClick={() => onTab('preview')}
        >
          Preview
        </button>
      </div>
      {/* Both stay in the page, so switching tabs never loses what was typed or the cursor's place. */}
      <div id="article-write" role="tabpanel" aria-labelledby="article-write-tab" hidden={tab !== 'write'} className="pt-2">
        <label htmlFor="article-body" className="block text-sm font-medium text-slate-800">
          Article (Markdown)
        </label>
        <p className="text-xs text-slate-600">
          ## for a heading, **bold**, [a link](https://…), - for a list. HTML is shown as text, never run.
        </p>
        <textarea
          id="article-body"
          rows={16}
          value={body}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={problem ? 'article-body-error' : undefined}
          aria-invalid={problem ? true : undefined}
          className={`${FIELD_CLASSES.input} font-mono`}
        />
      </div>
      <div id="article-preview" role="tabpanel" aria-labelledby="article-preview-tab" hidden={tab !== 'preview'} className="pt-3">
        {tab === 'preview' &&
          (preview.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Rendering the preview...
            </p>
          ) : preview.isError ? (
            <p role="alert" className="text-sm text-red-800">
              Could not render the preview: {errorSentence(preview.error)}
            </p>
          ) : (
            <>
              <p className="text-xs text-slate-600">About {preview.data?.readingMinutes ?? 1} min read.</p>
              {/* Rendered and sanitised by the server's renderer (src/lib/markdown/render.ts), as the page will show it. */}
              <div
                data-article-preview
                className="article-preview prose mt-2 max-w-none break-words"
                dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }}
              />
            </>
          ))}
      </div>
      {problem && <FieldError id="article-body-error">{problem}</FieldError>}
    </div>
  );
}
