import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { monthLabel } from '../../../lib/time/months';
import {
  HIDE_REASONS,
  HIDE_REASON_LABELS,
  NAMING_LABELS,
  RATING_SOURCES,
  type HideReason,
  type RatingSource,
} from '../../../lib/api/reviews';
import { siteItemSentence } from '../../../lib/publishing/site-item-status';
import { errorSentence } from '../../api/http';
import { useDecideReview, useRatingSource, useReviews, type ReviewRow, type ReviewsAnswer } from '../../api/reviews-api';
import { useAdminApp } from '../../app-context';
import { PublishBadge } from '../../content-editing/PublishStatusView';
import { useSiteItemStatus } from '../../content-editing/useSiteItemStatus';
import { Section } from '../../kit/Card';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { ProofTagFields } from '../../kit/ProofTagFields';
import { FIELD_CLASSES, FormField, QueryState, SessionEnded, Button } from '../../kit/ui';
import { formatPktDateTime, formatPktTime } from '../../lib/dates';
import { publishToast, typicalSentence } from '../../lib/proof';

const HEADING_ID = 'reviews-title';

const STATUS_LABELS: Record<ReviewRow['status'], string> = { new: 'New', published: 'Published', hidden: 'Hidden', withdrawn: 'Withdrawn' };
const STATUS_CLASSES: Record<ReviewRow['status'], string> = {
  new: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  hidden: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-red-100 text-red-900',
};
const RATING_SOURCE_LABELS: Record<RatingSource, string> = {
  spec: 'The fixed figures: 5.0 from 1,000 reviews (the default)',
  reviews: 'The published client reviews: how many, and the mean of every rating',
};

/**
 * /admin/reviews (Admin; Sales reads): every client's answer to "How are we
 * doing?" with its rating, words, naming, consent and status; Publish and
 * Hide (Admins); how many reviews of each rating are published; where the
 * rating badge comes from. `?client=<id>` shows one client's answers.
 */
export default function ReviewsScreen() {
  const reviews = useReviews();
  const clientId = new URLSearchParams(useSearch()).get('client');
  const mayDecide = useAdminApp().admin.role === 'admin';
  const data = reviews.data;
  if (reviews.isPending) return <QueryState message="Loading the reviews..." />;
  if (reviews.isError)
    return <QueryState message={`Could not load the reviews: ${errorSentence(reviews.error)}`} onRetry={() => void reviews.refetch()} />;
  if (data === null || data === undefined) return <SessionEnded />;
  const items = clientId ? data.items.filter((item) => item.clientId === clientId) : data.items;
  const published = RATINGS_DOWN.map((rating) => `${rating}★ ${data.publishedByRating[rating] ?? 0}`).join(' · ');
  return (
    <section aria-labelledby={HEADING_ID} className="space-y-4">
      <div>
        <h1 id={HEADING_ID} className="text-2xl font-bold text-slate-900">
          Reviews
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          {data.items.length} answers from clients’ monthly reports. Any review a client agreed to publish may be published, whatever its
          rating; staff never change a client’s words.
        </p>
      </div>
      <p className="text-sm text-slate-800" aria-label="Published reviews by rating">
        <span className="font-semibold">Published, by rating:</span> {published}
      </p>
      {data.typical && (
        <p className="text-sm text-slate-800">
          <span className="font-semibold">Typical results:</span> {typicalSentence(data.typical)}
        </p>
      )}
      <RatingSetting data={data} mayChange={mayDecide} />
      {clientId && (
        <p className="text-sm">
          One client’s answers.{' '}
          <Link href="/reviews" className="font-semibold text-brand-800 underline hover:text-brand-900">
            Show every client’s
          </Link>
        </p>
      )}
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No answers yet. Every monthly report asks the client “How are we doing?”.</p>
      ) : (
        <ul aria-label="Answers, newest first" className="space-y-3">
          {items.map((item) => (
            <ReviewItem key={`${item.clientId}.${item.month}`} item={item} data={data} mayDecide={mayDecide} />
          ))}
        </ul>
      )}
    </section>
  );
}

const RATINGS_DOWN = [5, 4, 3, 2, 1] as const;

