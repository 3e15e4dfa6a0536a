import type { ReportGoogle, SearchFigures, SearchRow } from '../../lib/api/clients';
import { monthBefore, monthDays, yearBefore } from './months';

/**
 * The Google part of a monthly report: the client's property's figures for
 * the month (clicks, impressions, average position), the month before and
 * the same month a year earlier where Google has them, the top pages and
 * queries, and the queries that entered the top 10. Queried through the
 * site's Search Console client (src/server/search-console/), the service
 * account the agency's own property uses.
 */

interface Row {
  keys?: string[];
  clicks: number;
  impressions: number;
  position: number;
}
/** Search Analytics' query, as src/server/search-console/search-analytics.ts runs it (every page of rows). */
export type SearchQuery = (
  property: string,
  query: { startDate: string; endDate: string; dimensions?: readonly ('page' | 'query')[]; dataState: 'all' },
) => Promise<{ rows: Row[] }>;

/** Why the figures are missing, in the client's words, from what went wrong. */
export type MissingReason = (error: unknown, property: string) => string;

const TOP = 10;
const ENTERED_SHOWN = 20;

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function totals(rows: Row[]): SearchFigures | null {
  const [row] = rows;
  if (!row || row.impressions === 0) return null;
  return { clicks: row.clicks, impressions: row.impressions, position: round(row.position, 1) };
}

const asRow = (row: Row): SearchRow => ({
  key: row.keys?.[0] ?? '',
  clicks: row.clicks,
  impressions: row.impressions,
  position: round(row.position, 1),
});

/** Queries at an average position of 10 or better this month that were not there (or not seen) the month before. */
function enteredTopTen(now: Row[], before: Row[]): SearchRow[] {
  const earlier = new Map(before.map((row) => [row.keys?.[0] ?? '', row.position]));
  return now
    .filter((row) => row.position <= 10 && (earlier.get(row.keys?.[0] ?? '') ?? Infinity) > 10)
    .sort((a, b) => b.clicks - a.clicks || b.impressions - a.impressions)
    .slice(0, ENTERED_SHOWN)
    .map(asRow);
}

export async function googlePart(property: string, month: string, query: SearchQuery, missingReason: MissingReason): Promise<ReportGoogle> {
  if (!property) return { state: 'missing', property, reason: missingReason(null, property) };
  try {
    // On the 2nd the month's last days are not "final" at Google yet: take what it has ("all"), so the whole month counts.
    const days = { ...monthDays(month), dataState: 'all' as const };
    const [month0, previous, lastYear, pages, queries, queriesBefore] = await Promise.all([
      query(property, days),
      query(property, { ...monthDays(monthBefore(month)), dataState: 'all' }),
      query(property, { ...monthDays(yearBefore(month)), dataState: 'all' }),
      query(property, { ...days, dimensions: ['page'] }),
      query(property, { ...days, dimensions: ['query'] }),
      query(property, { ...monthDays(monthBefore(month)), dimensions: ['query'], dataState: 'all' }),
    ]);
    return {
      state: 'ok',
      property,
      month: totals(month0.rows) ?? { clicks: 0, impressions: 0, position: null },
      previousMonth: totals(previous.rows),
      yearBefore: totals(lastYear.rows),
      topPages: pages.rows.slice(0, TOP).map(asRow),
      topQueries: queries.rows.slice(0, TOP).map(asRow),
      enteredTopTen: enteredTopTen(queries.rows, queriesBefore.rows),
    };
  } catch (error) {
    console.error(
      `The Search Console figures of ${property} for ${month} could not be read:`,
      error instanceof Error ? error.message : error,
    );
    return { state: 'missing', property, reason: missingReason(error, property) };
  }
}
