import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { landingPages } from '../../src/data/landing/pages';
import { OG_KIND_LABELS, ogCards, searchRoutes } from '../../src/data/search-appearance';
import { renderOgImage } from '../../src/server/content/index';
import { fullTitle } from '../../src/lib/seo/head';
import { buildRecordSchema } from '../../src/lib/publishing/publish-status';
import { textFingerprint } from '../../src/lib/publishing/text-fingerprint';
import { builtPages, jsonLdOf, loadBuilt, metaContent, pngSize, readBuilt } from './dist-helpers';

/**
 * The search appearance of every page, editable in the admin, on the built site. The test build reads
 * tests/fixtures/content-snapshot.json, which holds an edited search title and
 * description for /seo-audit (and an edited Lahore text, saved by an admin).
 */
const snapshot = JSON.parse(readFileSync('tests/fixtures/content-snapshot.json', 'utf8')) as {
  entries: { id: string; content: string; updated_at: string }[];
};
const stored = (id: string) => snapshot.entries.find((entry) => entry.id === id)!;
const editedTitle = stored('search.seo_audit_title').content;
const editedDescription = stored('search.seo_audit_description').content;
const auditData = landingPages.find((page) => page.slug === 'seo-audit')!;

describe('an edited search title and description', () => {
  const audit = loadBuilt('/seo-audit');
  const head = audit.root.querySelector('head')!;

  it('are in the page’s <title>, meta description and every sharing tag', () => {
    const title = fullTitle(editedTitle, site.brandName);
    expect(audit.root.querySelector('title')!.textContent).toBe(title);
    expect(metaContent(audit.root, 'description')).toBe(editedDescription);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt']) expect(metaContent(audit.root, key), key).toBe(title);
    for (const key of ['og:description', 'twitter:description']) expect(metaContent(audit.root, key), key).toBe(editedDescription);
  });

  it('appear nowhere else: not in the body, the structured data or any other page', () => {
    const withoutHeadTags = audit.html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta [^>]*>/g, '');
    expect(withoutHeadTags).not.toContain(editedTitle);
    expect(withoutHeadTags).not.toContain(editedDescription.slice(0, 40));
    for (const { route, file } of builtPages()) {
      if (route === '/seo-audit') continue;
      const html = readFileSync(file, 'utf8');
      expect(html.includes(editedTitle) || html.includes(editedDescription.slice(0, 40)), route).toBe(false);
    }
  });

  it('leave canonical, breadcrumbs and JSON-LD on the data file’s values', () => {
    const canonical = `${site.origin}/seo-audit`;
    expect(head.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(canonical);
    expect(metaContent(audit.root, 'og:url')).toBe(canonical);
    const records = jsonLdOf(audit.root);
    const breadcrumbs = records.find((r) => r['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.name)).toEqual(['Home', auditData.seo.breadcrumb]);
    const service = records.find((r) => r['@type'] === 'Service') as { description: string };
    expect(service.description).toBe(auditData.seo.description);
  });

  it('are fingerprinted in /content-version.json, so the admin can tell they are live', () => {
    const record = buildRecordSchema.parse(JSON.parse(readBuilt('content-version.json').toString('utf8')));
    expect(record.texts['search.seo_audit_title']).toBe(textFingerprint(editedTitle));
    expect(record.texts['search.seo_audit_description']).toBe(textFingerprint(editedDescription));
    const dental = searchRoutes.find((route) => route.path === '/dental-seo')!;
    expect(record.texts['search.dental_seo_title']).toBe(textFingerprint(dental.title));
  });

  it('leave every other page with its data-file title and description', () => {
    for (const route of searchRoutes.filter((r) => r.path !== '/seo-audit')) {
      const page = loadBuilt(route.path).root;
      expect(page.querySelector('title')!.textContent, route.path).toBe(fullTitle(route.title, site.brandName));
      expect(metaContent(page, 'description'), route.path).toBe(route.description);
    }
  });
});

describe('shared links', () => {
  it('every public page has og:title, og:description, og:url and a 1200×630 PNG og:image of its own', () => {
    const hashes = new Map<string, string>();
    for (const card of ogCards) {
      const page = loadBuilt(card.path).root;
      const canonical = card.path === '/' ? `${site.origin}/` : `${site.origin}${card.path}`;
      expect(metaContent(page, 'og:title'), card.path).toBe(page.querySelector('title')!.textContent);
      expect(metaContent(page, 'og:description'), card.path).toBe(metaContent(page, 'description'));
      expect(metaContent(page, 'og:url'), card.path).toBe(canonical);
      const image = metaContent(page, 'og:image')!;
      expect(image, card.path).toBe(`${site.origin}/og/${card.slug}.png`);
      expect(metaContent(page, 'twitter:image'), card.path).toBe(image);
      expect(metaContent(page, 'twitter:card'), card.path).toBe('summary_large_image');
      const png = readBuilt(new URL(image).pathname);
      expect(pngSize(png), card.path).toEqual({ width: 1200, height: 630 });
      hashes.set(card.path, createHash('sha256').update(png).digest('hex'));
    }
    // Home, the twenty landing pages, the three reading pages and the Insights index.
    expect(ogCards).toHaveLength(25);
    expect(new Set(hashes.values()).size).toBe(ogCards.length);
  });
});

describe('the sharing image of an edited page', () => {
  it('is drawn from the edited title, not the data file’s', async () => {
    const card = (title: string) =>
      renderOgImage({ title, kind: OG_KIND_LABELS.service, brandName: site.brandName, host: new URL(site.origin).host });
    const built = readBuilt('og/seo-audit.png');
    expect(built.equals(await card(editedTitle))).toBe(true);
    expect(built.equals(await card(auditData.seo.title))).toBe(false);
  });
});

describe('sitemap lastmod', () => {
  const xml = readBuilt('sitemap-0.xml').toString('utf8');
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc, lastmod]) => ({
    path: new URL(loc!).pathname,
    lastmod,
  }));

  it('is the date of the newest edit of a page’s search appearance or text, and absent for pages nobody edited', () => {
    const newestAudit = ['search.seo_audit_title', 'search.seo_audit_description'].map((id) => stored(id).updated_at).sort().at(-1);
    expect(urls.length).toBeGreaterThan(20);
    const dated = Object.fromEntries(urls.filter((url) => url.lastmod).map((url) => [url.path, url.lastmod]));
    expect(dated).toEqual({
      '/seo-audit': newestAudit,
      '/seo-services-lahore': stored('lahore.hero_title').updated_at,
      // Articles: when the version on the site went live; their lists: the newest of theirs (tests/dist/insights.test.ts).
      '/insights': '2026-11-18T07:00:00.000Z',
      '/insights/category/local-seo': '2026-11-18T07:00:00.000Z',
      '/insights/category/technical-seo': '2026-11-15T05:00:00.000Z',
      '/insights/lahore-google-map-pack': '2026-11-18T07:00:00.000Z',
      '/insights/stored-xss-probe': '2026-11-12T05:00:00.000Z',
      '/insights/technical-seo-checks-before-a-redesign': '2026-11-15T05:00:00.000Z',
      // The clients' results: when the newest shown review was given or card published (tests/dist/results.test.ts).
      '/results': '2026-11-07T09:00:00.000Z',
    });
  });
});
