import { TableScroll } from '../../kit/TableScroll';
import { useMemo, useState } from 'react';
import type { GrowthFigures } from '../../../lib/api/growth';
import type { SearchFigures } from '../../../lib/api/search-console';
import { monthLabel } from '../../../lib/time/months';
import { errorSentence } from '../../api/http';
import { useSearchQueries } from '../../api/search-console-api';
import { creditedPageLabel, OTHER_PAGES } from '../../../lib/growth/landing-page';
import { Section } from '../../kit/Card';
import { Modal } from '../../kit/Modal';
import { TableHeader, useSort, type Column } from '../../kit/TableHeader';
import { Button, QueryState } from '../../kit/ui';
import WeeklyChart, { type ChartSeries } from './WeeklyChart';
import { formatDay, formatWeek } from './growth-view';
import { TD_NUMBER } from './growth-tables';
import { formatCount, formatCtr, formatPer100, formatPosition, sortSearchPages, type SearchSortKey } from './search-view';

const COLUMNS: Column<SearchSortKey | 'queries'>[] = [
  { key: 'page', label: 'Page', sticky: true },
  { key: 'clicks', label: 'Clicks' },
  { key: 'impressions', label: 'Impressions' },
  { key: 'ctr', label: 'CTR' },
  { key: 'position', label: 'Position' },
  { key: 'leads', label: 'Leads' },
  { key: 'leadsPer100Clicks', label: 'Leads per 100 clicks' },
  { key: 'queries', label: 'Top queries', srOnly: true },
];
const QUERY_COLUMNS: Column<string>[] = [
  { key: 'query', label: 'Query', left: true },
  { key: 'clicks', label: 'Clicks' },
  { key: 'impressions', label: 'Impressions' },
  { key: 'position', label: 'Position' },
];
const WEEK_COLUMNS: Column<string>[] = [
  { key: 'week', label: 'Week of', left: true },
  { key: 'clicks', label: 'Clicks' },
  { key: 'impressions', label: 'Impressions' },
  { key: 'leads', label: 'Leads' },
];

