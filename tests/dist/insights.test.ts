import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { builtPages, DIST, jsonLdOf, loadPage, metaContent, pngSize, textOf } from './dist-helpers';

/**
 * The Insights pages as built from the fixture snapshot
 * (tests/fixtures/content-snapshot.json, taken 2026-11-20T09:00Z): three live
 * articles (one with a hero image, one moved from an old address, one full
 * of stored-XSS probes), one scheduled for after the snapshot, and one whose
 * stored slug is itself a probe (the build must skip it).
 */
const ORIGIN = 'https://www.example-seo-agency.pk';
const LIVE = ['/insights/technical-seo-checks-before-a-redesign', '/insights/stored-xss-probe', '/insights/lahore-google-map-pack'];
const NOT_LIVE = ['scheduled-after-the-snapshot', 'lahore-map-pack'];
const routes = builtPages().map((page) => page.route);

describe('article pages', () => {
  it('are built for the live articles only: not the scheduled one, not a bad slug, not the old address', () => {
    for (const route of LIVE) expect(routes).toContain(route);
    expect(routes.filter((route) => route.startsWith('/insights/') && !route.startsWith('/insights/category/'))).toHaveLength(LIVE.length);
    for (const slug of NOT_LIVE) expect(existsSync(join(DIST, 'insights', `${slug}.html`))).toBe(false);
    for (const { file } of builtPages()) expect(readFileSync(file, 'utf8')).not.toContain('Nobody should see this text');
  });

  const doc = loadPage('/insights/lahore-google-map-pack');

  it('show title, excerpt, author, published and updated dates, reading time and breadcrumbs', () => {
    expect(textOf(doc.querySelector('h1'))).toBe('How Lahore shops win the Google map pack');
    const byline = textOf(doc.querySelector('article header'));
    expect(byline).toContain('By editor · Published 10 November 2026 · Updated 18 November 2026 · 1 min read');
    expect(doc.querySelector('time[datetime="2026-11-10T06:00:00.000Z"]')).not.toBeNull();
    const crumbs = doc.querySelectorAll('nav[aria-label="Breadcrumb"] li').map((li) => textOf(li));
    expect(crumbs).toEqual(['Home', 'Insights', 'How Lahore shops win the Google map pack']);
    // Headings of the body link to themselves; the page has one h1.
    expect(doc.querySelector('h2#start-with-your-business-profile a[href="#start-with-your-business-profile"]')).not.toBeNull();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
  });

  it('link to the service pages of their category and to related articles', () => {
    expect(doc.querySelector('section[aria-labelledby="services-heading"] a[href="/local-seo"]')).not.toBeNull();
    const related = doc.querySelectorAll('section[aria-labelledby="related-heading"] h3 a').map((a) => a.getAttribute('href'));
    expect(related).toEqual(['/insights/stored-xss-probe']);
    // Links to other sites get rel="noopener"; the site's own do not.
    expect(doc.querySelector('a[href^="https://support.google.com"]')?.getAttribute('rel')).toBe('noopener');
    expect(doc.querySelector('article a[href="/local-seo"]')?.getAttribute('rel')).toBeUndefined();
  });

  it('have their canonical, search title, share card and BlogPosting record', () => {
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/insights/lahore-google-map-pack`);
    expect(doc.querySelector('title')?.textContent).toContain('Win the Google map pack in Lahore');
    const image = metaContent(doc, 'og:image');
    expect(image).toBe(`${ORIGIN}/og/insights/lahore-google-map-pack.png`);
    expect(pngSize(readFileSync(join(DIST, 'og/insights/lahore-google-map-pack.png')))).toEqual({ width: 1200, height: 630 });
    const posting = jsonLdOf(doc).find((record) => record['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'How Lahore shops win the Google map pack',
      datePublished: '2026-11-10T06:00:00.000Z',
      dateModified: '2026-11-18T07:00:00.000Z',
      author: { '@type': 'Person', name: 'editor' },
      publisher: { '@type': 'Organization', url: `${ORIGIN}/` },
      url: `${ORIGIN}/insights/lahore-google-map-pack`,
    });
    expect(posting?.image).toEqual([`${ORIGIN}/insights/img/01JDA5HEQ0K7M1SYN3B9C4D2EF-1200.jpg`, `${ORIGIN}/og/insights/lahore-google-map-pack.png`]);
    const trail = jsonLdOf(doc).find((record) => record['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(trail.itemListElement.map((item) => item.item)).toEqual([`${ORIGIN}/`, `${ORIGIN}/insights`, `${ORIGIN}/insights/lahore-google-map-pack`]);
  });

  it('show the hero as their first paint: AVIF and WebP in three widths, sized, eager, high priority', () => {
    const img = doc.querySelector('article picture img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).not.toBe('lazy');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '900']);
    expect(img.getAttribute('alt')).toBe("A shop front beside a map pin, drawn in the agency's orange and green");
    const sources = doc.querySelectorAll('article picture source');
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    const files = [img.getAttribute('src')!, ...sources.flatMap((source) => source.getAttribute('srcset')!.split(', ').map((entry) => entry.split(' ')[0]!))];
    expect(files).toHaveLength(7);
    for (const file of files) expect(readFileSync(join(DIST, file)).byteLength).toBeGreaterThan(500);
    // Smaller than the original upload (19 KB JPEG at 1600 px) at phone width.
    expect(readFileSync(join(DIST, '/insights/img/01JDA5HEQ0K7M1SYN3B9C4D2EF-480.avif')).byteLength).toBeLessThan(8_000);
  });
});

describe('stored XSS probes in the built HTML', () => {
  const html = readFileSync(join(DIST, 'insights/stored-xss-probe.html'), 'utf8');
  const doc = parse(html);

  it('title, body and alt text show as text; no probe becomes an element, handler or link', () => {
    expect(textOf(doc.querySelector('h1'))).toBe('Probe <script>alert(1)</script>');
    expect(doc.querySelector('article picture img')?.getAttribute('alt')).toBe(`"><script>alert('alt')</script><img src=x onerror=alert('alt')>`);
    const body = textOf(doc.querySelector('article'));
    expect(body).toContain('<script>alert(“body”)</script>');
    for (const element of doc.querySelectorAll('*')) {
      expect(Object.keys(element.attributes).filter((name) => /^on/i.test(name)), element.tagName).toEqual([]);
      expect(element.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    }
    expect(doc.querySelectorAll('iframe, object, embed')).toHaveLength(0);
    expect(doc.querySelectorAll('main img')).toHaveLength(1);
    for (const script of doc.querySelectorAll('script')) {
      // Structured data carries the title as data, with every "<" escaped so nothing can close the element.
      if (script.getAttribute('type') === 'application/ld+json') expect(script.textContent).not.toContain('<');
      else expect(script.textContent).not.toContain('alert(');
    }
    // The title in the head and the structured data is escaped too.
    expect(doc.querySelector('title')?.textContent).toContain('<script>alert(1)</script>');
    expect(html).toContain('>Probe &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });

  it('a stored slug that is a probe never reaches the site: its article is skipped', () => {
    for (const { file } of builtPages()) expect(readFileSync(file, 'utf8')).not.toContain("alert('slug')");
    expect(readFileSync(join(DIST, 'insights/rss.xml'), 'utf8')).not.toContain('slug');
  });
});

describe('lists', () => {
  it('/insights lists the live articles newest first, and links every category that has one', () => {
    const index = loadPage('/insights');
    expect(index.querySelectorAll('main li h2 a').map((a) => a.getAttribute('href'))).toEqual(LIVE);
    expect(routes.filter((route) => route.startsWith('/insights/category/')).sort()).toEqual([
      '/insights/category/local-seo',
      '/insights/category/technical-seo',
    ]);
    const category = loadPage('/insights/category/local-seo');
    expect(category.querySelectorAll('main li h2 a').map((a) => a.getAttribute('href'))).toEqual(['/insights/stored-xss-probe', '/insights/lahore-google-map-pack']);
    expect(category.querySelector('main a[href="/local-seo"]')).not.toBeNull();
  });

  it('the header and footer of every page link to Insights, and every page names the feed', () => {
    for (const route of ['/', '/seo-audit', '/insights/lahore-google-map-pack', '/404']) {
      const page = loadPage(route);
      expect(page.querySelectorAll('header a[href="/insights"]').length, route).toBe(2); // the row and the phone menu
      expect(page.querySelector('footer a[href="/insights"]'), route).not.toBeNull();
      expect(page.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'), route).toBe('/insights/rss.xml');
    }
  });
});

describe('feed, sitemap, redirects, search', () => {
  const feed = readFileSync(join(DIST, 'insights/rss.xml'), 'utf8');

  it('RSS 2.0 lists the live articles, newest first, with absolute links and dates', () => {
    expect(feed).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?><rss version="2\.0"/);
    const xml = parse(feed);
    const channel = xml.querySelector('channel')!;
    expect(channel.querySelector('title')?.textContent).toContain('SEO insights');
    expect(channel.querySelector('language')?.textContent).toBe('en-pk');
    const items = xml.querySelectorAll('item');
    const links = items.map((item) => item.querySelector('guid')?.textContent);
    expect(links).toEqual(LIVE.map((route) => `${ORIGIN}${route}`));
    for (const item of items) {
      expect(item.querySelector('title')?.textContent).toBeTruthy();
      const pubDate = /<pubDate>([^<]+)<\/pubDate>/.exec(item.outerHTML)?.[1] ?? '';
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Nov) 2026 \d{2}:\d{2}:\d{2} GMT$/);
      expect(item.querySelector('description')?.textContent.length).toBeGreaterThan(50);
    }
    expect(feed).not.toContain('scheduled-after-the-snapshot');
  });

  it('the sitemap lists each live article with the time its version went live, and nothing not live', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/insights/lahore-google-map-pack</loc><lastmod>2026-11-18T07:00:00.000Z</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${ORIGIN}/insights</loc><lastmod>2026-11-18T07:00:00.000Z</lastmod></url>`);
    expect(sitemap).not.toContain('scheduled-after-the-snapshot');
    expect(sitemap).not.toContain('lahore-map-pack<');
    expect(sitemap).not.toContain('/insights/img/');
  });

  it('the old address of a moved article answers 301 to the new one (Netlify _redirects)', () => {
    expect(readFileSync(join(DIST, '_redirects'), 'utf8')).toMatch(/^\/insights\/lahore-map-pack\s+\/insights\/lahore-google-map-pack\s+301$/m);
  });

  it('the search index has the live articles and nothing that is not live', () => {
    const dir = join(DIST, 'pagefind', 'fragment');
    const fragments = readdirSync(dir).map((file) => gunzipSync(readFileSync(join(dir, file))).toString('utf8'));
    const urls = fragments.map((text) => (JSON.parse(text.replace(/^pagefind_dcd/, '')) as { url: string }).url);
    for (const route of LIVE) expect(urls).toContain(route);
    expect(urls.some((url) => url.includes('scheduled-after-the-snapshot') || url.includes('lahore-map-pack'))).toBe(false);
  });

  it('the build record names each live article as it is shown, and no other', () => {
    const record = JSON.parse(readFileSync(join(DIST, 'content-version.json'), 'utf8')) as { texts: Record<string, string> };
    expect(Object.keys(record.texts).filter((key) => key.startsWith('article.')).sort()).toEqual([
      'article.01JCZ8A4T2W6B3N7R5M1K9P0QA',
      'article.01JD2B7X4S5T6V8W9Y0Z1A2B3C',
      'article.01JD3F5G6H7J8K9M0N1P2Q3R4S',
    ]);
  });
});
