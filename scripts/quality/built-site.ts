import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'node-html-parser';

/**
 * What the quality gates check: the pages that `astro build` actually wrote to
 * dist/, found from the HTML files themselves, so a page merged tomorrow is
 * covered without editing any list. Runs under plain Node 24 (type stripping),
 * vitest and Playwright alike, so it imports nothing from the site's sources.
 */

export interface BuiltPage {
  /** "/" for index.html, "/us" for us.html (build.format 'file'). */
  route: string;
  file: string;
}

/** "/us" for dist/us.html, "/" for dist/index.html, "/admin" for dist/admin/index.html. */
export function routeOfHtmlFile(distDir: string, file: string): string {
  const rel = relative(distDir, file)
    .split(sep)
    .join('/')
    .replace(/\.html$/, '');
  return rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`;
}

/** Every HTML page in dist, sorted by route. Pagefind's own files are not pages. */
export function builtPages(distDir: string): BuiltPage[] {
  if (!existsSync(distDir)) throw new Error(`${distDir} is missing: run \`astro build\` first`);
  return readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ route: routeOfHtmlFile(distDir, file), file }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function isAdminRoute(route: string): boolean {
  return /^\/admin(\/|$)/.test(route);
}

/** /search runs its search box at once (its island is the page). */
export const SEARCH_ROUTE = '/search';

/**
 * A page a visitor reads: public and painted from its HTML alone, with no
 * script before the first interaction. Admin screens are applications, and
 * /search runs its search box at once.
 */
export function isContentRoute(route: string): boolean {
  return !isAdminRoute(route) && route !== SEARCH_ROUTE;
}

/**
 * The public pages search engines are meant to find: not admin, and not
 * marked noindex (the 404 page and /search are). Lighthouse checks these.
 */
export function indexablePages(distDir: string): BuiltPage[] {
  return builtPages(distDir).filter(({ route, file }) => {
    if (isAdminRoute(route)) return false;
    const robots = parse(readFileSync(file, 'utf8')).querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
    return !/noindex/i.test(robots);
  });
}

/**
 * The file Netlify serves for a site path, or undefined: the exact file, then
 * "<path>.html", then "<path>/index.html" (the order of @netlify/static).
 */
export function fileForPath(distDir: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  for (const candidate of candidates) {
    const file = join(distDir, candidate);
    if (!file.startsWith(distDir)) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}
