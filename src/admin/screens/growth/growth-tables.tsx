import { TableScroll } from '../../kit/TableScroll';
import { Section } from '../../kit/Card';
import { TableHeader } from '../../kit/TableHeader';

export const TD_NUMBER = 'px-3 py-2 text-right tabular-nums';

interface ProgressRow {
  key: string;
  name: string;
  leads: number;
  contacted: number;
  won: number;
}

/** The leads, contacted and won cells that end a row of the pages table and of each progress table. */
export function ProgressCells({ row }: { row: Pick<ProgressRow, 'leads' | 'contacted' | 'won'> }) {
  return (
    <>
      <td className={TD_NUMBER}>{row.leads}</td>
      <td className={TD_NUMBER}>{row.contacted}</td>
      <td className={TD_NUMBER}>{row.won}</td>
    </>
  );
}

export function ProgressTable({
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
    <Section id={id} title={title} className="min-w-0 p-4">
      {rows.length === 0 && empty ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <TableHeader
              columns={[
                { key: 'name', label: first, left: true },
                { key: 'leads', label: 'Leads' },
                { key: 'contacted', label: 'Contacted' },
                { key: 'won', label: 'Won' },
              ]}
            />
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
        </TableScroll>
      )}
    </Section>
  );
}