/** Search Console per landing page beside its leads, each page's top queries a click away, and clicks beside leads per week. */
export function SearchPages({ figures, period }: { figures: GrowthFigures; period: string }) {
  const search = figures.search!;
  const [sort, choose] = useSort<SearchSortKey>({ key: 'clicks', descending: true }, (key) => key === 'page' || key === 'position');
  const [open, setOpen] = useState<string | null>(null);
  const sorted = useMemo(() => sortSearchPages(search.pages, sort), [search.pages, sort]);
  return (
    <>
      <Section id="growth-search-pages" title="Search Console per page">
        <p className="mt-1 text-sm text-slate-700">
          Google&apos;s clicks, impressions, click-through rate and average position (weighted by impressions) for each landing page of{' '}
          {search.property}, beside the leads whose visit began on it. Choose a column to sort; Queries shows what people searched.
          {search.dataThrough && ` Google's figures up to ${formatDay(search.dataThrough)}.`}
        </p>
        {search.pages.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No search figures or leads from a page in these days yet.</p>
        ) : (
          <TableScroll label="Search Console figures and leads per landing page">
            <table className="mt-2 w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Search Console figures and leads per landing page</caption>
              <TableHeader columns={COLUMNS} sort={sort} onSort={(key) => key !== 'queries' && choose(key)} />
              <tbody className="divide-y divide-slate-100">
                {sorted.map((row) => (
                  <tr key={row.page}>
                    <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-normal whitespace-nowrap text-slate-900">
                      {creditedPageLabel(row.page)}
                    </th>
                    <td className={TD_NUMBER}>{formatCount(row.clicks)}</td>
                    <td className={TD_NUMBER}>{formatCount(row.impressions)}</td>
                    <td className={TD_NUMBER}>{formatCtr(row.ctr)}</td>
                    <td className={TD_NUMBER}>{formatPosition(row.position)}</td>
                    <td className={TD_NUMBER}>{row.leads}</td>
                    <td className={TD_NUMBER}>{formatPer100(row.leadsPer100Clicks)}</td>
                    <td className="px-3 py-1 text-right">
                      {row.impressions > 0 && row.page !== OTHER_PAGES && (
                        <Button
                          variant="quiet"
                          className="px-2 py-1"
                          onClick={() => setOpen(row.page)}
                          aria-label={`Top queries of ${row.page}`}
                        >
                          Queries
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {open && <QueriesDialog property={search.property} page={open} from={figures.from} to={figures.to} onClose={() => setOpen(null)} />}
      </Section>
      <ClicksAndLeads figures={figures} search={search} period={period} />
    </>
  );
}

/** A row's top queries, of the property the table's figures are of (never one saved since the table was read). */
function QueriesDialog({
  property,
  page,
  from,
  to,
  onClose,
}: {
  property: string;
  page: string;
  from: string;
  to: string;
  onClose: () => void;
}) {
  const answer = useSearchQueries({ property, page, from, to });
  const data = answer.data;
  const shown = data?.queries.reduce((sum, query) => sum + query.clicks, 0) ?? 0;
  return (
    <Modal open onCancel={onClose} labelledBy="search-queries-title" className="w-[min(40rem,calc(100vw-2rem))]">
      <div className="space-y-3 p-5">
        <h2 id="search-queries-title" className="text-lg font-semibold text-slate-900">
          Top search queries of {page}
        </h2>
        {answer.isPending ? (
          <QueryState message="Loading..." />
        ) : answer.isError ? (
          <QueryState message={`Could not load the queries: ${errorSentence(answer.error)}`} onRetry={() => void answer.refetch()} />
        ) : data ? (
          <>
            <p className="text-sm text-slate-700">
              {data.fromMonth === data.toMonth
                ? `In ${monthLabel(data.fromMonth)}`
                : `From ${monthLabel(data.fromMonth)} to ${monthLabel(data.toMonth)}`}{' '}
              (queries are kept a month at a time).
            </p>
            {data.queries.length === 0 ? (
              <p className="text-sm text-slate-700">Google gave no queries for this page in these months.</p>
            ) : (
              <TableScroll label={`Top search queries of ${page}`}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Top search queries of {page}</caption>
                  <TableHeader columns={QUERY_COLUMNS} />
                  <tbody className="divide-y divide-slate-100">
                    {data.queries.map((query) => (
                      <tr key={query.query}>
                        <th scope="row" className="px-3 py-2 font-normal break-words text-slate-900">
                          {query.query}
                        </th>
                        <td className={TD_NUMBER}>{formatCount(query.clicks)}</td>
                        <td className={TD_NUMBER}>{formatCount(query.impressions)}</td>
                        <td className={TD_NUMBER}>{formatPosition(query.position)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
            <p className="text-xs text-slate-600">
              Google leaves out queries it anonymises to protect searchers&apos; privacy, so these queries add up to fewer clicks (
              {formatCount(shown)}) than the page&apos;s {formatCount(data.clicks)} in these months.
            </p>
          </>
        ) : null}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function ClicksAndLeads({ figures, search, period }: { figures: GrowthFigures; search: SearchFigures; period: string }) {
  const weeks = useMemo(() => figures.weeks.map((week) => week.week), [figures]);
  const leads = useMemo(() => figures.weeks.map((week) => Object.values(week.leads).reduce((sum, count) => sum + count, 0)), [figures]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Clicks', color: '#0072B2', values: search.weeks.map((week) => week.clicks) },
      { label: 'Leads', color: '#D55E00', values: leads, right: true },
    ],
    [search, leads],
  );
  return (
    <Section id="growth-clicks-leads" title="Clicks and leads per week" className="space-y-4 p-4">
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm text-slate-700">Google clicks (left scale) beside leads (right scale), per week.</figcaption>
        <WeeklyChart
          label={`Chart: Google clicks and leads per week, ${period}. The numbers are in the table below.`}
          weeks={weeks}
          series={series}
        />
      </figure>
      <details>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">The chart&apos;s numbers as a table</summary>
        <TableScroll label="Google clicks, impressions and leads per week">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Google clicks, impressions and leads per week</caption>
            <TableHeader columns={WEEK_COLUMNS} />
            <tbody className="divide-y divide-slate-100">
              {search.weeks.map((week, index) => (
                <tr key={week.week}>
                  <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                    {formatWeek(week.week)}
                  </th>
                  <td className={TD_NUMBER}>{formatCount(week.clicks)}</td>
                  <td className={TD_NUMBER}>{formatCount(week.impressions)}</td>
                  <td className={TD_NUMBER}>{leads[index]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </Section>
  );
}
