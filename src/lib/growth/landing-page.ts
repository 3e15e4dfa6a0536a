import type { Lead } from '../api/leads';
import type { SitePages } from '../api/growth';

/**
 * The page a lead is credited to: the first page of the visit. One rule for
 * the growth figures (pages, Search Console, channels, funnel), the lead's
 * card and the leads' export (docs/growth.md, "Which page a lead counts for").
 *
 * 1. The visit's first page as the lead records it: `source.landing_page`;
 *    without one, the page the form was sent from (`source.page`; before
 *    sources were kept, `source_page`, else home). A lead added by hand
 *    counts for the page staff linked it to, or for none (null).
 * 2. As a path (`landingPath`), then as the site has it: a path that
 *    redirects counts where it lands; a path the site does not have (made up,
 *    an old address, an admin screen) counts for OTHER_PAGES, never for a
 *    page that does not exist.
 */

/** The row of leads whose first page is not a page of the site. Not a path, so it never meets one. */
export const OTHER_PAGES = 'other-pages';
export const OTHER_PAGES_LABEL = 'Other pages (not on the site)';

/** How a credited page reads in a table: its path, or the words for the rows that are not one page. */
export const creditedPageLabel = (page: string | null): string =>
  page === null ? 'Added by hand, no page' : page === OTHER_PAGES ? OTHER_PAGES_LABEL : page;

/**
 * The path a page is known by on every side: Google reports the canonical
 * absolute URL, a lead records a path. Host, query string, fragment, a
 * trailing slash and a `.html` ending go (build.format 'file' serves
 * `/dental-seo` from `dental-seo.html`); home is `/`.
 */
export function landingPath(address: string): string {
  let path: string;
  try {
    path = new URL(address, 'https://landing.invalid').pathname;
  } catch {
    path = address.split(/[?#]/)[0] ?? '';
  }
  path = path.replace(/\/+$/, '').replace(/\.html$/, '');
  return path === '/index' || path === '' ? '/' : path.replace(/\/index$/, '');
}

type LeadPath = Pick<Lead, 'source' | 'source_page' | 'entry'>;

/** The page the lead's form was sent from (a lead added by hand: the page staff linked it to); null when none is known. */
export function sentFromOf(lead: LeadPath): string | null {
  if (lead.source) return lead.source.page ?? (lead.entry === 'form' ? '/' : null);
  return lead.source_page ?? (lead.entry === 'form' ? '/' : null);
}

/** Step 1: the first page of the visit as recorded, as a path; null for a lead added by hand with no page. */
export function visitStartOf(lead: LeadPath): string | null {
  const recorded = lead.source?.landing_page ?? sentFromOf(lead);
  return recorded === null ? null : landingPath(recorded);
}

/** How many redirects are followed (a loop or a long chain ends at OTHER_PAGES). */
const MAX_HOPS = 5;

const pageSets = new WeakMap<SitePages, ReadonlySet<string>>();
const pagesOf = (site: SitePages) => {
  let pages = pageSets.get(site);
  if (!pages) pageSets.set(site, (pages = new Set(site.pages)));
  return pages;
};

/** Step 2: where a recorded path counts on the site (see above); null stays null. */
export function creditedPage(path: string | null, site: SitePages): string | null {
  if (path === null || path === OTHER_PAGES) return path;
  const pages = pagesOf(site);
  let current = landingPath(path);
  for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
    if (pages.has(current)) return current;
    if (!Object.hasOwn(site.redirects, current)) return OTHER_PAGES;
    current = landingPath(site.redirects[current]!);
  }
  return OTHER_PAGES;
}

/** A lead's landing page: the one rule, both steps. */
export const landingPageOf = (lead: LeadPath, site: SitePages): string | null => creditedPage(visitStartOf(lead), site);

/** The words staff read for a lead's path: "Landed on /dental-seo, sent from /"; null when no page is known. */
export function leadPathInWords(lead: LeadPath, site: SitePages): string | null {
  const landed = landingPageOf(lead, site);
  const recorded = visitStartOf(lead);
  if (recorded === null) return null;
  const where =
    landed === OTHER_PAGES
      ? `${recorded}, not a page of the site (counted under other pages)`
      : landed !== recorded
        ? `${landed} (the address ${recorded} redirects there)`
        : landed;
  const sentFrom = sentFromOf(lead);
  return `Landed on ${where}${sentFrom ? `, sent from ${sentFrom}` : ''}`;
}

/**
 * The redirects of a Netlify `_redirects` file that move a page for good or
 * for a while (301, 302, 303, 307, 308; Netlify's default is 301), from one
 * path to another of this site. Rewrites (200), splats, placeholders and
 * rules to other sites are left out: they say nothing about where a page is.
 */
export function redirectsIn(text: string): Record<string, string> {
  const redirects: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const [from, to, status = '301'] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!from || !to || !/^30[12378]!?$/.test(status)) continue;
    if (!from.startsWith('/') || !to.startsWith('/') || to.startsWith('//') || /[*:]/.test(from + to)) continue;
    redirects[landingPath(from)] = landingPath(to);
  }
  return redirects;
}
