import { TableScroll } from '../../kit/TableScroll';
import { useMemo, useState } from 'react';
import { TAP_KIND_LABELS, TAP_KINDS, type GrowthFigures } from '../../../lib/api/growth';
import { Section } from '../../kit/Card';
import { sortPages, type PageSort, type PageSortKey } from './growth-view';
import { ProgressCells, TD_NUMBER, TH } from './growth-tables';

const PAGE_COLUMNS: { key: PageSortKey; label: string }[] = [
  { key: 'page', label: 'Page' },
  ...TAP_KINDS.map((kind) => ({ key: kind, label: TAP_KIND_LABELS[kind] })),
  { key: 'leads', label: 'Leads' },
  { key: 'contacted', label: 'Contacted' },
  { key: 'won', label: 'Won' },
];

export function Pages({ rows }: { rows: GrowthFigures['pages'] }) {
  const [sort, setSort] = useState<PageSort>({ key: 'leads', descending: true });
  const sorted = useMemo(() => sortPages(rows, sort), [rows, sort]);
  const choose = (key: PageSortKey) =>
    setSort((current) => (current.key === key ? { key, descending: !current.descending } : { key, descending: key !== 'page' }));
  return (
    <Section id="growth-pages" title="Pages">
      <p className="mt-1 text-sm text-slate-700">
        Taps on each page&apos;s chat, call and e-mail links, and the leads sent from it. Choose a column to sort.
      </p>
      <TableScroll label="Taps and leads per page">
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
      </TableScroll>
    </Section>
  );
}
