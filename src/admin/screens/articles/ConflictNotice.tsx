import { Button, FIELD_CLASSES } from '../../kit/ui';
import type { ArticleFields, VersionedArticle } from '../../../lib/api/articles';
import { differingFields } from './article-view';

/** Someone else saved the article meanwhile: what they saved, field by field, beside the writer's own text still in the form. */
export function ConflictNotice({
  conflict,
  current,
  disabled,
  onUseTheirs,
}: {
  conflict: VersionedArticle;
  current: ArticleFields;
  disabled: boolean;
  onUseTheirs: () => void;
}) {
  return (
    <section
      aria-labelledby="article-conflict-title"
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <h2 id="article-conflict-title" className="font-semibold">
        {conflict.updated_by} saved this article while you were editing
      </h2>
      <p className="mt-1 text-slate-700">
        Your text is still in the form. What they saved is below; merge it into yours and save, or use theirs.
      </p>
      <dl className="mt-2 space-y-2">
        {differingFields(current, conflict.fields).map((difference) => (
          <div key={difference.field}>
            <dt className="font-medium">{difference.label} (saved)</dt>
            <dd>
              <textarea
                readOnly
                aria-label={`${difference.label}, as they saved it`}
                rows={difference.field === 'body' ? 6 : 2}
                value={difference.theirs}
                className={FIELD_CLASSES.input}
              />
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="mt-2" disabled={disabled} onClick={onUseTheirs}>
        Use their version
      </Button>
    </section>
  );
}
