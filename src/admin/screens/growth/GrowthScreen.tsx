import { useState, type SubmitEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { CHANNEL_LABELS } from '../../../lib/api/leads';
import type { GrowthFigures, GrowthQuery } from '../../../lib/api/growth';
import { errorSentence } from '../../api/http';
import { useGrowth } from '../../api/growth-api';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { Card, Section } from '../../kit/Card';
import { formatDay, formatMinutes, formatShare, rangeFromSearch, searchFromRange } from './growth-view';
import { ProgressTable } from './growth-tables';
import { Weekly } from './WeeklySection';
import { Funnel } from './FunnelSection';
import { Pages } from './PagesSection';
import { SearchConsoleConnection } from './SearchConsoleConnection';
import { SearchPages } from './SearchPagesSection';

/**
 * /admin/growth: which pages and channels bring leads. Leads and taps per
 * week (charts, and the same numbers as a table), the funnel, the time to
 * first contact, and tables per page, channel and campaign, for the last 12
 * weeks or a chosen range of days (Pakistan time); Search Console's figures per
 * landing page beside its leads, and the connection to it. Loaded only when opened
 * (screens.ts), with its chart library.
 */
export default function GrowthScreen() {
  const [, navigate] = useLocation();
  const range = rangeFromSearch(useSearch());
  const figures = useGrowth(range);
  const show = (next: GrowthQuery) => navigate(`/growth${searchFromRange(next)}`);
  const data = figures.data;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Growth</h1>
        <p className="mt-1 text-sm text-slate-700">
          Where leads come from, and the WhatsApp, call and e-mail taps on each page. Days and weeks in Pakistan time; spam counts nowhere.
        </p>
      </div>
      {/* Keyed by the days shown, so the fields fill in with the default range once it has arrived. */}
      <RangeForm key={data ? `${data.from}/${data.to}` : searchFromRange(range)} range={range} shown={data ?? undefined} onApply={show} />
      {figures.isPending ? (
        <QueryState message="Loading..." />
      ) : figures.isError ? (
        <QueryState message={`Could not load the figures: ${errorSentence(figures.error)}`} onRetry={() => void figures.refetch()} />
      ) : !data ? (
        <SessionEnded />
      ) : (
        <Dashboard figures={data} />
      )}
      <SearchConsoleConnection />
    </div>
  );
}

function RangeForm({ range, shown, onApply }: { range: GrowthQuery; shown?: GrowthFigures; onApply: (range: GrowthQuery) => void }) {
  const [from, setFrom] = useState(range.from ?? shown?.from ?? '');
  const [to, setTo] = useState(range.to ?? shown?.to ?? '');
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({ from: from || undefined, to: to || undefined });
  }
  return (
    <Card as="form" onSubmit={onSubmit} aria-label="Choose the days" className="grid gap-3 p-4 sm:grid-cols-[1fr_1fr_auto]">
      <TextField id="growth-from" label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField id="growth-to" label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      <div className="flex items-end gap-2">
        <Button type="submit">Show</Button>
        <Button variant="quiet" onClick={() => onApply({})}>
          Last 12 weeks
        </Button>
      </div>
    </Card>
  );
}

function Dashboard({ figures }: { figures: GrowthFigures }) {
  const { funnel, firstContact } = figures;
  const taps = figures.weeks.reduce((sum, week) => sum + week.taps.whatsapp + week.taps.call + week.taps.email, 0);
  const period = `${formatDay(figures.from)} to ${formatDay(figures.to)}`;
  return (
    <>
      <p className="text-sm text-slate-700" aria-live="polite">
        {period}: {funnel.new} {funnel.new === 1 ? 'lead' : 'leads'} and {taps} {taps === 1 ? 'tap' : 'taps'}.
      </p>
      <Weekly figures={figures} period={period} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Funnel funnel={funnel} />
        <Section id="growth-first-contact" title="Time to first contact" className="min-w-0 p-4">
          <p className="mt-1 text-sm text-slate-700">From a lead arriving to its first move to Contacted (or further).</p>
          <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
            <Stat label="Median" value={formatMinutes(firstContact.medianMinutes)} />
            <Stat label="90th percentile" value={formatMinutes(firstContact.p90Minutes)} />
            <Stat label="Within one hour" value={formatShare(firstContact.withinHourShare)} />
          </dl>
          <p className="mt-3 text-xs text-slate-600">
            {firstContact.contacted} of {funnel.new} leads contacted; the share is of all {funnel.new}.
          </p>
        </Section>
      </div>
      <Pages rows={figures.pages} />
      {figures.search && <SearchPages figures={figures} period={period} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProgressTable
          title="Channels"
          caption="Leads per channel and how far they got"
          first="Channel"
          rows={figures.channels.map((row) => ({ key: row.channel, name: CHANNEL_LABELS[row.channel], ...row }))}
        />
        <ProgressTable
          title="Campaigns"
          caption="Leads per campaign (utm_campaign) and how far they got"
          first="Campaign"
          rows={figures.campaigns.map((row) => ({ key: row.campaign, name: row.campaign, ...row }))}
          empty="No lead in these days came from a tagged campaign link."
        />
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
