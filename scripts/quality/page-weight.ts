import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { posix } from 'node:path';
import { init, parse as parseImports } from 'es-module-lexer';
import { parse as parseHtml } from 'node-html-parser';
import { SEARCH_ROUTE, fileForPath, isAdminRoute } from './built-site.ts';

/**
 * Byte budgets per page, measured from the built files as a phone's browser
 * would receive them (gzip, level 9). One KB is 1,000 bytes.
 *
 * JavaScript "at page load" is every script the HTML loads (<script src>,
 * <link rel=modulepreload>, imports of inline modules) plus, for islands a
 * phone hydrates right away, the island's component and renderer with
 * everything they import statically: client:load, client:idle, client:only,
 * and client:media when its query matches a 390 px wide screen. Islands that
 * wait for the visitor (client:interaction, client:visible, client:media for
 * wider screens) are "deferred", budgeted apart. Dynamic import() is
 * never followed. Inline scripts and styles count in the HTML.
 *
 * The analytics loader is reported on its own line, not budgeted here: it is
 * a consent-gated third-party tag with rules of its own (privacy issue).
 */

export const KB = 1000;

/** The phone the budgets are measured for. */
export const PHONE_WIDTH_PX = 390;

/** The analytics loader's path (src/components/seo/Analytics.astro). */
const ANALYTICS_LOADER = '/scripts/analytics.js';

export interface Budget {
  html: number;
  css: number;
  /** null: not budgeted (admin screens). */
  eagerJs: number | null;
  /** JavaScript islands fetch when the visitor reaches them; null: not budgeted (admin screens). */
  deferredJs: number | null;
}

/**
 * Content pages: no JavaScript file at load, and HTML (the whole stylesheet
 * inlined) within 20 KB, 30 KB on home. /search runs its search box at load
 * and admin screens are applications: both keep the old 80 KB / none.
 * Islands waiting for the visitor (home's audit form: React and the form,
 * 74 KB) may fetch 77 KB at most, so their code cannot creep unnoticed.
 */
export function budgetFor(route: string): Budget {
  return {
    html: (route === '/' ? 30 : 20) * KB,
    css: 15 * KB,
    eagerJs: isAdminRoute(route) ? null : route === SEARCH_ROUTE ? 80 * KB : 0,
    deferredJs: isAdminRoute(route) ? null : 77 * KB,
  };
}

/**
 * Whether a client:media query matches a phone PHONE_WIDTH_PX wide. Widths
 * (min-width / max-width in px, joined by "and") are evaluated; any other
 * query counts as matching, so an unknown query is never excused.
 */
export function mediaMatchesPhone(query: string): boolean {
  return query.split(/\band\b/i).every((part) => {
    const width = /\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)/i.exec(part);
    if (!width) return true;
    const px = Number(width[2]);
    return width[1]!.toLowerCase() === 'min' ? PHONE_WIDTH_PX >= px : PHONE_WIDTH_PX <= px;
  });
}

function hydratesAtLoad(island: { getAttribute(name: string): string | undefined }): boolean {
  const client = island.getAttribute('client') ?? '';
  if (client === 'media') {
    const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: unknown };
    return mediaMatchesPhone(typeof opts.value === 'string' ? opts.value : '');
  }
  return EAGER_HYDRATION.has(client);
}

export interface PageWeight {
  /** gzip bytes of the HTML document itself (inline scripts and styles included). */
  html: number;
  css: number;
  eagerJs: number;
  deferredJs: number;
  /** gzip bytes of the analytics loader, when the page has it. */
  analyticsJs: number;
  cssFiles: string[];
  eagerJsFiles: string[];
  deferredJsFiles: string[];
  /** Script and stylesheet URLs on other hosts; they cannot be weighed here. */
  external: string[];
}

const EAGER_HYDRATION = new Set(['load', 'idle', 'only']);

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Static-import closure of some site-relative module URLs ("/_astro/x.js"). */
function moduleClosure(distDir: string, entries: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = fileForPath(distDir, url);
    if (!file) throw new Error(`${url} is referenced but not in dist`);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = siteUrl(specifier, url);
      if (isLocal(target)) pending.push(target);
    }
  }
  return seen;
}

/** Specifiers of the static imports and re-exports of a module; import() is left out. */
function staticImports(source: string): string[] {
  const [imports] = parseImports(source);
  return imports.flatMap((spec) => (spec.type === 'static' || spec.type === 'reexport-star' ? [spec.specifier] : []));
}

