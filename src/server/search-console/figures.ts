import type { SearchFigures, SearchPageRow, SearchQueriesAnswer } from '../../lib/api/search-console';
import { weekOf } from '../../lib/time/calendar-days';
import { monthsBetween } from '../../lib/time/months';
import { connectedProperty, readSyncState } from './connection';
import { landingPath } from '../../lib/growth/landing-page';
import { readMonthPages, readMonthQueries, round, type MonthPages } from './snapshots';

/** What the dashboard reads of Search Console for a range: the property, how far its figures go, the range's month records. */
export interface SearchSnapshot {
  property: string;
  dataThrough: string | null;
  months: MonthPages[];
}

/**
 * Reads the range's search figures (one record per month), beside the
 * dashboard's other reads; null while no property is saved.
 */
export async function readSearchSnapshot(range: { from: string; to: string }): Promise<SearchSnapshot | null> {
  const property = await connectedProperty();
  if (!property) return null;
  const [state, months] = await Promise.all([readSyncState(property), readMonthPages(property, monthsBetween(range.from, range.to))]);
  return { property, dataThrough: state?.fetchedThrough ?? null, months };
}

/**
 * Search Console's figures beside the leads, for the growth dashboard's range:
 * one row per landing page (its path) with its clicks, impressions, CTR,
 * impression-weighted position and its leads; pages with leads and no search
 * figures, and pages with clicks and no leads, both get a row. The leads are
 * the growth figures', given by the caller: the range's leads per page they
 * are credited to (a path as `landingPath` writes it, or the row of other pages).
 */
export function searchFigures(
  snapshot: SearchSnapshot | null,
  range: { from: string; to: string },
  leadsPerPage: ReadonlyMap<string, number>,
  weeks: readonly string[],
): SearchFigures | null {
  if (!snapshot) return null;
  const { property, months } = snapshot;
  const rows = new Map<string, { clicks: number; impressions: number; weighted: number; leads: number }>();
  const row = (page: string) => {
    let found = rows.get(page);
    if (!found) rows.set(page, (found = { clicks: 0, impressions: 0, weighted: 0, leads: 0 }));
    return found;
  };
  const weekly = new Map(weeks.map((week) => [week, { week, clicks: 0, impressions: 0 }]));
  for (const month of months) {
    for (const [day, pages] of Object.entries(month.days)) {
      if (day < range.from || day > range.to) continue;
      const week = weekly.get(weekOf(day));
      for (const [page, [clicks, impressions, position]] of Object.entries(pages)) {
        const into = row(page);
        into.clicks += clicks;
        into.impressions += impressions;
        into.weighted += position * impressions;
        if (week) {
          week.clicks += clicks;
          week.impressions += impressions;
        }
      }
    }
  }
  for (const [page, leads] of leadsPerPage) row(page).leads += leads;
  const pages: SearchPageRow[] = [...rows]
    .map(([page, sums]) => ({
      page,
      clicks: sums.clicks,
      impressions: sums.impressions,
      ctr: sums.impressions ? sums.clicks / sums.impressions : null,
      position: sums.impressions ? round(sums.weighted / sums.impressions) : null,
      leads: sums.leads,
      leadsPer100Clicks: sums.clicks ? round((sums.leads / sums.clicks) * 100) : null,
    }))
    .sort((a, b) => b.clicks - a.clicks || b.leads - a.leads || a.page.localeCompare(b.page));
  return { property, dataThrough: snapshot.dataThrough, pages, weeks: [...weekly.values()] };
}

/** How many queries a page's list shows. */
const TOP_QUERIES = 20;

/**
 * A page's top queries in the months touching the range (queries are kept a
 * month at a time): clicks, impressions and position, most clicked first.
 * Of the property named, the one whose figures the screen shows (the growth
 * answer's): a dialog opened from a table of one property shows that
 * property's queries and clicks even when another was saved since, and never
 * another property's.
 */
export async function topQueries(property: string, page: string, from: string, to: string): Promise<SearchQueriesAnswer> {
  const path = landingPath(page);
  const months = monthsBetween(from, to);
  const records = await readMonthQueries(property, months, path);
  const totals = new Map<string, [number, number, number]>();
  for (const record of records) {
    for (const [query, clicks, impressions, position] of record.queries) {
      const sum = totals.get(query) ?? [0, 0, 0];
      totals.set(query, [sum[0] + clicks, sum[1] + impressions, sum[2] + position * impressions]);
    }
  }
  const pageMonths = await readMonthPages(property, months);
  let clicks = 0;
  for (const month of pageMonths) for (const pages of Object.values(month.days)) clicks += pages[path]?.[0] ?? 0;
  return {
    property,
    page: path,
    fromMonth: months[0]!,
    toMonth: months.at(-1)!,
    clicks,
    queries: [...totals]
      .map(([query, [queryClicks, impressions, weighted]]) => ({
        query,
        clicks: queryClicks,
        impressions,
        position: impressions ? round(weighted / impressions) : 0,
      }))
      .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions || a.query.localeCompare(b.query))
      .slice(0, TOP_QUERIES),
  };
}
