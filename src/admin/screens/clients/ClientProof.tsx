import { useId, useState } from 'react';
import { Link } from 'wouter';
import { monthLabel } from '../../../lib/time/months';
import type { CardRecord } from '../../../lib/api/reviews';
import { siteItemSentence } from '../../../lib/publishing/site-item-status';
import { errorSentence } from '../../api/http';
import { useClientResults, usePublishResults, type ClientResults } from '../../api/reviews-api';
import { useAdminApp } from '../../app-context';
import { PublishBadge } from '../../content-editing/PublishStatusView';
import { useSiteItemStatus } from '../../content-editing/useSiteItemStatus';
import { Section } from '../../kit/Card';
import { ProofTagFields } from '../../kit/ProofTagFields';
import { Button } from '../../kit/ui';
import { formatPktDateTime, formatPktTime } from '../../lib/dates';
import { publishToast } from '../../lib/proof';

/**
 * A client's results and reviews: its latest word on publishing results,
 * its card as the site shows it, and Publish results (Admins) with the
 * industry and city from the site's own; its answers are on the Reviews screen.
 */
export default function ClientProof({ clientId }: { clientId: string }) {
  const id = useId();
  const results = useClientResults(clientId);
  return (
    <Section id={`${id}-title`} title="Results and reviews">
      {results.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading...</p>
      ) : results.isError ? (
        <p className="mt-2 text-sm text-red-800">Could not load the results: {errorSentence(results.error)}</p>
      ) : (
        <Proof id={id} clientId={clientId} data={results.data} />
      )}
    </Section>
  );
}

function consentSentence(consent: ClientResults['consent']): string {
  if (!consent) return 'The client has not answered “How are we doing?” on a monthly report yet.';
  const when = `${monthLabel(consent.month)} report, ${formatPktDateTime(consent.at)}`;
  if (consent.withdrawn) return `The client withdrew their latest answer (${when}): nothing of theirs may be shown.`;
  return consent.results
    ? `The client’s latest answer (${when}) agrees to publish their results.`
    : `The client’s latest answer (${when}) does not agree to publish their results.`;
}

function Proof({ id, clientId, data }: { id: string; clientId: string; data: ClientResults }) {
  const mayPublish = useAdminApp().admin.role === 'admin';
  const [industry, setIndustry] = useState(data.tags.industry ?? '');
  const [city, setCity] = useState(data.tags.city ?? '');
  const publish = usePublishResults({ onSuccess: (answer) => publishToast('Results published', answer) });
  const statusOf = useSiteItemStatus(data.site ? [data.site] : []);
  const site = data.site && statusOf(data.site);
  return (
    <div className="mt-2 space-y-3 text-sm">
      <p className="text-slate-800">{consentSentence(data.consent)}</p>
      {data.card && <CardSummary card={data.card} />}
      {site && (
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          <PublishBadge status={site.status} />
          <span>{siteItemSentence(site, (iso) => formatPktTime(iso))}</span>
        </p>
      )}
      {mayPublish && (
        <div className="max-w-2xl">
          <ProofTagFields id={id} options={data.options} industry={industry} city={city} onIndustry={setIndustry} onCity={setCity} />
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button
              onClick={() => publish.mutate({ id: clientId, industry: industry || null, city: city || null })}
              disabled={publish.isPending || data.refusal !== null}
            >
              {publish.isPending ? 'Publishing...' : data.card?.status === 'published' ? 'Publish results again' : 'Publish results'}
            </Button>
            {data.refusal && <span className="text-slate-700">{data.refusal}</span>}
          </div>
          <p className="mt-1 text-xs text-slate-600">
            A frozen card from the latest monthly report: its clicks against the same month a year earlier (or the first month with data),
            problems fixed since the first audit, named as the client chose. Later reports do not change it.
          </p>
        </div>
      )}
      <p>
        <Link href={`/reviews?client=${clientId}`} className="font-semibold text-brand-800 underline hover:text-brand-900">
          This client’s answers on the Reviews screen
        </Link>{' '}
        <span className="text-slate-600">({data.answers})</span>
      </p>
    </div>
  );
}

function CardSummary({ card }: { card: CardRecord }) {
  const against = card.baseline.kind === 'year-before' ? 'the same month a year earlier' : 'the first month with data';
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <p className="font-semibold text-slate-900">
        “{card.label}”{card.status === 'withdrawn' && <span className="font-normal text-red-800"> (withdrawn: not shown)</span>}
      </p>
      <p className="text-slate-800">
        {monthLabel(card.month)}: {card.clicks.toLocaleString('en-GB')} clicks from Google, against{' '}
        {card.baseline.clicks.toLocaleString('en-GB')} in {monthLabel(card.baseline.month)} ({against})
        {card.problems && `; ${card.problems.fixed} of ${card.problems.of} problems fixed since the first audit`}.
      </p>
      <p className="text-slate-600">
        Published {formatPktDateTime(card.publishedAt)} by {card.publishedBy}
        {card.withdrawnAt && `; withdrawn ${formatPktDateTime(card.withdrawnAt)}`}
      </p>
    </div>
  );
}
