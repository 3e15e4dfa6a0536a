import type { ArticleStatus } from '../../../lib/publishing/article-status';
import { articleStatusLabel } from './article-view';

const STATUS_CLASS: Record<ArticleStatus['state'], string> = {
  draft: 'bg-slate-200 text-slate-800',
  scheduled: 'bg-blue-100 text-blue-900',
  live: 'bg-green-100 text-green-900',
  changed: 'bg-amber-100 text-amber-900',
  publishing: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

/** Draft, Scheduled for <PKT time>, Live, Changed since live, Publishing or Failed, as a small coloured label. */
export default function ArticleStatusBadge({ status }: { status: ArticleStatus | null }) {
  if (!status) return <span className="text-xs text-slate-600">Checking status...</span>;
  return (
    <span
      data-status={status.state}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[status.state]}`}
    >
      {articleStatusLabel(status)}
    </span>
  );
}
