import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import ListHeader from '../../../kit/ListHeader';
import Pager from '../../../kit/Pager';
import { Button, QueryState, SessionEnded } from '../../../kit/ui';
import {
  adminKeys,
  changeLead,
  deleteLead,
  fetchLead,
  fetchLeadExport,
  resendLeadAlert,
  type LeadPage,
  type LeadQuery,
  type Lead,
  type LeadStatus,
} from '../../../api/admin-api';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_NOTE_MAX } from '../../../../lib/api/leads';
import { csvFilename, downloadCsv, toCsv } from '../../../../lib/csv/csv';
import { formatLocalDateTime } from '../../../lib/dates';
import { leadCsvColumns } from '../../../lib/exports';
import { errorSentence, errorStatus } from '../../../api/http';
import { leadAddress } from './lead-address';
import AddLeadForm from './AddLeadForm';
import { leadSourceFacts } from '../../../../lib/growth/lead-source';
import { emailHref, leadWhatsappHref, phoneHref, websiteHref } from '../../../lib/links';
import type { Paged } from '../../../lib/paging';

const HEADING_ID = 'contacts-heading';

const STATUS_TONES: Record<LeadStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  contacted: 'bg-sky-100 text-sky-900',
  qualified: 'bg-indigo-100 text-indigo-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
};

/**
 * The lead inbox (spec 2, 3: audit requests newest first, local date-time,
 * 'No contact submissions yet.'): one compact row per lead, paged on the
 * server, filtered by status and searchable. The open lead
 * (/admin/dashboard/contacts/<id>) shows beside the list from 1024 px, and
 * alone on smaller screens; it can be moved through its statuses, noted,
 * replied to, re-alerted and erased. Arrow keys, Home and End move through
 * the rows and open each.
 */
export default function LeadsTab({
  query,
  filter,
  openLeadId,
}: {
  query: UseQueryResult<LeadPage | null>;
  filter: LeadQuery;
  openLeadId: string | null;
}) {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState(filter.q);
  const [exporting, setExporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const filterId = useId();
  const searchId = useId();
  const data = query.data;
  const onFilterChange = (next: LeadQuery) => navigate(leadAddress(next));

  const summary = data
    ? `${data.total} audit ${data.total === 1 ? 'request' : 'requests'}, ${data.counts.new} new, newest first.`
    : 'Audit requests sent through the website.';

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = await fetchLeadExport(filter);
      downloadCsv(csvFilename('contact-submissions'), toCsv(leadCsvColumns, rows));
    } catch (error) {
      toast.error('Export failed', { description: errorSentence(error) });
    } finally {
      setExporting(false);
    }
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilterChange({ ...filter, q: search, page: 1 });
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.matching / data.pageSize)) : 1;
  const paged: Paged<Lead> | null = data
    ? {
        items: data.items,
        page: data.page,
        pageCount,
        from: data.matching ? (data.page - 1) * data.pageSize + 1 : 0,
        to: (data.page - 1) * data.pageSize + data.items.length,
        total: data.matching,
      }
    : null;

  return (
    <section aria-labelledby={HEADING_ID}>
      <div className={openLeadId ? 'max-lg:hidden' : undefined}>
        <ListHeader id={HEADING_ID} title="Contact submissions" summary={summary}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!data || adding} onClick={() => setAdding(true)}>
              Add lead
            </Button>
            <Button variant="secondary" disabled={!data?.total || exporting} onClick={() => void exportCsv()}>
              {exporting ? 'Preparing CSV...' : 'Download CSV'}
            </Button>
          </div>
        </ListHeader>

        {adding && <AddLeadForm filter={filter} onClose={() => setAdding(false)} />}

        {data && !data.alerts.enabled && (
          <p role="note" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            E-mail alerts are off: new leads are not e-mailed to the agency. Set SMTP_URL and LEAD_NOTIFY_TO to turn them on.
          </p>
        )}

        {data && data.total > 0 && (
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={filterId} className="block text-sm font-medium text-slate-800">
                Show
              </label>
              <select
                id={filterId}
                value={filter.status}
                onChange={(event) => onFilterChange({ ...filter, status: event.target.value as LeadQuery['status'], page: 1 })}
                className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
              >
                <option value="active">All but spam ({data.total - data.counts.spam})</option>
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {LEAD_STATUS_LABELS[status]} ({data.counts[status]})
                  </option>
                ))}
                <option value="all">Everything ({data.total})</option>
              </select>
            </div>
            <form role="search" onSubmit={submitSearch} className="flex max-w-full flex-wrap items-end gap-2">
              <div className="max-w-full">
                <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
                  Search name, e-mail, phone or website
                </label>
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  maxLength={200}
                  onChange={(event) => setSearch(event.target.value)}
                  className="mt-1 block w-64 max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
                />
              </div>
              <Button type="submit" variant="secondary">
                Search
              </Button>
            </form>
          </div>
        )}
      </div>

      <div className={openLeadId ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-start lg:gap-6' : undefined}>
        <div className={openLeadId ? 'max-lg:hidden' : undefined}>
          {query.isPending ? (
            <QueryState message="Loading contact submissions..." />
          ) : query.isError ? (
            <QueryState
              message={`Could not load contact submissions: ${errorSentence(query.error)}`}
              onRetry={() => void query.refetch()}
            />
          ) : data === null || data === undefined ? (
            <SessionEnded />
          ) : data.total === 0 ? (
            <QueryState message="No contact submissions yet." />
          ) : data.items.length === 0 ? (
            <QueryState message="No leads match this filter." />
          ) : (
            <>
              <LeadRows leads={data.items} openLeadId={openLeadId} filter={filter} compact={Boolean(openLeadId)} />
              {paged && <Pager paged={paged} noun="submissions" onPageChange={(page) => onFilterChange({ ...filter, page })} />}
            </>
          )}
        </div>
        {openLeadId && (
          <OpenLead
            id={openLeadId}
            listed={data?.items.find((lead) => lead.id === openLeadId)}
            alertsEnabled={data?.alerts.enabled ?? true}
            backTo={leadAddress(filter)}
          />
        )}
      </div>
    </section>
  );
}

