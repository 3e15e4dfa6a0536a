import { useMemo, useState } from 'react';
import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import ListHeader from '../../kit/ListHeader';
import Pager from '../../kit/Pager';
import { Button, QueryState, SessionEnded } from '../../kit/ui';
import { adminKeys, deleteSubscriber, fetchNewsletterExport, type NewsletterSubscriber } from '../../api/admin-api';
import { csvFilename, downloadCsv, toCsv } from '../../../lib/csv/csv';
import { formatLocalDate, newestFirst } from '../../lib/dates';
import { newsletterCsvColumns } from '../../lib/exports';
import { errorSentence } from '../../api/http';
import { paginate } from '../../lib/paging';

const PAGE_SIZE = 100;
const HEADING_ID = 'newsletters-heading';

/** Newsletter subscribers: e-mail and the local date they subscribed (spec 2, 3). */
export default function NewslettersTab({ query }: { query: UseQueryResult<NewsletterSubscriber[] | null> }) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => newestFirst(query.data ?? [], (row) => row.subscribed_at), [query.data]);
  const paged = paginate(sorted, page, PAGE_SIZE);

  async function downloadSubscribers() {
    try {
      const rows = newestFirst(await fetchNewsletterExport(), (row) => row.subscribed_at);
      downloadCsv(csvFilename('newsletter-subscribers'), toCsv(newsletterCsvColumns, rows));
    } catch (error) {
      toast.error('Export failed', { description: errorSentence(error) });
    }
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <ListHeader
        id={HEADING_ID}
        title="Newsletter subscribers"
        summary={
          query.data
            ? `${sorted.length} ${sorted.length === 1 ? 'subscriber' : 'subscribers'}, newest first.`
            : 'People who signed up in the site footer.'
        }
      >
        <Button variant="secondary" disabled={!sorted.length} onClick={() => void downloadSubscribers()}>
          Download CSV
        </Button>
      </ListHeader>

      {query.isPending ? (
        <QueryState message="Loading newsletter subscribers..." />
      ) : query.isError ? (
        <QueryState message={`Could not load newsletter subscribers: ${errorSentence(query.error)}`} onRetry={() => void query.refetch()} />
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
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    <span className="sr-only">Actions</span>
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
                    <td className="px-4 py-1.5 text-right">
                      <DeleteSubscriber email={subscriber.email} />
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

/** Erases one subscriber after a confirmation. */
function DeleteSubscriber({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteSubscriber(email),
    onSuccess: () => {
      toast.success('Subscriber deleted');
      return queryClient.invalidateQueries({ queryKey: adminKeys.newsletters });
    },
    onError: (error) => toast.error('Delete failed', { description: errorSentence(error) }),
  });
  if (!confirming) {
    return (
      <Button variant="quiet" onClick={() => setConfirming(true)} aria-label={`Delete ${email}`}>
        Delete
      </Button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <Button variant="primary" onClick={() => remove.mutate()} disabled={remove.isPending} aria-label={`Yes, delete ${email}`}>
        {remove.isPending ? 'Deleting...' : 'Yes, delete'}
      </Button>
      <Button variant="quiet" onClick={() => setConfirming(false)} disabled={remove.isPending}>
        Cancel
      </Button>
    </span>
  );
}