function RatingSetting({ data, mayChange }: { data: ReviewsAnswer; mayChange: boolean }) {
  const id = useId();
  const save = useRatingSource({ onSuccess: (answer) => publishToast('Rating setting saved', answer) });
  const shows = data.rating
    ? `${data.rating.value.toFixed(1)} from ${data.rating.count.toLocaleString('en-GB')} reviews`
    : 'no rating (no review is published)';
  return (
    <Section id={`${id}-title`} title="Rating on the home page">
      <p className="mt-1 text-sm text-slate-600">
        Where the home page’s rating badge and its structured data (AggregateRating) come from. Now it shows {shows}.
      </p>
      <fieldset className="mt-2 space-y-1" disabled={!mayChange || save.isPending}>
        <legend className="sr-only">The rating comes from</legend>
        {RATING_SOURCES.map((source) => (
          <label key={source} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-source`}
              value={source}
              checked={data.ratingSource === source}
              onChange={() => save.mutate(source)}
              className="mt-0.5 h-4 w-4"
            />
            {RATING_SOURCE_LABELS[source]}
          </label>
        ))}
      </fieldset>
      {!mayChange && <p className="mt-2 text-xs text-slate-600">Only Admins change it.</p>}
    </Section>
  );
}

function ReviewItem({ item, data, mayDecide }: { item: ReviewRow; data: ReviewsAnswer; mayDecide: boolean }) {
  const statusOf = useSiteItemStatus([item.site]);
  const site = statusOf(item.site);
  const [dialog, setDialog] = useState<'publish' | 'hide' | null>(null);
  const name = `${item.businessName}, ${monthLabel(item.month)}`;
  const mayPublish = item.publishReview && item.status !== 'withdrawn' && item.status !== 'published';
  const mayHide = item.status === 'new' || item.status === 'published';
  return (
    <li>
      <article aria-label={name} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">
            <Link href={`/clients/${item.clientId}`} className="text-brand-800 underline hover:text-brand-900">
              {item.businessName}
            </Link>{' '}
            <span className="font-normal text-slate-600">· {monthLabel(item.month)} report</span>
          </h2>
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[item.status]}`}>
            {STATUS_LABELS[item.status]}
          </span>
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Sent {formatPktDateTime(item.sentAt)}
          {item.withdrawnAt && `, withdrawn ${formatPktDateTime(item.withdrawnAt)}`}
        </p>
        <p className="mt-2 text-sm font-semibold text-slate-900">
          <span aria-hidden="true" className="text-brand-600">
            {'★'.repeat(item.rating)}
            {'☆'.repeat(5 - item.rating)}
          </span>{' '}
          {item.rating} of 5
        </p>
        {item.text ? (
          <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-900">
            {item.text}
          </blockquote>
        ) : (
          <p className="mt-1 text-sm text-slate-600">No words, a rating only.</p>
        )}
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-slate-600">Name as</dt>
          <dd className="text-slate-900">
            {NAMING_LABELS[item.naming]}: “{item.label}”
          </dd>
          <dt className="text-slate-600">Publish review</dt>
          <dd className="text-slate-900">{item.publishReview ? 'Yes, the client agreed' : 'No'}</dd>
          <dt className="text-slate-600">Publish results</dt>
          <dd className="text-slate-900">{item.publishResults ? 'Yes, the client agreed' : 'No'}</dd>
          {item.status === 'hidden' && item.decision.reason && (
            <>
              <dt className="text-slate-600">Hidden</dt>
              <dd className="text-slate-900">
                {HIDE_REASON_LABELS[item.decision.reason]}
                {item.decision.by && `, by ${item.decision.by}`}
              </dd>
            </>
          )}
        </dl>
        {site && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <PublishBadge status={site.status} />
            <span>{siteItemSentence(site, (iso) => formatPktTime(iso))}</span>
          </p>
        )}
        {mayDecide && (mayPublish || mayHide) && (
          <div className="mt-3 flex flex-wrap gap-2">
            {mayPublish && (
              <Button onClick={() => setDialog('publish')}>
                {'Publish '}
                <span className="sr-only">{name}</span>
              </Button>
            )}
            {mayHide && (
              <Button variant="secondary" onClick={() => setDialog('hide')}>
                {'Hide '}
                <span className="sr-only">{name}</span>
              </Button>
            )}
          </div>
        )}
        {dialog === 'publish' && <PublishDialog item={item} data={data} onClose={() => setDialog(null)} />}
        {dialog === 'hide' && <HideDialog item={item} onClose={() => setDialog(null)} />}
      </article>
    </li>
  );
}

function PublishDialog({ item, data, onClose }: { item: ReviewRow; data: ReviewsAnswer; onClose: () => void }) {
  const id = useId();
  const [industry, setIndustry] = useState(item.tags.industry ?? '');
  const [city, setCity] = useState(item.tags.city ?? '');
  const decide = useDecideReview({
    onSuccess: (answer) => {
      publishToast('Review published', answer);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      role="dialog"
      title="Publish this review?"
      confirmLabel="Publish"
      pendingLabel="Publishing..."
      pending={decide.isPending}
      onCancel={onClose}
      onConfirm={() =>
        decide.mutate({
          clientId: item.clientId,
          month: item.month,
          action: { action: 'publish', industry: industry || null, city: city || null },
        })
      }
    >
      <p>
        The client’s words and rating go on the site as they are, named as they chose ({NAMING_LABELS[item.naming].toLowerCase()}), with
        “Client since” and “from their monthly report”.
      </p>
      <ProofTagFields id={id} options={data.options} industry={industry} city={city} onIndustry={setIndustry} onCity={setCity} />
    </ConfirmDialog>
  );
}

function HideDialog({ item, onClose }: { item: ReviewRow; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<HideReason | ''>('');
  const decide = useDecideReview({
    onSuccess: (answer) => {
      publishToast('Review hidden', answer);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open
      role="dialog"
      title="Hide this review?"
      confirmLabel="Hide"
      pendingLabel="Hiding..."
      pending={decide.isPending}
      confirmDisabled={!reason}
      onCancel={onClose}
      onConfirm={() => reason && decide.mutate({ clientId: item.clientId, month: item.month, action: { action: 'hide', reason } })}
    >
      <p>A review is hidden only for one of these reasons; hiding it is logged.</p>
      <FormField id={`${id}-reason`} label="Why" className="mt-3">
        <select value={reason} onChange={(event) => setReason(event.target.value as HideReason | '')} className={FIELD_CLASSES.select}>
          <option value="">Choose a reason</option>
          {HIDE_REASONS.map((value) => (
            <option key={value} value={value}>
              {HIDE_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
    </ConfirmDialog>
  );
}
