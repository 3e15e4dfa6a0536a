/** A long list stays usable: it is shown one page at a time. */
export interface Paged<T> {
  items: T[];
  /** 1-based page number, clamped into range. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  from: number;
  to: number;
  total: number;
}

export function paginate<T>(all: readonly T[], page: number, pageSize: number): Paged<T> {
  const total = all.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * pageSize;
  const items = all.slice(start, start + pageSize);
  return { items, page: current, pageCount, from: total ? start + 1 : 0, to: start + items.length, total };
}
