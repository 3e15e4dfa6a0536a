import { formatPktDateTime } from '../../lib/dates';
import type { SearchPageRow } from '../../../lib/api/search-console';

/** The Search Console table's sorting and wording. Pure, unit-tested. */

export const SEARCH_SORT_KEYS = ['page', 'clicks', 'impressions', 'ctr', 'position', 'leads', 'leadsPer100Clicks'] as const;
export type SearchSortKey = (typeof SEARCH_SORT_KEYS)[number];
export interface SearchSort {
  key: SearchSortKey;
  descending: boolean;
}

/** Rows in the chosen order; rows without the figure (no impressions, no clicks) last either way, ties by page. */
export function sortSearchPages(rows: readonly SearchPageRow[], { key, descending }: SearchSort): SearchPageRow[] {
  const byName = (a: SearchPageRow, b: SearchPageRow) => a.page.localeCompare(b.page);
  return [...rows].sort((a, b) => {
    if (key === 'page') return descending ? byName(b, a) : byName(a, b);
    const [x, y] = [a[key], b[key]];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return (descending ? y - x : x - y) || byName(a, b);
  });
}

export const formatCtr = (ctr: number | null) => (ctr === null ? '–' : `${(ctr * 100).toFixed(1)}%`);
export const formatPosition = (position: number | null) => (position === null ? '–' : position.toFixed(1));
export const formatPer100 = (value: number | null) => (value === null ? '–' : value.toFixed(1));
export const formatCount = (value: number) => value.toLocaleString('en-GB');

/** "28 Nov 2026, 14:05 PKT": Pakistan time, labelled, as every time in the admin (src/admin/lib/dates.ts). */
export const formatTime = (iso: string): string => formatPktDateTime(iso, 'en-GB');
