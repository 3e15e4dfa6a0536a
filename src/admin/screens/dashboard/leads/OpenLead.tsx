import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { Button, FIELD_CLASSES, QueryState } from '../../../kit/ui';
import {
  DEFAULT_CONTACT_QUERY,
  useChangeLead,
  useDeleteLead,
  useLead,
  useResendLeadAlert,
  type Lead,
  type LeadStatus,
} from '../../../api/leads-api';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, LEAD_NOTE_MAX } from '../../../../lib/api/leads';
import { formatPktDateTime } from '../../../lib/dates';
import { useOpenItemTitle } from '../../../lib/document-title';
import { errorSentence, errorStatus } from '../../../api/http';
import { emailHref, leadWhatsappHref, phoneHref, websiteHref } from '../../../lib/links';
import { HandBadge, StatusBadge } from './badges';
import { leadAddress } from './lead-address';
import { leadSourceFacts } from '../../../../lib/growth/lead-source';
import { useSitePages } from '../../../api/growth-api';
import { SpamActions, SpamReasons } from './SpamCheck';
import { LeadAudit } from './LeadAudit';
import { LeadClient } from './LeadClient';
import { useAdminApp } from '../../../app-context';
import { Card } from '../../../kit/Card';

/** The open lead: from the list while its own record loads, then the stored record. */
export function OpenLead({
  id,
  listed,
  alertsEnabled,
  backTo,
}: {
  id: string;
  listed: Lead | undefined;
  alertsEnabled: boolean;
  backTo: string;
}) {
  const lead = useLead(id, { placeholderData: listed });
  useOpenItemTitle(lead.data?.name);
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

function useLeadMutations(backTo: string) {
  const [, navigate] = useLocation();
  const change = useChangeLead({ onSuccess: () => toast.success('Lead updated') });
  const remove = useDeleteLead({
    onSuccess: () => {
      toast.success('Lead deleted', { description: 'It is gone from the store and from the next export.' });
      navigate(backTo);
    },
  });
  const resend = useResendLeadAlert({
    onSuccess: (lead) => {
      if (lead?.alert.state === 'sent') toast.success('Alert sent');
      else toast.error('Alert not sent', { description: lead?.alert.error ?? 'The mail server did not take it.' });
    },
  });
  return { change, remove, resend };
}

function LeadCard({ lead, alertsEnabled, backTo }: { lead: Lead; alertsEnabled: boolean; backTo: string }) {
  const [note, setNote] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Deleting a lead is for Admins (the server refuses Sales), so Sales is not offered it.
  const mayDelete = useAdminApp().admin.role === 'admin';
  const { change, remove, resend } = useLeadMutations(backTo);
  // The site's pages, so the card names the landing page as the growth figures count it (until they load: as recorded).
  const site = useSitePages();
  const statusId = useId();
  const noteId = useId();
  const fields: { label: string; value: string | null | undefined; href?: string; external?: boolean }[] = [
    { label: 'Email', value: lead.email, href: emailHref(lead.email) },
    { label: 'Phone', value: lead.phone, href: phoneHref(lead.phone) },
    { label: 'Website', value: lead.website, href: websiteHref(lead.website), external: true },
    { label: 'Service required', value: lead.service_required },
    { label: 'Message', value: lead.message },
  ];
  const sourceFacts = leadSourceFacts(lead, site.data ?? undefined);
  const whatsapp = leadWhatsappHref(lead);
  const mail = emailHref(lead.email);
  const call = phoneHref(lead.phone);
  const busy = change.isPending || remove.isPending;

  function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!note.trim()) return;
    change.mutate({ id: lead.id, change: { note } }, { onSuccess: () => setNote('') });
  }

  return (
    <Card as="article" aria-label={lead.name} className="p-4 sm:p-5">
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
          {formatPktDateTime(lead.created_at)}
        </time>
      </div>
      {lead.repeat_of && (
        <p className="mt-2 text-sm text-slate-700">
          Same e-mail or phone as{' '}
          <Link href={leadAddress(DEFAULT_CONTACT_QUERY, lead.repeat_of)} className="text-brand-800 underline hover:text-brand-900">
            an earlier request
          </Link>{' '}
          within a day.
        </p>
      )}
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
      <SpamReasons lead={lead} />

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
        <SpamActions lead={lead} busy={busy} onStatus={(status) => change.mutate({ id: lead.id, change: { status } })} />
        {lead.alert.state === 'failed' && alertsEnabled && (
          <Button variant="secondary" onClick={() => resend.mutate(lead.id)} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Re-send alert'}
          </Button>
        )}
      </div>
      <LeadAudit lead={lead} />
      <LeadClient lead={lead} />

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
              onChange={(event) => change.mutate({ id: lead.id, change: { status: event.target.value as LeadStatus } })}
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
              className={`${FIELD_CLASSES.textarea} text-sm`}
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
                    {formatPktDateTime(event.at)}
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

      {mayDelete && (
        <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3 text-sm">
          <Button variant="quiet" onClick={() => setConfirmingDelete(true)}>
            Delete lead
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            title="Delete this lead?"
            confirmLabel="Yes, delete"
            pendingLabel="Deleting..."
            pending={remove.isPending}
            danger
            onConfirm={() => remove.mutate(lead.id)}
            onCancel={() => setConfirmingDelete(false)}
          >
            <p>{lead.name}'s request, notes and history are deleted for good.</p>
          </ConfirmDialog>
        </div>
      )}
    </Card>
  );
}
