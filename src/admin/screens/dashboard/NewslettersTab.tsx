import { TableScroll } from '../../kit/TableScroll';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { needsReauth } from '../../api/mutation';
import { useReauth } from '../../two-factor/ReauthPrompt';
import ListHeader from '../../kit/ListHeader';
import Pager from '../../kit/Pager';
import { Button, QueryState, SessionEnded } from '../../kit/ui';
import {
  fetchNewsletterExport,
  useSubscribers,
  type SubscribersRead,
  useDeleteSubscriber,
  useReconfirmAll,
} from '../../api/subscribers-api';
import { csvFilename, downloadCsv, toCsv } from '../../../lib/csv/csv';
import { formatPktDate, newestFirst } from '../../lib/dates';
import { newsletterCsvColumns } from '../../lib/exports';
import { errorSentence } from '../../api/http';
import { paginate } from '../../lib/paging';
import { NEWSLETTER_STATUS_LABELS } from '../../../lib/api/newsletter';
import { Card } from '../../kit/Card';

const PAGE_SIZE = 100;
const HEADING_ID = 'newsletters-heading';

/** Beside the list (confirmed readers, and those from before confirmation was required): the others, by status. */
const FILTERS = [
  { value: 'list', label: 'On the list' },
  { value: 'pending', label: 'Pending' },
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'bounced', label: 'Bounced' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];

/**
 * Newsletter subscribers: e-mail and the local date they subscribed (spec 2, 3).
 * The list is who gets campaigns; pending, unsubscribed and bounced addresses
 * are filters beside it. The CSV carries the consent evidence.
 */
export default function NewslettersTab({ query: listQuery }: { query: SubscribersRead }) {
  const [filter, setFilter] = useState<Filter>('list');
  const filtered = useSubscribers(filter === 'list' ? undefined : filter, { enabled: filter !== 'list' });
  const query = filter === 'list' ? listQuery : filtered;
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => newestFirst(query.data ?? [], (row) => row.subscribed_at), [query.data]);
  const paged = paginate(sorted, page, PAGE_SIZE);
  const awaitingReconfirmation = (listQuery.data ?? []).filter((row) => row.status === 'legacy' && !row.reconfirmation_sent_at).length;
  const counted =
    filter === 'list' ? `${sorted.length} ${sorted.length === 1 ? 'subscriber' : 'subscribers'}` : `${sorted.length} ${filter}`;

  const reauth = useReauth();

  async function downloadSubscribers() {
    try {
      const rows = newestFirst(await fetchNewsletterExport(), (row) => row.subscribed_at);
      downloadCsv(csvFilename('newsletter-subscribers'), toCsv(newsletterCsvColumns, rows));
    } catch (error) {
      // Exports need the password checked in the last 5 minutes.
      if (needsReauth(error)) return reauth.ask(() => void downloadSubscribers());
      toast.error('Export failed', { description: errorSentence(error) });
    }
  }

  return (
    <section aria-labelledby={HEADING_ID}>
      <ListHeader
        id={HEADING_ID}
        title="Newsletter subscribers"
        summary={query.data ? `${counted}, newest first.` : 'People who signed up in the site footer.'}
      >
        <div className="flex flex-wrap gap-2">
          <Link
            href="/newsletter"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Write a newsletter
          </Link>
          <Button variant="secondary" disabled={!(listQuery.data ?? []).length} onClick={() => void downloadSubscribers()}>
            Download CSV
          </Button>
        </div>
      </ListHeader>

      <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((option) => (
          <Button
            key={option.value}
            variant={filter === option.value ? 'primary' : 'secondary'}
            aria-pressed={filter === option.value}
            onClick={() => {
              setFilter(option.value);
              setPage(1);
            }}
          >
            {option.label}
          </Button>
        ))}
      </div>
      {filter === 'list' && awaitingReconfirmation > 0 && <Reconfirm count={awaitingReconfirmation} />}

      {query.isPending ? (
        <QueryState message="Loading newsletter subscribers..." />
      ) : query.isError ? (
        <QueryState message={`Could not load newsletter subscribers: ${errorSentence(query.error)}`} onRetry={() => void query.refetch()} />
      ) : query.data === null ? (
        <SessionEnded />
      ) : sorted.length === 0 ? (
        <QueryState message={filter === 'list' ? 'No newsletter subscribers yet.' : `No ${filter} addresses.`} />
      ) : (
        <>
          <Card className="overflow-hidden">
            <TableScroll label="Newsletter subscribers">
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
                      Status
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
                        <time dateTime={subscriber.subscribed_at}>{formatPktDate(subscriber.subscribed_at)}</time>
                      </td>
                      <td className="px-4 py-2.5 text-xs text-slate-700">{NEWSLETTER_STATUS_LABELS[subscriber.status]}</td>
                      <td className="px-4 py-1.5 text-right">
                        <DeleteSubscriber email={subscriber.email} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </Card>
          <Pager paged={paged} noun="subscribers" onPageChange={setPage} />
        </>
      )}
      {reauth.prompt}
    </section>
  );
}

/** The one-time mail asking readers from before double opt-in to confirm, sent in rounds of 50 until none is left. */
function Reconfirm({ count }: { count: number }) {
  const send = useReconfirmAll({
    onSuccess: ({ sent, failed }) => toast.success(`Re-confirmation sent to ${sent}${failed ? `; ${failed} failed` : ''}`),
  });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <span>
        {count} {count === 1 ? 'reader' : 'readers'} signed up before confirmation was required and get no campaign until they confirm.
      </span>
      <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
        {send.isPending ? 'Sending...' : `Ask ${count === 1 ? 'them' : `all ${count}`} to confirm`}
      </Button>
    </div>
  );
}

/** Erases one subscriber after a confirmation. */
function DeleteSubscriber({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteSubscriber({ onSuccess: () => toast.success('Subscriber deleted') });
  return (
    <>
      <Button variant="quiet" onClick={() => setConfirming(true)} aria-label={`Delete ${email}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this subscriber?"
        confirmLabel="Yes, delete"
        confirmAriaLabel={`Yes, delete ${email}`}
        pendingLabel="Deleting..."
        pending={remove.isPending}
        danger
        onConfirm={() => remove.mutate(email)}
        onCancel={() => setConfirming(false)}
      >
        <p>{email} is erased from the newsletter list.</p>
      </ConfirmDialog>
    </>
  );
}
