import { Link, useParams } from 'wouter';
import { QueryState, SessionEnded } from '../../kit/ui';
import { errorSentence } from '../../api/http';
import { useCampaigns, type Campaign } from '../../api/campaigns-api';
import { formatPktDateTime } from '../../lib/dates';
import CampaignScreen from './CampaignScreen';
import { CAMPAIGN_STATUS_LABELS, figuresLine } from './campaign-view';
import { Card } from '../../kit/Card';

/**
 * /admin/newsletter: the campaigns, newest first, with their status and
 * figures; /admin/newsletter/new and /admin/newsletter/<id> open one to
 * compose, preview, test, send and follow (CampaignScreen).
 */
export default function NewsletterScreen() {
  const { id } = useParams<{ id?: string }>();
  if (id) return <CampaignScreen id={id === 'new' ? null : id} />;
  return <CampaignList />;
}

function CampaignList() {
  const campaigns = useCampaigns();
  const confirmed = campaigns.data?.confirmed_subscribers;
  return (
    <section aria-labelledby="newsletter-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="newsletter-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Newsletter
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Write a campaign in Markdown, send yourself a test, then send it to every confirmed subscriber
            {confirmed === undefined ? '' : ` (${confirmed} now)`}.{' '}
            <Link href="/dashboard/newsletters" className="font-semibold text-brand-800 underline">
              See the subscribers
            </Link>
          </p>
        </div>
        <Link
          href="/newsletter/new"
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          New campaign
        </Link>
      </div>
      <div className="mt-6">
        {campaigns.isPending ? (
          <QueryState message="Loading campaigns..." />
        ) : campaigns.isError ? (
          <QueryState message={`Could not load campaigns: ${errorSentence(campaigns.error)}`} onRetry={() => void campaigns.refetch()} />
        ) : campaigns.data === null ? (
          <SessionEnded />
        ) : campaigns.data.items.length === 0 ? (
          <QueryState message="No campaigns yet." />
        ) : (
          <Card as="ul" aria-label="Campaigns, newest first" className="divide-y divide-slate-100">
            {campaigns.data.items.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </Card>
        )}
      </div>
    </section>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const when = campaign.finished_at ?? campaign.scheduled_at ?? campaign.updated_at;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <div className="min-w-0">
        <Link href={`/newsletter/${campaign.id}`} className="font-semibold break-words text-brand-800 underline">
          {campaign.subject}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{CAMPAIGN_STATUS_LABELS[campaign.status]}</span>
          {' · '}
          <time dateTime={when}>{formatPktDateTime(when)}</time>
          {campaign.progress && ` · ${figuresLine(campaign.progress)}`}
        </p>
      </div>
    </li>
  );
}
