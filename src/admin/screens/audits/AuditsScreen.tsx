import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { auditStartSchema } from '../../../lib/api/audits';
import { useAuditSites, useSiteAudits, useStartAudit, type AuditSites } from '../../api/audits-api';
import { errorSentence, errorStatus } from '../../api/http';
import { auditStateText } from '../../kit/AuditSummary';
import { Card, Section } from '../../kit/Card';
import Pager from '../../kit/Pager';
import { Button, QueryState, SessionEnded, TextField } from '../../kit/ui';
import { useFieldErrors } from '../../kit/useFieldErrors';
import { formatPktDateTime } from '../../lib/dates';
import AuditScreen from './AuditScreen';

/**
 * /admin/audits: audit any website without a lead (prospecting), and every
 * audited site, 50 a page (`?page=`), each opening its audits;
 * /admin/audits/<id> is one audit (AuditScreen).
 */
export default function AuditsScreen() {
  const { id } = useParams<{ id?: string }>();
  if (id) return <AuditScreen key={id} id={id} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Audits</h1>
      <StartForm />
      <Sites />
    </div>
  );
}

function StartForm() {
  const [, navigate] = useLocation();
  const [address, setAddress] = useState('');
  const fields = useFieldErrors();
  const inputId = useId();
  const start = useStartAudit({
    onSuccess: (audit) => {
      toast.success('Audit started', { description: 'Its page shows it when it is done.' });
      if (audit) navigate(`/audits/${audit.id}`);
    },
    onError: (error) => {
      if (errorStatus(error) === 400) fields.set({ address: errorSentence(error) });
    },
  });
  function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fields.check(auditStartSchema, { address }, 'Audit not started')) return;
    start.mutate(address.trim());
  }
  return (
    <Section id="audit-start-title" title="Audit a website">
      <form onSubmit={send} noValidate className="mt-2 max-w-xl space-y-3">
        <TextField
          id={inputId}
          label="Website address"
          hint="Any public website, like example.pk. The report is usually ready within a minute."
          error={fields.errors.address}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Start audit'}
        </Button>
      </form>
    </Section>
  );
}

function Sites() {
  const [, navigate] = useLocation();
  const page = Math.max(1, Number(new URLSearchParams(useSearch()).get('page')) || 1);
  const sites = useAuditSites(page);
  const data = sites.data;
  return (
    <section aria-labelledby="audit-sites-title" className="space-y-3">
      <h2 id="audit-sites-title" className="text-lg font-semibold text-slate-900">
        Audited sites
      </h2>
      {sites.isPending ? (
        <QueryState message="Loading..." />
      ) : sites.isError ? (
        <QueryState message={`Could not load the audits: ${errorSentence(sites.error)}`} onRetry={() => void sites.refetch()} />
      ) : !data ? (
        <SessionEnded />
      ) : data.total === 0 ? (
        <p className="text-sm text-slate-600">No website has been audited yet.</p>
      ) : (
        <>
          <Card as="ul" flat aria-label="Audited sites, newest first" className="divide-y divide-slate-200">
            {data.sites.map((site) => (
              <SiteRow key={site.host} site={site} />
            ))}
          </Card>
          {sites.paged && (
            <Pager paged={sites.paged} noun="sites" onPageChange={(next) => navigate(next > 1 ? `/audits?page=${next}` : '/audits')} />
          )}
        </>
      )}
    </section>
  );
}

function SiteRow({ site }: { site: AuditSites['sites'][number] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li className="p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold break-all text-slate-900">{site.host}</h3>
        <p className="text-slate-600">
          {site.audits} {site.audits === 1 ? 'audit' : 'audits'}, last <time dateTime={site.lastAt}>{formatPktDateTime(site.lastAt)}</time>
        </p>
      </div>
      <p className="mt-1 text-slate-700">Latest: {auditStateText(site.latest)}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link href={`/audits/${site.latest.id}`} className="font-semibold text-brand-800 underline hover:text-brand-900">
          Open the latest<span className="sr-only"> audit of {site.host}</span>
        </Link>
        {site.audits > 1 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
            className="font-semibold text-brand-800 underline hover:text-brand-900"
          >
            {open ? 'Hide' : 'Show'} all {site.audits} audits<span className="sr-only"> of {site.host}</span>
          </button>
        )}
      </div>
      {open && <SiteAudits id={listId} host={site.host} />}
    </li>
  );
}

function SiteAudits({ id, host }: { id: string; host: string }) {
  const audits = useSiteAudits(host);
  if (audits.isPending) return <p className="mt-2 text-slate-600">Loading...</p>;
  if (audits.isError) return <p className="mt-2 text-red-800">Could not load the audits: {errorSentence(audits.error)}</p>;
  return (
    <ol id={id} aria-label={`Audits of ${host}, newest first`} className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3">
      {audits.data.audits.map((audit) => (
        <li key={audit.id}>
          <Link href={`/audits/${audit.id}`} className="text-brand-800 underline hover:text-brand-900">
            <time dateTime={audit.createdAt}>{formatPktDateTime(audit.createdAt)}</time>
          </Link>{' '}
          <span className="text-slate-700">{auditStateText(audit)}</span>
        </li>
      ))}
    </ol>
  );
}
