import type { GrowthFigures, GrowthQuery } from '../../lib/api/growth';
import { addDays, weekOf } from '../../lib/time/calendar-days';
import { creditLeads, growthFigures, lastTwelveWeeks, type LeadFact } from './figures';
import { readLeadFacts } from './rollups';
import { readSitePages } from './site-pages';
import { readTaps } from './taps';
import { readSearchSnapshot, searchFigures } from '../search-console/index';

/**
 * GET /api/admin/growth's answer: the range's lead facts and taps (month
 * rollups plus the days changed since, rollups.ts and taps.ts) turned into
 * figures, each lead counted for the first page of its visit as the site
 * has it now (site-pages.ts, src/lib/growth/landing-page.ts). The work grows
 * with the range and the articles, not with every lead or tap ever stored.
 */

export function rangeOf(query: GrowthQuery, now: number): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: lastTwelveWeeks(now).to };
  if (query.to) return { from: addDays(weekOf(query.to), -11 * 7), to: query.to };
  return lastTwelveWeeks(now);
}

/** The range's leads per page, spam and leads with no page left out: what Search Console's table puts beside its clicks. */
function leadsPerPage(leads: readonly LeadFact[], range: { from: string; to: string }): Map<string, number> {
  const perPage = new Map<string, number>();
  for (const lead of leads) {
    if (lead.status === 'spam' || lead.page === null || lead.day < range.from || lead.day > range.to) continue;
    perPage.set(lead.page, (perPage.get(lead.page) ?? 0) + 1);
  }
  return perPage;
}

export interface DashboardOptions {
  now?: number;
  /** The site's `_redirects` file (public/_redirects, shipped with the function). */
  redirectsFile?: string | URL;
}

export async function growthDashboard(
  query: GrowthQuery,
  { now = Date.now(), redirectsFile }: DashboardOptions = {},
): Promise<GrowthFigures> {
  const { from, to } = rangeOf(query, now);
  const [facts, taps, { rows, site }, search] = await Promise.all([
    readLeadFacts(from, to),
    readTaps(from, to),
    readSitePages(now, redirectsFile),
    readSearchSnapshot({ from, to }),
  ]);
  const leads = creditLeads(facts, site);
  const figures = growthFigures({ from, to, leads, taps, pages: rows });
  const weeks = figures.weeks.map((week) => week.week);
  return { ...figures, search: searchFigures(search, { from, to }, leadsPerPage(leads, { from, to }), weeks) };
}
