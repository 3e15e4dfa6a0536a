import { useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { CHANNEL_LABELS, type Channel } from '../../../lib/api/leads';
import { TAP_KIND_LABELS, TAP_KINDS, type GrowthFigures, type GrowthQuery } from '../../../lib/api/growth';
import { errorSentence } from '../../api/http';
import { fetchGrowth, growthKeys } from '../../api/growth-api';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { Card, Section } from '../../kit/Card';
import WeeklyChart, { type ChartSeries } from './WeeklyChart';
import {
  formatDay,
  formatMinutes,
  formatShare,
  formatWeek,
  rangeFromSearch,
  searchFromRange,
  sortPages,
  type PageSort,
  type PageSortKey,
} from './growth-view';

/** Colours told apart by people with any common colour blindness (Okabe–Ito). */
const CHANNEL_COLOURS: Record<Channel, string> = {
  'paid-search': '#0072B2',
  'organic-search': '#009E73',
  'ai-assistant': '#CC79A7',
  social: '#D55E00',
  email: '#B8860B',
  referral: '#56B4E9',
  direct: '#4B5563',
};
const TAP_COLOURS = { whatsapp: '#009E73', call: '#0072B2', email: '#D55E00' } as const;

const TH = 'px-3 py-2 font-semibold whitespace-nowrap';
const TD_NUMBER = 'px-3 py-2 text-right tabular-nums';

/**
 * /admin/growth: which pages and channels bring leads. Leads and taps per
 * week (charts, and the same numbers as a table), the funnel, the time to
 * first contact, and tables per page, channel and campaign, for the last 12
 * weeks or a chosen range of days (Pakistan time). Loaded only when opened
 * (screens.ts), with its chart library.
 */
export default function GrowthScreen() {
  const [, navigate] = useLocation();
  const range = rangeFromSearch(useSearch());
  const figures = useQuery({ queryKey: growthKeys.figures(range), queryFn: () => fetchGrowth(range) });
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
        <Section id="growth-first-contact" title="Time to first contact">
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

function Weekly({ figures, period }: { figures: GrowthFigures; period: string }) {
  const weeks = useMemo(() => figures.weeks.map((week) => week.week), [figures]);
  // Channels with a lead in the range (a line each); none yet: one line of noughts.
  const channels = useMemo(
    () => (Object.keys(CHANNEL_LABELS) as Channel[]).filter((channel) => figures.weeks.some((week) => week.leads[channel] > 0)),
    [figures],
  );
  const leadSeries = useMemo<ChartSeries[]>(
    () =>
      channels.length > 0
        ? channels.map((channel) => ({
            label: CHANNEL_LABELS[channel],
            color: CHANNEL_COLOURS[channel],
            values: figures.weeks.map((week) => week.leads[channel]),
          }))
        : [{ label: 'Leads', color: CHANNEL_COLOURS.direct, values: figures.weeks.map(() => 0) }],
    [channels, figures],
  );
  const tapSeries = useMemo<ChartSeries[]>(
    () =>
      TAP_KINDS.map((kind) => ({
        label: TAP_KIND_LABELS[kind],
        color: TAP_COLOURS[kind],
        values: figures.weeks.map((week) => week.taps[kind]),
      })),
    [figures],
  );
  return (
    <Section id="growth-weekly" title="Leads and taps per week" className="space-y-4 p-4">
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="min-w-0">
          <figcaption className="mb-2 text-sm font-semibold text-slate-800">Leads per week, by channel</figcaption>
          <WeeklyChart
            label={`Chart: leads per week by channel, ${period}. The numbers are in the table below.`}
            weeks={weeks}
            series={leadSeries}
          />
        </figure>
        <figure className="min-w-0">
          <figcaption className="mb-2 text-sm font-semibold text-slate-800">Taps per week, by kind</figcaption>
          <WeeklyChart
            label={`Chart: WhatsApp, call and e-mail taps per week, ${period}. The numbers are in the table below.`}
            weeks={weeks}
            series={tapSeries}
          />
        </figure>
      </div>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">The numbers of both charts as a table</summary>
        <Scroll>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Leads by channel and taps by kind, per week</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  Week of
                </th>
                {leadSeries.map((series) => (
                  <th key={series.label} scope="col" className={`${TH} text-right`}>
                    {series.label}
                  </th>
                ))}
                {TAP_KINDS.map((kind) => (
                  <th key={kind} scope="col" className={`${TH} text-right`}>
                    {TAP_KIND_LABELS[kind]} taps
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {figures.weeks.map((week, index) => (
                <tr key={week.week}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    {formatWeek(week.week)}
                  </th>
                  {leadSeries.map((series) => (
                    <td key={series.label} className={TD_NUMBER}>
                      {series.values[index]}
                    </td>
                  ))}
                  {TAP_KINDS.map((kind) => (
                    <td key={kind} className={TD_NUMBER}>
                      {week.taps[kind]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </details>
    </Section>
  );
}

/** A wide table scrolls inside its box on a phone; the page itself never scrolls sideways. */
function Scroll({ children }: { children: ReactNode }) {
  return <div className="overflow-x-auto">{children}</div>;
}

function Funnel({ funnel }: { funnel: GrowthFigures['funnel'] }) {
  const share = (count: number) => (funnel.new === 0 ? '–' : formatShare(count / funnel.new));
  const steps = [
    { stage: 'New', count: funnel.new, note: 'every lead received' },
    { stage: 'Contacted', count: funnel.contacted, note: 'moved on to Contacted or further' },
    { stage: 'Won', count: funnel.won, note: 'Won now' },
  ];
  return (
    <Section id="growth-funnel" title="Funnel">
      <table className="mt-2 w-full text-left text-sm">
        <caption className="sr-only">Leads from New to Contacted to Won</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Stage
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-semibold">
              Leads
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Of new
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {steps.map((step) => (
            <tr key={step.stage}>
              <th scope="row" className="py-2 pr-3 font-normal">
                <span className="font-semibold text-slate-900">{step.stage}</span>{' '}
                <span className="text-xs text-slate-600">({step.note})</span>
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{step.count}</td>
              <td className="py-2 text-right tabular-nums">{share(step.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">
        Set aside: <strong>{funnel.lost}</strong> lost, <strong>{funnel.spam}</strong> spam (spam is left out of every other figure).
      </p>
    </Section>
  );
}

const PAGE_COLUMNS: { key: PageSortKey; label: string }[] = [
  { key: 'page', label: 'Page' },
  ...TAP_KINDS.map((kind) => ({ key: kind, label: TAP_KIND_LABELS[kind] })),
  { key: 'leads', label: 'Leads' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'won', label: 'Won' },
];

function Pages({ rows }: { rows: GrowthFigures['pages'] }) {
  const [sort, setSort] = useState<PageSort>({ key: 'leads', descending: true });
  const sorted = useMemo(() => sortPages(rows, sort), [rows, sort]);
  const choose = (key: PageSortKey) =>
    setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'page' }));
  return (
    <Section id="growth-pages" title="Pages">
      <p className="mt-1 text-sm text-slate-700">
        Taps on each page&apos;s chat, call and e-mail links, and the leads sent from it. Choose a column to sort.
      </p>
      <Scroll>
        {/* Wider than a phone: it scrolls inside its box, the page names staying in view. */}
        <table className="mt-2 w-full min-w-[38rem] text-left text-sm">
          <caption className="sr-only">Taps and leads per page</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {PAGE_COLUMNS.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`${TH} ${column.key === 'page' ? 'sticky left-0 bg-slate-50' : 'text-right'}`}
                  aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                >
                  <button type="button" className="font-semibold hover:underline" onClick={() => choose(column.key)}>
                    {column.label}
                    {sort.key === column.key && <span aria-hidden="true">{sort.descending ? ' ↓' : ' ↑'}</span>}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sorted.map((row) => (
              <tr key={row.page ?? ''}>
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-normal whitespace-nowrap text-slate-900">
                  {row.page ?? 'Added by hand, no page'}
                </th>
                {TAP_KINDS.map((kind) => (
                  <td key={kind} className={TD_NUMBER}>
                    {row.taps[kind]}
                  </td>
                ))}
                <ProgressCells row={row} />
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
    </Section>
  );
}

interface ProgressRow {
  key: string;
  name: string;
  leads: number;
  contacted: number;
  won: number;
}

/** The leads, contacted and won cells that end a row of the pages table and of each progress table. */
function ProgressCells({ row }: { row: Pick<ProgressRow, 'leads' | 'contacted' | 'won'> }) {
  return (
    <>
      <td className={TD_NUMBER}>{row.leads}</td>
      <td className={TD_NUMBER}>{row.contacted}</td>
      <td className={TD_NUMBER}>{row.won}</td>
    </>
  );
}

function ProgressTable({
  title,
  caption,
  first,
  rows,
  empty,
}: {
  title: string;
  caption: string;
  first: string;
  rows: ProgressRow[];
  empty?: string;
}) {
  const id = `growth-${title.toLowerCase()}`;
  return (
    <Section id={id} title={title}>
      {rows.length === 0 && empty ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <Scroll>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={TH}>
                  {first}
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Leads
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Contacted
                </th>
                <th scope="col" className={`${TH} text-right`}>
                  Won
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="px-3 py-2 font-normal break-all text-slate-900">
                    {row.name}
                  </th>
                  <ProgressCells row={row} />
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </Section>
  );
}