/** One line per lead: name, business (website), service, status, alert, received. A row is a link to the lead. */
function LeadRows({
  leads,
  openLeadId,
  filter,
  compact,
}: {
  leads: readonly Lead[];
  openLeadId: string | null;
  filter: LeadQuery;
  compact: boolean;
}) {
  const [, navigate] = useLocation();

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-lead-id]')];
    const at = links.findIndex((link) => link === document.activeElement);
    const target =
      event.key === 'ArrowDown'
        ? links[Math.min(at + 1, links.length - 1)]
        : event.key === 'ArrowUp'
          ? links[Math.max(at - 1, 0)]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
    // Stepping through the rows replaces the address, so Back leaves the inbox rather than replaying every row.
    navigate(leadAddress(filter, target.dataset.leadId), { replace: true });
  }

  const columns = compact
    ? 'sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_auto]'
    : 'sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1fr)_6.5rem_6rem_9rem]';
  return (
    <ul
      aria-label="Leads, newest first"
      onKeyDown={onKeyDown}
      className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {leads.map((lead) => {
        const open = lead.id === openLeadId;
        return (
          <li key={lead.id}>
            <Link
              href={leadAddress(filter, lead.id)}
              data-lead-id={lead.id}
              aria-current={open ? 'true' : undefined}
              className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-0.5 px-3 py-1.5 text-sm ${columns} ${
                open ? 'bg-brand-50 ring-2 ring-brand-600 ring-inset' : 'hover:bg-slate-50'
              }`}
            >
              <span className="truncate font-semibold text-slate-900">{lead.name}</span>
              <span className={`truncate text-slate-700 ${compact ? 'max-sm:hidden' : 'max-sm:order-last max-sm:col-span-2'}`}>
                {lead.website || <span className="text-slate-500">No website</span>}
              </span>
              {!compact && <span className="truncate text-slate-700 max-sm:hidden">{lead.service_required || '—'}</span>}
              <span className="flex items-center gap-1 justify-self-end sm:justify-self-start">
                <StatusBadge status={lead.status} />
                {lead.entry !== 'form' && <HandBadge />}
                {compact && <AlertBadge lead={lead} />}
              </span>
              {!compact && (
                <span className="max-sm:hidden">
                  <AlertBadge lead={lead} />
                </span>
              )}
              {!compact && (
                <time dateTime={lead.created_at} className="text-xs whitespace-nowrap text-slate-600 max-sm:hidden">
                  {formatLocalDateTime(lead.created_at)}
                </time>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A lead staff typed in after a chat, a call or a visit. */
function HandBadge() {
  return (
    <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900">Added by hand</span>
  );
}

function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>{LEAD_STATUS_LABELS[status]}</span>;
}

const ALERT_LABELS: Record<Lead['alert']['state'], string> = {
  sent: 'Alert sent',
  failed: 'Alert not sent',
  pending: 'Alert pending',
  off: 'No alert',
};

function AlertBadge({ lead }: { lead: Lead }) {
  const failed = lead.alert.state === 'failed';
  return (
    <span
      className={`text-xs whitespace-nowrap ${failed ? 'rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900' : 'text-slate-600'}`}
    >
      {ALERT_LABELS[lead.alert.state]}
    </span>
  );
}

/** The open lead: from the list while its own record loads, then the stored record. */
function OpenLead({ id, listed, alertsEnabled, backTo }: { id: string; listed: Lead | undefined; alertsEnabled: boolean; backTo: string }) {
  const lead = useQuery({ queryKey: adminKeys.lead(id), queryFn: () => fetchLead(id), placeholderData: listed });
  return (
    <div className="mt-0 lg:sticky lg:top-6">
      <Link href={backTo} className="mb-3 inline-block text-sm font-semibold text-brand-800 underline hover:text-brand-900 lg:hidden">
        Back to all leads
      </Link>
      {lead.data ? (
        <LeadCard lead={lead.data} alertsEnabled={alertsEnabled} backTo={backTo} />
      ) : lead.isError ? (
        <QueryState
          message={
            errorStatus(lead.error) === 404
              ? 'This lead does not exist (it may have been deleted).'
              : `Could not open the lead: ${errorSentence(lead.error)}`
          }
        />
      ) : (
        <QueryState message="Loading the lead..." />
      )}
    </div>
  );
}

function useLeadMutations(id: string, backTo: string) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.leads });
  const change = useMutation({
    mutationFn: (input: { status?: LeadStatus; note?: string }) => changeLead(id, input),
    onSuccess: () => {
      toast.success('Lead updated');
      return refresh();
    },
    onError: (error) => toast.error('Update failed', { description: errorSentence(error) }),
  });
  const remove = useMutation({
    mutationFn: () => deleteLead(id),
    onSuccess: () => {
      toast.success('Lead deleted', { description: 'It is gone from the store and from the next export.' });
      queryClient.removeQueries({ queryKey: adminKeys.lead(id) });
      navigate(backTo);
      return refresh();
    },
    onError: (error) => toast.error('Delete failed', { description: errorSentence(error) }),
  });
  const resend = useMutation({
    mutationFn: () => resendLeadAlert(id),
    onSuccess: (lead) => {
      if (lead?.alert.state === 'sent') toast.success('Alert sent');
      else toast.error('Alert not sent', { description: lead?.alert.error ?? 'The mail server did not take it.' });
      return refresh();
    },
    onError: (error) => toast.error('Alert not sent', { description: errorSentence(error) }),
  });
  return { change, remove, resend };
}

function LeadCard({ lead, alertsEnabled, backTo }: { lead: Lead; alertsEnabled: boolean; backTo: string }) {
  const [note, setNote] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { change, remove, resend } = useLeadMutations(lead.id, backTo);
  const statusId = useId();
  const noteId = useId();
  const fields: { label: string; value: string | null | undefined; href?: string; external?: boolean }[] = [
    { label: 'Email', value: lead.email, href: emailHref(lead.email) },
    { label: 'Phone', value: lead.phone, href: phoneHref(lead.phone) },
    { label: 'Website', value: lead.website, href: websiteHref(lead.website), external: true },
    { label: 'Service required', value: lead.service_required },
    { label: 'Message', value: lead.message },
  ];
  const sourceFacts = leadSourceFacts(lead);
  const whatsapp = leadWhatsappHref(lead);
  const mail = emailHref(lead.email);
  const call = phoneHref(lead.phone);
  const busy = change.isPending || remove.isPending;

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return;
    change.mutate({ note }, { onSuccess: () => setNote('') });
  }

  return (
    <article aria-label={lead.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex flex-wrap items-baseline gap-2">
          <h3 className="text-base font-semibold break-words text-slate-900">{lead.name}</h3>
          <StatusBadge status={lead.status} />
          {lead.entry !== 'form' && <HandBadge />}
          {lead.alert.state === 'failed' && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Alert not sent</span>
          )}
        </div>
        <time dateTime={lead.created_at} className="text-sm text-slate-600">
          {formatLocalDateTime(lead.created_at)}
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
      {sourceFacts.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-medium text-slate-800">Where it came from</h4>
          <dl aria-label="Where it came from" className="mt-1 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
            {sourceFacts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-medium text-slate-600">{fact.label}</dt>
                <dd className="mb-1 break-words text-slate-900 sm:mb-0">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}

      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        {whatsapp && (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Reply on WhatsApp<span className="sr-only"> to {lead.name} (opens in a new tab)</span>
          </a>
        )}
        {mail && (
          <a
            href={`${mail}?subject=${encodeURIComponent('Your free SEO audit request')}`}
            className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            E-mail<span className="sr-only"> {lead.name}</span>
          </a>
        )}
        {call && (
          <a href={call} className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50">
            Call<span className="sr-only"> {lead.name}</span>
          </a>
        )}
        {lead.alert.state === 'failed' && alertsEnabled && (
          <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Re-send alert'}
          </Button>
        )}
      </div>

      <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2 lg:grid-cols-1">
        <div className="space-y-3">
          <div>
            <label htmlFor={statusId} className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select
              id={statusId}
              value={lead.status}
              disabled={busy}
              onChange={(event) => change.mutate({ status: event.target.value as LeadStatus })}
              className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            >
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <form onSubmit={addNote}>
            <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
              Add a note
            </label>
            <textarea
              id={noteId}
              rows={2}
              maxLength={LEAD_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            />
            <Button type="submit" variant="secondary" className="mt-2" disabled={busy || !note.trim()}>
              {change.isPending ? 'Saving...' : 'Save note'}
            </Button>
          </form>
        </div>
        <div>
          <h4 className="text-sm font-medium text-slate-800">History</h4>
          {lead.events.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No changes yet.</p>
          ) : (
            <ol className="mt-1 space-y-1 text-sm text-slate-800">
              {[...lead.events].reverse().map((event, index) => (
                <li key={`${event.at}-${index}`}>
                  <time dateTime={event.at} className="text-slate-600">
                    {formatLocalDateTime(event.at)}
                  </time>{' '}
                  <span className="font-medium">{event.by}</span>:{' '}
                  {event.kind === 'status' ? (
                    `${LEAD_STATUS_LABELS[event.from]} → ${LEAD_STATUS_LABELS[event.to]}`
                  ) : (
                    <span className="whitespace-pre-line">{event.text}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
        {confirmingDelete ? (
          <>
            <span role="alert" className="text-slate-800">
              Delete this lead and all its data for good?
            </span>
            <Button variant="primary" onClick={() => remove.mutate()} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Yes, delete'}
            </Button>
            <Button variant="quiet" onClick={() => setConfirmingDelete(false)} disabled={remove.isPending}>
              Cancel
            </Button>
          </>
        ) : (
          <Button variant="quiet" onClick={() => setConfirmingDelete(true)}>
            Delete lead
          </Button>
        )}
      </div>
    </article>
  );
}
