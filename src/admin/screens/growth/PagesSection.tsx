import { TableScroll } from '../../kit/TableScroll';
import { useMemo } from 'react';
import { TAP_KIND_LABELS, TAP_KINDS, type GrowthFigures } from '../../../lib/api/growth';
import { creditedPageLabel } from '../../../lib/growth/landing-page';
import { Section } from '../../kit/Card';
import { TableHeader, useSort, type Column } from '../../kit/TableHeader';
import { sortPages, type PageSortKey } from './growth-view';
import { ProgressCells, TD_NUMBER } from './growth-tables';

const PAGE_COLUMNS: Column<PageSortKey>[] = [
  { key: 'page', label: 'Page', sticky: true },
  ...TAP_KINDS.map((kind) => ({ key: kind, label: TAP_KIND_LABELS[kind] })),
  { key: 'leads', label: 'Leads' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'won', label: 'Won' },
];

export function Pages({ rows }: { rows: GrowthFigures['pages'] }) {
  const [sort, choose] = useSort<PageSortKey>({ key: 'leads', descending: true }, (key) => key === 'page');
  const sorted = useMemo(() => sortPages(rows, sort), [rows, sort]);
  return (
    <Section id="growth-pages" title="Pages">
      <p className="mt-1 text-sm text-slate-700">
        Taps on each page&apos;s chat, call and e-mail links, and the leads whose visit began on it (the form may be on another page).
        Choose a column to sort.
      </p>
      <TableScroll label="Taps and leads per page">
        {/* Wider than a phone: it scrolls inside its box, the page names staying in view. */}
        <table className="mt-2 w-full min-w-[38rem] text-left text-sm">
          <caption className="sr-only">Taps and leads per page</caption>
          <TableHeader columns={PAGE_COLUMNS} sort={sort} onSort={choose} />
          <tbody className="divide-y divide-slate-100">
            {sorted.map((row) => (
              <tr key={row.page ?? ''}>
                <th scope="row" className="sticky left-0 bg-white px-3 py-2 font-normal whitespace-nowrap text-slate-900">
                  {creditedPageLabel(row.page)}
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
      </TableScroll>
    </Section>
  );
}
