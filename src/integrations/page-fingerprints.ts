import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PAGE_FINGERPRINTS_FILE, type PageFingerprints } from '../lib/publishing/page-fingerprints';

/**
 * Writes dist/page-fingerprints.json: every page the sitemap names, with a
 * fingerprint of its HTML as it ships. After the deploy that made a build
 * live, the pages whose fingerprint changed are submitted to IndexNow
 * (netlify/functions/deploy-notification.ts, which netlify.toml ships this file
 * with). Runs after every integration that rewrites the HTML (tap pings,
 * per-page CSS) and after the sitemap's, so both are final.
 */

/** The paths of the `<loc>` addresses of a sitemap file. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.trim()).pathname.replace(/(.)\/$/, '$1'));
}

/** The built file of a page's path (build.format 'file': `/dental-seo` → dental-seo.html). */
function fileOf(dist: string, path: string): string | undefined {
  const candidates = path === '/' ? ['index.html'] : [`${path.slice(1)}.html`, `${path.slice(1)}/index.html`];
  return candidates.map((candidate) => join(dist, decodeURIComponent(candidate))).find((file) => existsSync(file));
}

export const fingerprintOf = (html: Buffer | string) => createHash('sha256').update(html).digest('base64url').slice(0, 22);

export function pageFingerprints(dist: string): { pages: PageFingerprints; missing: string[] } {
  const sitemaps = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const pages: PageFingerprints = {};
  const missing: string[] = [];
  for (const path of sitemaps.flatMap((name) => sitemapPaths(readFileSync(join(dist, name), 'utf8')))) {
    const file = fileOf(dist, path);
    if (file) pages[path] = fingerprintOf(readFileSync(file));
    else missing.push(path);
  }
  return { pages, missing };
}

export default function pageFingerprintsIntegration(): AstroIntegration {
  return {
    name: 'page-fingerprints',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const { pages, missing } = pageFingerprints(dist);
        if (missing.length > 0) logger.warn(`No built file for sitemap addresses ${missing.join(', ')}: not fingerprinted`);
        writeFileSync(join(dist, PAGE_FINGERPRINTS_FILE), `${JSON.stringify(pages)}\n`);
        logger.info(`Fingerprints of the ${Object.keys(pages).length} pages in the sitemap written to ${PAGE_FINGERPRINTS_FILE}`);
      },
    },
  };
}
