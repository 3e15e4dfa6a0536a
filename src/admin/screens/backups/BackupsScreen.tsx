import { toast } from 'sonner';
import type { BackupRunInfo, BackupStatusAnswer } from '../../../lib/api/backups';
import { useBackupNow, useBackupStatus } from '../../api/backups-api';
import { errorSentence } from '../../api/http';
import { Button, QueryState, SessionEnded } from '../../kit/ui';
import { formatPktDateTime } from '../../lib/dates';
import { useReauth } from '../../two-factor/ReauthPrompt';
import { Card } from '../../kit/Card';

/**
 * /admin/backups: when the last backup was made and whether it succeeded,
 * and "Back up now" (asks for the password again). Backups are encrypted to
 * the agency's key: the site cannot read them; docs/backups.md says how to
 * pull and restore one.
 */
export default function BackupsScreen() {
  const status = useBackupStatus();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Backups</h1>
      {status.isPending ? (
        <QueryState message="Loading..." />
      ) : status.isError ? (
        <QueryState message={`Could not load the backups: ${errorSentence(status.error)}`} onRetry={() => void status.refetch()} />
      ) : !status.data ? (
        <SessionEnded />
      ) : (
        <BackupStatus status={status.data} />
      )}
    </div>
  );
}

function describe(run: BackupRunInfo): string {
  const kind = run.trigger === 'schedule' ? 'Weekly backup' : `Backup asked for by ${run.by ?? 'an admin'}`;
  const when = formatPktDateTime(run.started_at);
  if (run.status === 'running') return `${kind}, started ${when}: in progress.`;
  if (run.status === 'failed') return `${kind}, ${when}: failed. ${run.error ?? ''}`;
  const records = Object.values(run.records ?? {}).reduce((sum, n) => sum + n, 0);
  const size = run.bytes === undefined ? '' : `, ${(run.bytes / 1_048_576).toFixed(1)} MB`;
  return `${kind}, ${when}: succeeded (${records.toLocaleString()} records${size}).`;
}

function BackupStatus({ status }: { status: BackupStatusAnswer }) {
  const reauth = useReauth();
  const now = useBackupNow({
    onSuccess: () => toast.success('Backup started', { description: 'This page shows when it is done.' }),
    reauth: reauth.ask,
  });
  const warning = !status.recipient_set
    ? 'No backup can be made: BACKUP_RECIPIENT (the public key backups are encrypted to) is not set in the site’s environment.'
    : status.missing
      ? 'No backup has succeeded in over a week.'
      : null;
  return (
    <>
      {warning && (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {warning}
        </p>
      )}
      <Card as="section" flat aria-labelledby="last-backup-title" className="space-y-2 p-5">
        <h2 id="last-backup-title" className="text-lg font-semibold text-slate-900">
          Last backup
        </h2>
        <p className="text-sm text-slate-700">{status.last ? describe(status.last) : 'No backup has been made yet.'}</p>
        {status.last_succeeded && status.last_succeeded.id !== status.last?.id && (
          <p className="text-sm text-slate-700">Last good one: {describe(status.last_succeeded)}</p>
        )}
        <p className="text-sm text-slate-600">
          A backup is made every week and the last {status.keep} are kept, encrypted so that only the agency’s key opens them.
        </p>
        <Button onClick={() => now.mutate()} disabled={now.isPending || status.last?.status === 'running'}>
          {now.isPending ? 'Starting...' : 'Back up now'}
        </Button>
      </Card>
      {reauth.prompt}
    </>
  );
}
