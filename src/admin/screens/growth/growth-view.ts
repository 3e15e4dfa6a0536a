import type { GrowthFigures, GrowthQuery } from '../../../lib/api/growth';

/** What the Growth screen shows, worked out from the figures: sorting, totals and wording. Pure, unit-tested. */

export type PageRow = GrowthFigures['pages'][number];
export const PAGE_SORT_KEYS = ['page', 'whatsapp', 'call', 'email', 'leads', 'contacted', 'won'] as const;
export type PageSortKey = (typeof PAGE_SORT_KEYS)[number];
export interface PageSort {
  key: PageSortKey;
  descending: boolean;
}

const pageName = (row: PageRow) => row.page ?? '';
const valueOf = (row: PageRow, key: Exclude<PageSortKey, 'page'>) =>
  key === 'whatsapp' || key === 'call' || key === 'email' ? row.taps[key] : row[key];

/** Rows in the chosen order; ties keep the page's name order, so the table never jumps about. */
export function sortPages(rows: readonly PageRow[], { key, descending }: PageSort): PageRow[] {
  const byName = (a: PageRow, b: PageRow) => pageName(a).localeCompare(pageName(b));
  return [...rows].sort((a, b) => {
    if (key === 'page') return descending ? byName(b, a) : byName(a, b);
    const difference = valueOf(a, key) - valueOf(b, key);
    return (descending ? -difference : difference) || byName(a, b);
  });
}

/** "45 min", "2 h 5 min", "3 d 4 h"; a dash when there is nothing to show. */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null) return '–';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    const rest = Math.round(minutes - hours * 60);
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export const formatShare = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/** "16 Mar 2026" for a day (YYYY-MM-DD), whatever the browser's time zone. */
export function formatDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "16 Mar" (a week's Monday, in the chart's axis). */
export const formatWeek = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The screen's address keeps the range: /growth?from=…&to=…. */
export function rangeFromSearch(search: string): GrowthQuery {
  const params = new URLSearchParams(search);
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return { from: day(params.get('from')), to: day(params.get('to')) };
}

export function searchFromRange(range: GrowthQuery): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const search = params.toString();
  return search ? `?${search}` : '';
}
