import { RATING_LABELS, resultPreview, SEARCH_LIMITS, type Assessment, type Rating } from '../../lib/seo/search-appearance';

/**
 * How a search title or description will do, shared by every editor of one
 * (Search appearance, articles): the Good / Too short / Too long rating, the
 * live counter against the limits, and the result as Google shows it.
 */
const RATING_CLASS: Record<Rating, string> = {
  good: 'bg-green-100 text-green-900',
  'too-short': 'bg-amber-100 text-amber-900',
  'too-long': 'bg-red-100 text-red-900',
};

export function RatingBadge({ rating }: { rating: Rating }) {
  return (
    <span data-rating={rating} className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_CLASS[rating]}`}>
      {RATING_LABELS[rating]}
    </span>
  );
}

/** `id` is what the field's aria-describedby names. */
export function SearchCounter({ assessment, id = 'search-counter' }: { assessment: Assessment; id?: string }) {
  const limits = SEARCH_LIMITS[assessment.field];
  const range =
    assessment.field === 'title'
      ? `recommended up to ${SEARCH_LIMITS.title.recommendedMax}, allowed ${limits.min}–${limits.max}`
      : `recommended ${SEARCH_LIMITS.description.recommendedMin}–${SEARCH_LIMITS.description.recommendedMax}, allowed ${limits.min}–${limits.max}`;
  return (
    <div id={id} aria-live="polite" className="mt-2 space-y-1 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <RatingBadge rating={assessment.rating} />
        <span>
          <span data-count="characters">{assessment.characters}</span> characters ({range})
          {assessment.pixels !== undefined && (
            <>
              {' '}
              · about <span data-count="pixels">{assessment.pixels}</span> px of {SEARCH_LIMITS.title.pixelMax} px
            </>
          )}
        </span>
      </p>
      {assessment.problem ? (
        <p role="alert" className="font-medium text-red-800">
          Cannot be saved: {assessment.problem}
        </p>
      ) : (
        assessment.advice && <p className="text-slate-600">{assessment.advice}</p>
      )}
    </div>
  );
}

export function ResultPreview({
  title,
  description,
  canonical,
  siteName,
}: {
  title: string;
  description: string;
  canonical: string;
  siteName: string;
}) {
  const preview = resultPreview({ title, description, canonical, siteName });
  return (
    <figure aria-label="Search result preview" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 text-xs font-semibold tracking-wider text-slate-600 uppercase">Preview in search results</figcaption>
      <p className="text-sm text-slate-900">{preview.siteName}</p>
      <p data-preview="url" className="text-xs break-all text-slate-700">
        {preview.breadcrumb}
      </p>
      <p data-preview="title" className="mt-1 text-xl leading-snug text-blue-800">
        {preview.title}
      </p>
      <p data-preview="description" className="mt-1 text-sm leading-relaxed text-slate-700">
        {preview.description}
      </p>
    </figure>
  );
}
