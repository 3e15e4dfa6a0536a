import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const DIST = join(process.cwd(), 'dist');

if (!existsSync(DIST)) throw new Error('dist/ is missing: run `astro build` before the built-site tests');

/** Every HTML file in dist, as its route ("/", "/us", "/404"). */
export function builtPages(): { route: string; file: string }[] {
  const out: { route: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const rel = relative(DIST, full).replace(/\\/g, '/').replace(/\.html$/, '');
        out.push({ route: rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`, file: full });
      }
    }
  };
  walk(DIST);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** The built HTML of a route, parsed. */
export function loadPage(route: string): HTMLElement {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return parse(readFileSync(join(DIST, file), 'utf8'));
}

export function jsonLdOf(doc: HTMLElement): Record<string, unknown>[] {
  return doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
}

export function metaContent(doc: HTMLElement, name: string): string | undefined {
  return (doc.querySelector(`meta[name="${name}"]`) ?? doc.querySelector(`meta[property="${name}"]`))?.getAttribute('content');
}
