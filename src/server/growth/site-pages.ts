import { readFileSync } from 'node:fs';
import type { SitePages } from '../../lib/api/growth';
import { articlePath, categoryPath, indexPagePath, indexPages, INSIGHTS_PATH } from '../../lib/articles/insights';
import { redirectsIn } from '../../lib/growth/landing-page';

/**
 * The site's pages as the growth figures see them, read once per answer:
 * `rows`, the pages the Pages table always shows (home, the landing and
 * reading pages, Insights and every live article), and `site`, every page a
 * visit can start on (those, the search page, Insights' categories and later
 * index pages) with where each moved address lands (the 3xx rules of
 * public/_redirects, and the old addresses of moved articles), for the one
 * rule that credits a lead to a page (src/lib/growth/landing-page.ts).
 */

const SEARCH_PATH = '/search';

const redirectFiles = new Map<string, Record<string, string>>();

/** The redirects of a `_redirects` file, read once per instance; none when there is no file (said in the log). */
function fileRedirects(file: string | URL | undefined): Record<string, string> {
  if (!file) return {};
  const key = String(file);
  let redirects = redirectFiles.get(key);
  if (!redirects) {
    try {
      redirects = redirectsIn(readFileSync(file, 'utf8'));
    } catch (error) {
      console.error(`No redirects file at ${key}: no site redirect is followed when leads are credited`, error);
      redirects = {};
    }
    redirectFiles.set(key, redirects);
  }
  return redirects;
}

export async function readSitePages(now: number, redirectsFile?: string | URL): Promise<{ rows: string[]; site: SitePages }> {
  // The articles area and the site's routes load here, not with every function that reaches growth (a tap, a lead).
  const [{ articleRedirects, dueArticles, listArticles, siteArticleOf }, { publicRoutes }] = await Promise.all([
    import('../articles/index'),
    import('../../data/routes'),
  ]);
  const { items } = await listArticles();
  const live = dueArticles(
    items.flatMap((record) => siteArticleOf(record) ?? []),
    now,
  );
  const articles = live.map((article) => articlePath(article.fields.slug)).sort();
  const rows = [...publicRoutes, INSIGHTS_PATH, ...articles];
  const categories = [...new Set(live.map((article) => article.fields.category))].map(categoryPath).sort();
  const laterIndexPages = indexPages(live)
    .slice(1)
    .map((page) => indexPagePath(page.page));
  const moved = Object.fromEntries([...articleRedirects(live)].map(([from, to]) => [articlePath(from), articlePath(to)]));
  return {
    rows,
    site: {
      pages: [...rows, SEARCH_PATH, ...categories, ...laterIndexPages],
      redirects: { ...fileRedirects(redirectsFile), ...moved },
    },
  };
}
