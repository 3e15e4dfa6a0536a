import type { GrowthFigures, GrowthQuery } from '../../lib/api/growth';
import { articlePath, INSIGHTS_PATH } from '../../lib/articles/insights';
import { publicRoutes } from '../../data/routes';
import { listArticles } from '../articles/index';
import { addDays, weekOf } from '../../lib/time/calendar-days';
import { growthFigures, lastTwelveWeeks, type LeadFact } from './figures';
import { readLeadFacts } from './rollups';
import { readTaps } from './taps';
import { readSearchSnapshot, searchFigures } from '../search-console/index';

/**
 * GET /api/admin/growth's answer: the range's lead facts and taps (month
 * rollups plus the days changed since, rollups.ts and taps.ts) turned into
 * figures. The work grows with the range and the articles, not with every
 * lead or tap ever stored.
 */

/** Home, the landing and reading pages, Insights, and every live article: each gets a row, taps or not. */
async function pagesWithRows(now: number): Promise<string[]> {
  const { items } = await listArticles();
  const articles = items
    .filter((article) => article.published && Date.parse(article.published.goLiveAt) <= now)
    .map((article) => articlePath(article.published!.fields.slug))
    .sort();
  return [...publicRoutes, INSIGHTS_PATH, ...articles];
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

export function rangeOf(query: GrowthQuery, now: number): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: lastTwelveWeeks(now).to };
  if (query.to) return { from: addDays(weekOf(query.to), -11 * 7), to: query.to };
  return lastTwelveWeeks(now);
}

export async function growthDashboard(query: GrowthQuery, now = Date.now()): Promise<GrowthFigures> {
  const { from, to } = rangeOf(query, now);
  const [leads, taps, pages, search] = await Promise.all([
    readLeadFacts(from, to),
    readTaps(from, to),
    pagesWithRows(now),
    readSearchSnapshot({ from, to }),
  ]);
  const figures = growthFigures({ from, to, leads, taps, pages });
  const weeks = figures.weeks.map((week) => week.week);
  return { ...figures, search: searchFigures(search, { from, to }, leadsPerPage(leads, { from, to }), weeks) };
}
