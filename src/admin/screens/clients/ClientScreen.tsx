import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import {
  CLIENT_LIMITS,
  CLIENT_STATUSES,
  CLIENT_STATUS_LABELS,
  clientFieldsSchema,
  clientPropertySchema,
  type ClientFields,
  type ClientStatus,
} from '../../../lib/api/clients';
import { monthLabel } from '../../../lib/time/months';
import {
  useAddWork,
  useChangeClient,
  useClient,
  useEditWork,
  useEraseClient,
  useMakeReport,
  useReportSent,
  useSetClientProperty,
  type ClientDetail,
} from '../../api/clients-api';
import { errorSentence, errorStatus } from '../../api/http';
import { useAdminApp } from '../../app-context';
import { Section } from '../../kit/Card';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { Button, FIELD_CLASSES, FormField, QueryState, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatPktDate, formatPktDateTime } from '../../lib/dates';
import { useOpenItemTitle } from '../../lib/document-title';
import ClientProof from './ClientProof';

/** One client: its details, its Search Console property (set by an Admin), the work log, the monthly reports, its status. */
export default function ClientScreen({ id }: { id: string }) {
  const client = useClient(id);
  useOpenItemTitle(client.data?.client.businessName);
  if (client.isPending) return <QueryState message="Loading the client..." />;
  if (client.isError)
    return (
      <QueryState
        message={
          errorStatus(client.error) === 404
            ? 'There is no such client (it may have been erased).'
            : `Could not open the client: ${errorSentence(client.error)}`
        }
      />
    );
  const detail = client.data;
  return (
    <div className="space-y-6">
      <div>
        <Link href="/clients" className="text-sm font-semibold text-brand-800 underline hover:text-brand-900">
          All clients
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{detail.client.businessName}</h1>
        <p className="text-sm text-slate-600">
          Client since {formatPktDate(detail.client.createdAt)}
          {detail.client.leadId && (
            <>
              {' · '}
              <Link href={`/dashboard/contacts/${detail.client.leadId}`} className="text-brand-800 underline hover:text-brand-900">
                Made from a lead
              </Link>
            </>
          )}
        </p>
      </div>
      <Details key={detail.client.updatedAt} detail={detail} />
      <Property key={`property-${detail.client.property}`} detail={detail} />
      <WorkLog detail={detail} />
      <Reports detail={detail} />
      <ClientProof clientId={detail.client.id} />
      <Status detail={detail} />
    </div>
  );
}

