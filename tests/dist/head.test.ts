import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicRoutes } from '../../src/data/routes';
import { CLIENT_REPORT_PATH } from '../../src/lib/api/clients';
import { DIST, builtPages, jsonLdOf, loadPage, metaContent } from './dist-helpers';

const ORIGIN = 'https://www.example-seo-agency.pk';
const pages = builtPages().filter((p) => !p.route.startsWith('/admin'));

describe('every built page carries a complete head', () => {
  it('builds at least home and the 404 page', () => {
    const routes = pages.map((p) => p.route);
    expect(routes).toContain('/');
    expect(routes).toContain('/404');
  });

  for (const { route } of pages) {
    describe(route, () => {
      const doc = loadPage(route);

      it('has exactly one title, description, keywords and canonical', () => {
        expect(doc.querySelectorAll('head title')).toHaveLength(1);
        expect(doc.querySelector('title')?.textContent.trim().length).toBeGreaterThan(10);
        expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
        expect(doc.querySelectorAll('meta[name="keywords"]')).toHaveLength(1);
        expect(doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
      });

      it('has a canonical on the configured origin whose path is the route', () => {
        const href = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(href).toBe(route === '/' ? `${ORIGIN}/` : `${ORIGIN}${route}`);
      });

      it('has parseable JSON-LD with a breadcrumb trail starting at Home', () => {
        const records = jsonLdOf(doc);
        const crumbs = records.find((r) => r['@type'] === 'BreadcrumbList') as
          | { itemListElement: { name: string; item: string }[] }
          | undefined;
        expect(crumbs).toBeDefined();
        expect(crumbs?.itemListElement[0]).toMatchObject({ name: 'Home', item: `${ORIGIN}/` });
        if (route !== '/') {
          // Home › page; articles and categories pass through Insights.
          expect(crumbs?.itemListElement).toHaveLength(route.startsWith('/insights/') ? 3 : 2);
          expect(crumbs?.itemListElement.at(-1)?.item).toBe(`${ORIGIN}${route}`);
        }
      });

      it('loads the analytics tag with the measurement id, and declares the language', () => {
        expect(doc.querySelector('script[data-measurement-id]')?.getAttribute('data-measurement-id')).toMatch(/^G-/);
        expect(doc.querySelector('html')?.getAttribute('lang')).toBe('en-PK');
      });
    });
  }

  it('keeps the 404 page out of search results', () => {
    expect(metaContent(loadPage('/404'), 'robots')).toBe('noindex, follow');
  });
});

describe('sitemap and robots.txt', () => {
  const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every built public route and nothing under /admin, the 404 page, the private audit reports or the monthly reports', () => {
    for (const { route } of pages.filter((p) => p.route !== '/404' && publicRoutes.includes(p.route))) {
      expect(locs).toContain(route === '/' ? `${ORIGIN}/` : `${ORIGIN}${route}`);
    }
    expect(
      locs.filter((l) => l?.includes('/admin') || l?.includes('/404') || l?.includes('/report/') || l?.includes(CLIENT_REPORT_PATH)),
    ).toEqual([]);
  });

  it('robots.txt points to the sitemap and keeps crawlers out of /admin and /api', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap-index.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});
