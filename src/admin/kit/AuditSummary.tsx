import type { AuditComparison, AuditReport, CheckResult } from '../../lib/api/audits';
import { useAuditSent, type AuditDetail, type AuditView } from '../api/audits-api';
import { formatPktDateTime } from '../lib/dates';
import { Button } from './ui';

const LINK =
  'inline-flex items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

/** One line on where an audit stands, as the lead and the Audits screen say it. */
export function auditStateText(audit: AuditView): string {
  switch (audit.state) {
    case 'waiting':
      return "Waiting: this hour's audit budget is used up; it starts next hour (or Run again now).";
    case 'queued':
      return 'Waiting to start...';
    case 'running':
      return 'Checking the site...';
    case 'failed':
      return `Failed: ${audit.failure?.message ?? 'the audit could not be made; run it again'}.`;
    case 'done': {
      const counts = audit.counts;
      const found = counts ? `: ${countsText(counts)}` : '';
      return `Done ${formatPktDateTime(audit.finishedAt ?? audit.createdAt)}${found}.`;
    }
  }
}

/** "3 to fix, 5 to look at, 20 passed" (info checks are facts, not findings). */
function countsText(counts: NonNullable<AuditView['counts']>): string {
  return `${counts.fail} to fix, ${counts.warn} to look at, ${counts.pass} passed`;
}

type Level = 2 | 3 | 4 | 5;

/**
 * One audit as staff work it, on a lead and on the Audits screen: its state
 * (announced as it changes), the three most important fixes, the report
 * (a new tab), the WhatsApp reply (its use is logged), Run again, and what
 * changed since the audit it re-ran. `level` is its sub-headings' level.
 */
export function AuditSummary({
  detail,
  level,
  onRerun,
  rerunning,
}: {
  detail: AuditDetail;
  level: Level;
  onRerun: () => void;
  rerunning: boolean;
}) {
  const { audit, report, comparison, whatsAppLink } = detail;
  const sent = useAuditSent();
  const Heading = `h${level}` as const;
  const unfinished = audit.state === 'queued' || audit.state === 'running';
  const logSent = () => sent.mutate(audit.id);
  return (
    <div className="space-y-3 text-sm">
      <p role="status" className={audit.state === 'failed' ? 'font-medium text-red-800' : 'text-slate-800'}>
        {auditStateText(audit)}
      </p>
      <p className="text-slate-600">
        <span className="break-all">{audit.address}</span> · asked for {formatPktDateTime(audit.createdAt)} by{' '}
        {audit.requestedBy === 'lead' ? 'the audit form' : audit.requestedBy}
      </p>
      {audit.topFixes.length > 0 && (
        <div>
          <Heading className="font-medium text-slate-800">Most important fixes</Heading>
          <ol className="mt-1 list-decimal space-y-2 pl-5 text-slate-800">
            {audit.topFixes.map((check) => (
              <TopFix key={check.id} check={check} />
            ))}
          </ol>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {audit.reportUrl && (
          <a href={audit.reportUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
            Open report<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        {whatsAppLink && (
          <a href={whatsAppLink} target="_blank" rel="noopener noreferrer" className={LINK} onClick={logSent} onAuxClick={logSent}>
            Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
        <Button variant="secondary" className="px-3 py-1.5" onClick={onRerun} disabled={unfinished || rerunning}>
          {rerunning ? 'Starting...' : 'Run again'}
        </Button>
      </div>
      {audit.state === 'done' && !whatsAppLink && audit.leadId && (
        <p className="text-slate-600">No WhatsApp reply: the lead’s phone is not a Pakistani number WhatsApp can reach.</p>
      )}
      {comparison && <Comparison comparison={comparison} report={report} Heading={Heading} />}
    </div>
  );
}

function TopFix({ check }: { check: CheckResult }) {
  return (
    <li>
      <span className="font-semibold">{check.title}</span>
      {check.fix && <span className="block text-slate-700">{check.fix}</span>}
      {check.effort && <span className="block text-slate-600">Takes about {check.effort}.</span>}
    </li>
  );
}

const COMPARISON_GROUPS = [
  { key: 'fixed', title: 'Fixed' },
  { key: 'new', title: 'New' },
  { key: 'unchanged', title: 'Unchanged' },
] as const;

/** The problems (warn or fail) fixed, new and unchanged since the last audit, by title: the report lists every check, a fixed one as passing. */
function Comparison({ comparison, report, Heading }: { comparison: AuditComparison; report: AuditReport | null; Heading: `h${Level}` }) {
  const titleOf = (id: string) => report?.checks.find((check) => check.id === id)?.title ?? id;
  return (
    <div>
      <Heading className="font-medium text-slate-800">Compared with the last audit</Heading>
      <dl className="mt-1 grid gap-x-6 gap-y-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
        {COMPARISON_GROUPS.map(({ key, title }) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-600">
              {title} ({comparison[key].length})
            </dt>
            <dd className="mb-1 text-slate-900 sm:mb-0">
              {comparison[key].length === 0 ? (
                <span className="text-slate-500">None</span>
              ) : (
                <ul className="list-disc pl-5">
                  {comparison[key].map((id) => (
                    <li key={id}>{titleOf(id)}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
