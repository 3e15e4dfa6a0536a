import { formatPktTime } from '../lib/dates';
import { statusLabel, statusSentence, type EntryPublishStatus } from '../../lib/publishing/publish-status';

const BADGE_CLASS: Record<EntryPublishStatus['state'], string> = {
  live: 'bg-green-100 text-green-900',
  publishing: 'bg-amber-100 text-amber-900',
  'not-published': 'bg-slate-200 text-slate-800',
  failed: 'bg-red-100 text-red-900',
};

/** "Live", "Publishing", "Not published" or "Failed", as a small coloured label. */
export function PublishBadge({ status }: { status: EntryPublishStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_CLASS[status.state]}`}>
      {statusLabel(status)}
    </span>
  );
}

/** The badge and the sentence saying what it means for this text. */
export function PublishStatusLine({ status }: { status: EntryPublishStatus }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <PublishBadge status={status} />
      <span>{statusSentence(status, (iso) => formatPktTime(iso))}</span>
    </p>
  );
}
