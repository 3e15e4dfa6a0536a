import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from 'sonner';
import { needsReauth } from '../../../api/mutation';
import { useReauth } from '../../../two-factor/ReauthPrompt';
import ListHeader from '../../../kit/ListHeader';
import Pager from '../../../kit/Pager';
import { Button, QueryState, SessionEnded } from '../../../kit/ui';
import { fetchLeadExport, type Lead, type LeadPageRead, type LeadQuery } from '../../../api/leads-api';
import { fetchSitePages } from '../../../api/growth-api';
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../../../lib/api/leads';
import { csvFilename, downloadCsv, toCsv } from '../../../../lib/csv/csv';
import { formatPktDateTime } from '../../../lib/dates';
import { leadCsvColumns } from '../../../lib/exports';
import { errorSentence } from '../../../api/http';
import { leadAddress } from './lead-address';
import { SpamReasons } from './SpamCheck';
import AddLeadForm from './AddLeadForm';
import { StatusBadge, AlertBadge, HandBadge } from './badges';
import { OpenLead } from './OpenLead';
import { useAdminApp } from '../../../app-context';
import { Card } from '../../../kit/Card';

const HEADING_ID = 'contacts-heading';

/**
 * The lead inbox (spec 2, 3: audit requests newest first, local date-time,
 * 'No contact submissions yet.'): one compact row per lead, paged on the
 * server, filtered by status and searchable. The open lead
 * (/admin/dashboard/contacts/<id>) shows beside the list from 1024 px, and
 * alone on smaller screens; it can be moved through its statuses, noted,
 * replied to, re-alerted and erased. Arrow keys, Home and End move through
 * the rows and open each.
 */
export default function LeadsTab({ query, filter, openLeadId }: { query: LeadPageRead; filter: LeadQuery; openLeadId: string | null }) {
  const [, navigate] = useLocation();
  const [search, setSearch] = useState(filter.q);
  const [exporting, setExporting] = useState(false);
  // Exporting every lead is for Admins (the server refuses Sales), so Sales is not offered it.
  const mayExport = useAdminApp().admin.role === 'admin';
  const reauth = useReauth();
  const [adding, setAdding] = useState(false);
  const filterId = useId();
  const searchId = useId();
  const data = query.data;
  const onFilterChange = (next: LeadQuery) => navigate(leadAddress(next));

  // Spam counts nowhere in the figures; the filter below still shows how much was set aside.
  const leadCount = data ? data.total - data.counts.spam : 0;
  const summary = data
    ? `${leadCount} audit ${leadCount === 1 ? 'request' : 'requests'}, ${data.counts.new} new, newest first.`
    : 'Audit requests sent through the website.';

  async function exportCsv() {
    setExporting(true);
    try {
      const [rows, site] = await Promise.all([fetchLeadExport(filter), fetchSitePages()]);
      downloadCsv(csvFilename('contact-submissions'), toCsv(leadCsvColumns(site), rows));
    } catch (error) {
      // Exports need the password checked in the last 5 minutes.
      if (needsReauth(error)) return reauth.ask(() => void exportCsv());
      toast.error('Export failed', { description: errorSentence(error) });
    } finally {
      setExporting(false);
    }
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilterChange({ ...filter, q: search, page: 1 });
  }

  const { paged } = query;

  return (
    <section aria-labelledby={HEADING_ID}>
      <div className={openLeadId ? 'max-lg:hidden' : undefined}>
        <ListHeader id={HEADING_ID} title="Contact submissions" summary={summary}>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!data || adding} onClick={() => setAdding(true)}>
              Add lead
            </Button>
            {mayExport && (
              <Button variant="secondary" disabled={!data?.total || exporting} onClick={() => void exportCsv()}>
                {exporting ? 'Preparing CSV...' : 'Download CSV'}
              </Button>
            )}
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
      {reauth.prompt}
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
    <Card as="ul" aria-label="Leads, newest first" onKeyDown={onKeyDown} className="divide-y divide-slate-100 overflow-hidden">
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
                  {formatPktDateTime(lead.created_at)}
                </time>
              )}
              <SpamReasons lead={lead} compact />
            </Link>
          </li>
        );
      })}
    </Card>
  );
}
