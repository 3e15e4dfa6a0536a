import { toast } from 'sonner';
import { Link, useLocation } from 'wouter';
import { useAudit, useRerunAudit } from '../../api/audits-api';
import { errorSentence, errorStatus } from '../../api/http';
import { AuditSummary } from '../../kit/AuditSummary';
import { Card } from '../../kit/Card';
import { QueryState } from '../../kit/ui';
import { useOpenItemTitle } from '../../lib/document-title';

const BACK = 'inline-block text-sm font-semibold text-brand-800 underline hover:text-brand-900';

/** /admin/audits/<id>: one audit, followed until done; Run again opens the new one, compared with this. */
export default function AuditScreen({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const audit = useAudit(id);
  const rerun = useRerunAudit({
    onSuccess: (next) => {
      toast.success('Audit started', { description: 'Its page shows it when it is done.' });
      if (next) navigate(`/audits/${next.id}`);
    },
  });
  const detail = audit.data;
  useOpenItemTitle(detail?.audit.host);
  return (
    <div className="space-y-4">
      <Link href="/audits" className={BACK}>
        Back to all audits
      </Link>
      <h1 className="text-2xl font-bold break-all text-slate-900">{detail ? `Audit of ${detail.audit.host}` : 'Audit'}</h1>
      {detail ? (
        <Card as="section" aria-label="The audit" flat className="p-4 sm:p-5">
          <AuditSummary detail={detail} level={2} onRerun={() => rerun.mutate(id)} rerunning={rerun.isPending} />
          {detail.audit.previousId && (
            <p className="mt-3 text-sm">
              <Link href={`/audits/${detail.audit.previousId}`} className="text-brand-800 underline hover:text-brand-900">
                Open the audit this one re-ran
              </Link>
            </p>
          )}
        </Card>
      ) : audit.isError ? (
        <QueryState
          message={
            errorStatus(audit.error) === 404
              ? 'There is no such audit (it may have expired or been erased).'
              : `Could not open the audit: ${errorSentence(audit.error)}`
          }
          onRetry={errorStatus(audit.error) === 404 ? undefined : () => void audit.refetch()}
        />
      ) : (
        <QueryState message="Loading the audit..." />
      )}
    </div>
  );
}
