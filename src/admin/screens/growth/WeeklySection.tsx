import { TableScroll } from '../../kit/TableScroll';
import { useMemo } from 'react';
import { CHANNEL_LABELS, type Channel } from '../../../lib/api/leads';
import { TAP_KIND_LABELS, TAP_KINDS, type GrowthFigures } from '../../../lib/api/growth';
import { Section } from '../../kit/Card';
import WeeklyChart, { type ChartSeries } from './WeeklyChart';
import { formatWeek } from './growth-view';
import { TableHeader } from '../../kit/TableHeader';
import { TD_NUMBER } from './growth-tables';

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

export function Weekly({ figures, period }: { figures: GrowthFigures; period: string }) {
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
        <TableScroll label="Leads by channel and taps by kind, per week">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Leads by channel and taps by kind, per week</caption>
            <TableHeader
              columns={[
                { key: 'week', label: 'Week of', left: true },
                ...leadSeries.map((series) => ({ key: `lead-${series.label}`, label: series.label })),
                ...TAP_KINDS.map((kind) => ({ key: `tap-${kind}`, label: `${TAP_KIND_LABELS[kind]} taps` })),
              ]}
            />
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
        </TableScroll>
      </details>
    </Section>
  );
}