/** Resolves a module specifier against the URL of the module that imports it. */
function siteUrl(specifier: string, from: string): string {
  if (/^[a-z]+:/i.test(specifier)) return specifier;
  return specifier.startsWith('/') ? specifier : posix.resolve(posix.dirname(from), specifier);
}

const isLocal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function sumGzip(distDir: string, urls: Iterable<string>): number {
  let total = 0;
  for (const url of urls) {
    const file = fileForPath(distDir, url);
    if (!file) throw new Error(`${url} is referenced but not in dist`);
    total += gzipSize(readFileSync(file));
  }
  return total;
}

/** Weighs one built HTML page. */
export async function measurePage(distDir: string, htmlFile: string): Promise<PageWeight> {
  await init();
  const source = readFileSync(htmlFile);
  const doc = parseHtml(source.toString('utf8'));
  const external: string[] = [];
  const local = (url: string | undefined): url is string => {
    if (!url) return false;
    if (isLocal(url)) return true;
    external.push(url);
    return false;
  };
  const pathOf = (url: string) => url.split(/[?#]/)[0]!;

  const cssFiles = doc
    .querySelectorAll('link[rel~="stylesheet"]')
    .map((link) => link.getAttribute('href'))
    .filter(local)
    .map(pathOf);

  const eagerEntries = new Set<string>();
  const deferredEntries = new Set<string>();
  const analyticsFiles: string[] = [];
  for (const script of doc.querySelectorAll('script[src]')) {
    const src = script.getAttribute('src');
    if (!local(src)) continue;
    if (pathOf(src) === ANALYTICS_LOADER) analyticsFiles.push(ANALYTICS_LOADER);
    else eagerEntries.add(pathOf(src));
  }
  // The inline snippet that requests the loader after the load event (Analytics.astro).
  if (doc.querySelector('script[data-measurement-id]:not([src])')?.textContent.includes(ANALYTICS_LOADER))
    analyticsFiles.push(ANALYTICS_LOADER);
  for (const link of doc.querySelectorAll('link[rel~="modulepreload"]')) {
    const href = link.getAttribute('href');
    if (local(href)) eagerEntries.add(pathOf(href));
  }
  // Inline module scripts may import chunks themselves.
  for (const script of doc.querySelectorAll('script[type="module"]:not([src])')) {
    for (const specifier of staticImports(script.textContent)) if (local(specifier)) eagerEntries.add(pathOf(specifier));
  }
  for (const island of doc.querySelectorAll('astro-island')) {
    const target = hydratesAtLoad(island) ? eagerEntries : deferredEntries;
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = island.getAttribute(attr);
      if (local(url)) target.add(pathOf(url));
    }
  }

  const eager = moduleClosure(distDir, eagerEntries);
  const deferred = [...moduleClosure(distDir, deferredEntries)].filter((url) => !eager.has(url));
  return {
    html: gzipSize(source),
    css: sumGzip(distDir, cssFiles),
    eagerJs: sumGzip(distDir, eager),
    deferredJs: sumGzip(distDir, deferred),
    analyticsJs: sumGzip(distDir, analyticsFiles),
    cssFiles,
    eagerJsFiles: [...eager].sort(),
    deferredJsFiles: deferred.sort(),
    external,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** Human-readable budget breaches; empty when the page is within budget. */
export function overBudget(weight: PageWeight, budget: Budget): string[] {
  const breaches: string[] = [];
  if (weight.html > budget.html) breaches.push(`HTML ${kb(weight.html)} gzip > ${kb(budget.html)}`);
  if (weight.css > budget.css) breaches.push(`CSS ${kb(weight.css)} gzip > ${kb(budget.css)}`);
  if (budget.eagerJs !== null && weight.eagerJs > budget.eagerJs) {
    breaches.push(`JavaScript at page load ${kb(weight.eagerJs)} gzip > ${kb(budget.eagerJs)} (${weight.eagerJsFiles.join(', ')})`);
  }
  if (budget.deferredJs !== null && weight.deferredJs > budget.deferredJs) {
    breaches.push(`JavaScript deferred ${kb(weight.deferredJs)} gzip > ${kb(budget.deferredJs)} (${weight.deferredJsFiles.join(', ')})`);
  }
  return breaches;
}
