import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import ListHeader from './ListHeader';
import Pager from './Pager';
import { Button, QueryState, SessionEnded } from './ui';
import type { NewsletterSubscriber } from '../../lib/admin/admin-api';
import { csvFilename, downloadCsv, toCsv } from '../../lib/admin/csv';
import { formatLocalDate, newestFirst } from '../../lib/admin/dates';
import { newsletterCsvColumns } from '../../lib/admin/exports';
import { errorSentence } from '../../lib/admin/http';
import { paginate } from '../../lib/admin/paging';

const PAGE_SIZE = 100;
const HEADING_ID = 'newsletters-heading';

/** Newsletter subscribers: e-mail and the local date they subscribed (spec 2, 3). */
export default function NewslettersTab({ query }: { query: UseQueryResult<NewsletterSubscriber[] | null> }) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => newestFirst(query.data ?? [], (row) => row.subscribed_at), [query.data]);
  const paged = paginate(sorted, page, PAGE_SIZE);

  return (
    <section aria-labelledby={HEADING_ID}>
      <ListHeader
        id={HEADING_ID}
        title="Newsletter subscribers"
        summary={
          query.data ? `${sorted.length} ${sorted.length === 1 ? 'subscriber' : 'subscribers'}, newest first.` : 'People who signed up in the site footer.'
        }
      >
        <Button
          variant="secondary"
          disabled={!sorted.length}
          onClick={() => downloadCsv(csvFilename('newsletter-subscribers'), toCsv(newsletterCsvColumns, sorted))}
        >
          Download CSV
        </Button>
      </ListHeader>

      {query.isPending ? (
        <QueryState message="Loading newsletter subscribers..." />
      ) : query.isError ? (
        <QueryState
          message={`Could not load newsletter subscribers: ${errorSentence(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === null ? (
        <SessionEnded />
      ) : sorted.length === 0 ? (
        <QueryState message="No newsletter subscribers yet." />
      ) : (
        <>
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Newsletter subscribers, newest first</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Email
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-semibold whitespace-nowrap">
                    Subscribed on
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {paged.items.map((subscriber) => (
                  <tr key={subscriber.id}>
                    <td className="px-4 py-2.5 break-all text-slate-900">{subscriber.email}</td>
                    <td className="px-4 py-2.5 whitespace-nowrap text-slate-700">
                      <time dateTime={subscriber.subscribed_at}>{formatLocalDate(subscriber.subscribed_at)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager paged={paged} noun="subscribers" onPageChange={setPage} />
        </>
      )}
    </section>
  );
}