function Details({ detail }: { detail: ClientDetail }) {
  const { client } = detail;
  const [values, setValues] = useState<ClientFields>({
    businessName: client.businessName,
    contactName: client.contactName,
    phone: client.phone,
    email: client.email,
    website: client.website,
    nextMonth: client.nextMonth,
  });
  const fields = useFieldErrors();
  const id = useId();
  const save = useChangeClient({ onSuccess: () => toast.success('Saved'), onError: (error) => void fields.fromServer(error) });
  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.check(clientFieldsSchema, values, 'Not saved')) return;
    save.mutate({ id: client.id, change: values });
  }
  const text = (name: keyof ClientFields, label: string, extra: { inputMode?: 'tel' | 'email' | 'url'; hint?: string } = {}) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={values[name]}
      error={fields.errors[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      spellCheck={name === 'businessName' || name === 'contactName'}
      {...extra}
    />
  );
  return (
    <Section id={`${id}-title`} title="Contact and website">
      <form onSubmit={send} noValidate className="mt-3 grid max-w-2xl gap-3">
        {text('businessName', 'Business name')}
        {text('contactName', 'Contact name')}
        {text('phone', 'Phone or WhatsApp', {
          inputMode: 'tel',
          hint: client.whatsapp
            ? `WhatsApp: +${client.whatsapp}`
            : 'Not a Pakistani number WhatsApp can reach: reports cannot be sent on WhatsApp.',
        })}
        {text('email', 'E-mail', { inputMode: 'email' })}
        {text('website', 'Website', { inputMode: 'url' })}
        <FormField
          id={`${id}-next`}
          label="Next month"
          hint="What we plan for next month, shown at the end of the next report."
          error={fields.errors.nextMonth}
        >
          <textarea
            rows={3}
            maxLength={CLIENT_LIMITS.nextMonth}
            value={values.nextMonth}
            onChange={(event) => setValues({ ...values, nextMonth: event.target.value })}
            className={`${FIELD_CLASSES.textarea} text-sm`}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/**
 * The client's Search Console property: its report reads it with the site's own service account,
 * which reads the agency's figures too, so only an Admin sets it (the server refuses the rest, and a
 * property whose figures are the site's or another client's).
 */
function Property({ detail }: { detail: ClientDetail }) {
  const { client } = detail;
  const id = useId();
  const mayEdit = useAdminApp().admin.role === 'admin';
  const [property, setProperty] = useState(client.property);
  const fields = useFieldErrors();
  const save = useSetClientProperty({
    onSuccess: () => toast.success('Property saved'),
    onError: (error) => void fields.fromServer(error),
  });
  const account = detail.serviceAccountEmail;
  const howToAdd = `Ask the client to add ${account ?? 'the site’s service account (its key is not set yet)'} as a user with Restricted permission in Search Console (Settings → Users and permissions); where Search Console refuses a service account, as a delegated owner on the property’s verification page.`;
  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.check(clientPropertySchema, { property }, 'Property not saved')) return;
    save.mutate({ id: client.id, property });
  }
  return (
    <Section id={`${id}-title`} title="Search Console property">
      {mayEdit ? (
        <form onSubmit={send} noValidate className="mt-3 grid max-w-2xl gap-3">
          <TextField
            id={`${id}-property`}
            label="Search Console property"
            value={property}
            error={fields.errors.property}
            onChange={(event) => setProperty(event.target.value)}
            spellCheck={false}
            hint={`sc-domain:example.pk or https://www.example.pk/: the client’s own, never the site’s or another client’s. ${howToAdd}`}
          />
          <div>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save property'}
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-2 max-w-2xl space-y-1 text-sm">
          <p className="break-words text-slate-900">{client.property || 'None yet.'}</p>
          <p className="text-slate-600">An Admin sets the property. {howToAdd}</p>
        </div>
      )}
    </Section>
  );
}

function WorkLog({ detail }: { detail: ClientDetail }) {
  const [text, setText] = useState('');
  const id = useId();
  const add = useAddWork({ onSuccess: () => setText('') });
  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) add.mutate({ id: detail.client.id, text });
  }
  return (
    <Section id={`${id}-title`} title="Work log">
      <form onSubmit={send} className="mt-3 max-w-2xl space-y-2">
        <FormField
          id={`${id}-work`}
          label="Work done"
          hint="Dated and signed with your name; you can correct it until midnight (Pakistan time)."
        >
          <textarea
            rows={3}
            maxLength={CLIENT_LIMITS.work}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={`${FIELD_CLASSES.textarea} text-sm`}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={add.isPending || !text.trim()}>
          {add.isPending ? 'Saving...' : 'Save work'}
        </Button>
      </form>
      {detail.work.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No work logged yet.</p>
      ) : (
        <ol aria-label="Work done, newest first" className="mt-4 space-y-3 text-sm">
          {detail.work.map((entry) => (
            <WorkItem key={entry.id} clientId={detail.client.id} entry={entry} />
          ))}
        </ol>
      )}
    </Section>
  );
}

