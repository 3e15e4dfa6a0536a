import { useId } from 'react';
import { toast } from 'sonner';
import { useLeadAudit, useRerunAudit, useStartLeadAudit } from '../../../api/audits-api';
import { errorSentence } from '../../../api/http';
import type { Lead } from '../../../api/leads-api';
import { AuditSummary } from '../../../kit/AuditSummary';
import { Button } from '../../../kit/ui';

/**
 * The open lead's website audit: made when the lead arrived through the form with a website (not for
 * spam), or started here by staff; followed until done.
 */
export function LeadAudit({ lead }: { lead: Lead }) {
  const titleId = useId();
  if (!lead.website) return null;
  return (
    <section aria-labelledby={titleId} className="mt-4 border-t border-slate-100 pt-4">
      <h4 id={titleId} className="text-sm font-medium text-slate-800">
        Website audit
      </h4>
      <div className="mt-1">
        <LatestAudit lead={lead} />
      </div>
    </section>
  );
}

function LatestAudit({ lead }: { lead: Lead }) {
  const latest = useLeadAudit(lead.id);
  const started = () => toast.success('Audit started', { description: 'This lead shows it when it is done.' });
  const rerun = useRerunAudit({ onSuccess: started });
  const start = useStartLeadAudit({ onSuccess: started });
  if (latest.isPending) return <p className="text-sm text-slate-600">Loading the audit...</p>;
  if (latest.isError) return <p className="text-sm text-red-800">Could not load the audit: {errorSentence(latest.error)}</p>;
  const detail = latest.data;
  if (!detail.audit) {
    if (lead.status === 'spam') return <p className="text-sm text-slate-600">Not audited: a lead set aside as spam is not audited.</p>;
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <p>No audit of this website yet.</p>
        <Button variant="secondary" disabled={start.isPending} onClick={() => start.mutate(lead.id)}>
          {start.isPending ? 'Starting...' : 'Audit this website'}
        </Button>
      </div>
    );
  }
  const audit = detail.audit;
  return <AuditSummary detail={{ ...detail, audit }} level={5} onRerun={() => rerun.mutate(audit.id)} rerunning={rerun.isPending} />;
}
