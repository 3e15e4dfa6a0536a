import type { Paged } from '../lib/paging';
import { Button } from './ui';

/** Previous / Next for a long list, with where the reader is. Hidden when everything fits on one page. */
export default function Pager({
  paged,
  noun,
  onPageChange,
}: {
  paged: Paged<unknown>;
  noun: string;
  onPageChange: (page: number) => void;
}) {
  if (paged.pageCount <= 1) return null;
  return (
    <nav aria-label={`${noun} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-700" aria-live="polite">
        Showing {paged.from}–{paged.to} of {paged.total} {noun}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="secondary" onClick={() => onPageChange(paged.page - 1)} disabled={paged.page <= 1}>
          Previous
        </Button>
        <span className="px-1 text-slate-700">
          Page {paged.page} of {paged.pageCount}
        </span>
        <Button variant="secondary" onClick={() => onPageChange(paged.page + 1)} disabled={paged.page >= paged.pageCount}>
          Next
        </Button>
      </div>
    </nav>
  );
}