function WorkItem({ clientId, entry }: { clientId: string; entry: ClientDetail['work'][number] }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(entry.text);
  const id = useId();
  const edit = useEditWork({ onSuccess: () => setEditing(false) });
  return (
    <li className="border-l-2 border-slate-200 pl-3">
      <p className="text-slate-600">
        <time dateTime={entry.at}>{formatPktDateTime(entry.at)}</time> · <span className="font-medium text-slate-800">{entry.by}</span>
        {entry.editedAt && ' (corrected)'}
      </p>
      {editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) edit.mutate({ id: clientId, entry: entry.id, text });
          }}
          className="mt-1 space-y-2"
        >
          <label htmlFor={id} className="sr-only">
            Correct this entry
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={CLIENT_LIMITS.work}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={`${FIELD_CLASSES.textarea} text-sm`}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" disabled={edit.isPending || !text.trim()}>
              {edit.isPending ? 'Saving...' : 'Save correction'}
            </Button>
            <Button variant="quiet" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="break-words whitespace-pre-line text-slate-900">{entry.text}</p>
          {entry.editable && (
            <Button variant="quiet" className="mt-1 px-2 py-1" onClick={() => setEditing(true)}>
              Correct<span className="sr-only"> this entry</span>
            </Button>
          )}
        </>
      )}
    </li>
  );
}

function Reports({ detail }: { detail: ClientDetail }) {
  const id = useId();
  const { client, job, dueMonth } = detail;
  const make = useMakeReport({
    onSuccess: () => toast.success('Making the report', { description: 'It is listed here when it is ready.' }),
  });
  const sent = useReportSent();
  const running = job !== null && job.failure === null;
  return (
    <Section id={`${id}-title`} title="Monthly reports">
      <p className="mt-1 text-sm text-slate-600">
        Made on the 2nd of each month for the month before, with Google’s figures, a fresh audit compared with the first one and the work
        done.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button onClick={() => make.mutate({ id: client.id })} disabled={make.isPending || running}>
          Make report
        </Button>
        <span className="text-sm text-slate-600">for {monthLabel(dueMonth)}</span>
      </div>
      {job && (
        <p role="status" className={`mt-2 text-sm ${job.failure ? 'text-red-800' : 'text-slate-700'}`}>
          {job.failure ?? `Making the ${monthLabel(job.month)} report...`}
        </p>
      )}
      {detail.reports.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No reports yet.</p>
      ) : (
        <ul aria-label="Monthly reports, newest first" className="mt-4 divide-y divide-slate-200 text-sm">
          {detail.reports.map((report) => (
            <li key={report.month} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div>
                <a
                  href={report.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-brand-800 underline hover:text-brand-900"
                >
                  {report.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <p className="text-slate-600">
                  Made {formatPktDateTime(report.madeAt)}
                  {report.sentAt && `, sent ${formatPktDateTime(report.sentAt)}`}
                </p>
              </div>
              {report.whatsAppLink ? (
                <a
                  href={report.whatsAppLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => sent.mutate({ id: client.id, month: report.month })}
                  className="rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Send on WhatsApp<span className="sr-only"> ({report.label}, opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-slate-600">No WhatsApp number</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Status({ detail }: { detail: ClientDetail }) {
  const { client } = detail;
  const id = useId();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  // Erasing is for Admins (the server refuses Sales), so Sales is not offered it.
  const mayErase = useAdminApp().admin.role === 'admin';
  const change = useChangeClient({ onSuccess: () => toast.success('Status changed') });
  const erase = useEraseClient({
    onSuccess: () => {
      toast.success('Client erased', { description: 'Its work log and reports are gone; the activity log keeps that it happened.' });
      navigate('/clients');
    },
  });
  return (
    <Section id={`${id}-title`} title="Status">
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <FormField id={`${id}-status`} label="This client is">
          <select
            value={client.status}
            disabled={change.isPending}
            onChange={(event) => change.mutate({ id: client.id, change: { status: event.target.value as ClientStatus } })}
            className={`${FIELD_CLASSES.select} w-auto`}
          >
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FormField>
        {mayErase && client.status === 'ended' && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Erase client
          </Button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">Paused and ended clients get no monthly report.</p>
      <ConfirmDialog
        open={confirming}
        title="Erase this client?"
        confirmLabel="Yes, erase"
        pendingLabel="Erasing..."
        pending={erase.isPending}
        danger
        onConfirm={() => erase.mutate(client.id)}
        onCancel={() => setConfirming(false)}
      >
        <p>{client.businessName}’s details, work log and monthly reports are deleted for good, and the reports’ links stop working.</p>
      </ConfirmDialog>
    </Section>
  );
}
