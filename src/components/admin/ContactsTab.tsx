import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import ListHeader from './ListHeader';
import Pager from './Pager';
import { Button, QueryState, SessionEnded } from './ui';
import type { ContactSubmission } from '../../lib/admin/admin-api';
import { csvFilename, downloadCsv, toCsv } from '../../lib/admin/csv';
import { formatLocalDateTime, newestFirst } from '../../lib/admin/dates';
import { contactCsvColumns } from '../../lib/admin/exports';
import { errorSentence } from '../../lib/admin/http';
import { emailHref, phoneHref, websiteHref } from '../../lib/admin/links';
import { paginate } from '../../lib/admin/paging';

/** Cards are tall; 25 a page keeps the tab quick to scan and to render. */
const PAGE_SIZE = 25;
const HEADING_ID = 'contacts-heading';

/** Audit requests, newest first, each with every field (spec 2, 3). */
export default function ContactsTab({ query }: { query: UseQueryResult<ContactSubmission[] | null> }) {
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => newestFirst(query.data ?? [], (row) => row.created_at), [query.data]);
  const paged = paginate(sorted, page, PAGE_SIZE);

  return (
    <section aria-labelledby={HEADING_ID}>
      <ListHeader
        id={HEADING_ID}
        title="Contact submissions"
        summary={
          query.data ? `${sorted.length} audit ${sorted.length === 1 ? 'request' : 'requests'}, newest first.` : 'Audit requests sent through the website.'
        }
      >
        <Button
          variant="secondary"
          disabled={!sorted.length}
          onClick={() => downloadCsv(csvFilename('contact-submissions'), toCsv(contactCsvColumns, sorted))}
        >
          Download CSV
        </Button>
      </ListHeader>

      {query.isPending ? (
        <QueryState message="Loading contact submissions..." />
      ) : query.isError ? (
        <QueryState
          message={`Could not load contact submissions: ${errorSentence(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : query.data === null ? (
        <SessionEnded />
      ) : sorted.length === 0 ? (
        <QueryState message="No contact submissions yet." />
      ) : (
        <>
          <ul className="space-y-3">
            {paged.items.map((contact) => (
              <li key={contact.id}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
          <Pager paged={paged} noun="submissions" onPageChange={setPage} />
        </>
      )}
    </section>
  );
}

function ContactCard({ contact }: { contact: ContactSubmission }) {
  const fields: { label: string; value: string | null | undefined; href?: string; external?: boolean }[] = [
    { label: 'Email', value: contact.email, href: emailHref(contact.email) },
    { label: 'Phone', value: contact.phone, href: phoneHref(contact.phone) },
    { label: 'Website', value: contact.website, href: websiteHref(contact.website), external: true },
    { label: 'Service required', value: contact.service_required },
    { label: 'Message', value: contact.message },
  ];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-base font-semibold break-words text-slate-900">{contact.name}</h3>
        <time dateTime={contact.created_at} className="text-sm text-slate-600">
          {formatLocalDateTime(contact.created_at)}
        </time>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="font-medium text-slate-600">{field.label}</dt>
            <dd className="mb-1 break-words whitespace-pre-line text-slate-900 sm:mb-0">
              {!field.value ? (
                <span className="text-slate-500">Not given</span>
              ) : field.href ? (
                <a
                  href={field.href}
                  className="text-brand-800 underline hover:text-brand-900"
                  {...(field.external && { target: '_blank', rel: 'noopener noreferrer nofollow' })}
                >
                  {field.value}
                  {field.external && <span className="sr-only"> (opens in a new tab)</span>}
                </a>
              ) : (
                field.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
