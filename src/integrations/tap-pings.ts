import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { TAP_KINDS, TAP_PAGES_FILE, type TapKind, type TapPages } from '../lib/api/growth';
import { htmlFiles, isAdminFile } from './per-page-css';

/**
 * Every chat, call and e-mail link of every public page counts a tap (for the
 * growth dashboard, docs/growth.md) with the HTML `ping` attribute: when the link is followed, the browser
 * POSTs "PING" to /api/tap?kind=…&page=… on its own, without JavaScript on
 * the page and without holding the link up. The link's address, target and
 * rel stay exactly as they were. Browsers that send no pings (Firefox, by
 * default) are simply not counted: docs/growth.md.
 *
 * After the build, over the built HTML, so every component, article body and
 * page that has such a link gets it from one place. Admin screens are not
 * public pages and are left alone. The pages with such links, and the kinds
 * each has, are written to dist/tap-pages.json: /api/tap counts taps on
 * those only (netlify.toml ships the file with the function).
 */

const ANCHOR = /<a\s[^>]*>/g;
const HREF = /\shref="([^"]*)"/;

/** What a link opens, by its address; null for any other link. */
export function tapKindOf(href: string): TapKind | null {
  if (/^tel:/i.test(href)) return 'call';
  if (/^mailto:/i.test(href)) return 'email';
  if (/^https:\/\/(?:wa\.me|api\.whatsapp\.com)\//i.test(href)) return 'whatsapp';
  return null;
}

/** The page's own path, from its file in dist (build.format 'file': `dental-seo.html`, `index.html`). */
export function pagePathOf(dist: string, file: string): string {
  const path = `/${relative(dist, file)
    .replaceAll('\\', '/')
    .replace(/\.html$/, '')}`;
  return path === '/index' ? '/' : path.replace(/\/index$/, '');
}

const isKind = (kind: string): kind is TapKind => (TAP_KINDS as readonly string[]).includes(kind);
const PING = / ping="\/api\/tap\?kind=([a-z]+)&amp;page=([^"]*)"/g;

/** The kinds of tap link a page's HTML has (each ping it sends for its own page). */
export function tapKindsIn(html: string, page: string): TapKind[] {
  const kinds = new Set<TapKind>();
  for (const [, kind, target] of html.matchAll(PING)) if (target === page && isKind(kind!)) kinds.add(kind);
  return [...kinds].sort();
}

/** `html` with a ping on each chat, call and e-mail link that has none. */
export function addTapPings(html: string, page: string): string {
  return html.replace(ANCHOR, (tag) => {
    const href = HREF.exec(tag)?.[1];
    const kind = href === undefined ? null : tapKindOf(href);
    if (!kind || /\sping=/.test(tag)) return tag;
    return `<a ping="/api/tap?kind=${kind}&amp;page=${page}"${tag.slice(2)}`;
  });
}

export default function tapPings(): AstroIntegration {
  return {
    name: 'tap-pings',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        let links = 0;
        const pages: TapPages = {};
        for (const file of htmlFiles(dist)) {
          if (isAdminFile(dist, file)) continue;
          const html = readFileSync(file, 'utf8');
          const page = pagePathOf(dist, file);
          const pinged = addTapPings(html, page);
          const kinds = tapKindsIn(pinged, page);
          if (kinds.length > 0) pages[page] = kinds;
          if (pinged === html) continue;
          links += pinged.split(' ping="/api/tap?').length - html.split(' ping="/api/tap?').length;
          writeFileSync(file, pinged);
        }
        writeFileSync(join(dist, TAP_PAGES_FILE), `${JSON.stringify(pages)}\n`);
        logger.info(`Tap pings on ${links} chat, call and e-mail links of ${Object.keys(pages).length} pages`);
      },
    },
  };
}
