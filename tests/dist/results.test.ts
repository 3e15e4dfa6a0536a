import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, jsonLdOf, loadPage } from './dist-helpers';

/**
 * The clients' proof on the built site, from the test snapshot
 * (tests/fixtures/content-snapshot.json, `proof`): one review and one card
 * that may be shown, and records the build must drop whatever the snapshot
 * holds (a withdrawn review, a hidden one, one published without consent, a
 * withdrawn card), each carrying a MARKER word. The client's words hold
 * markup, quotes and an ampersand, to show they are escaped.
 */
const SHOWN_WORDS = 'Calls from Google doubled <script>alert("proof")</script> & our "map" listing is finally right.';
const ESCAPED = 'Calls from Google doubled &lt;script&gt;alert(&quot;proof&quot;)&lt;/script&gt; &amp; our &quot;map&quot; listing is finally right.';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const raw = (route: string) => readFileSync(join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

describe('the clients’ proof, built', () => {
  it('leaves withdrawn, hidden and unconsented reviews and withdrawn cards out of every built file', () => {
    const texts = filesUnder(DIST).filter((file) => /\.(html|json|xml|txt|js)$/.test(file));
    for (const file of texts) expect(readFileSync(file, 'utf8'), file).not.toMatch(/MARKER/);
  });

  it('/results shows every shown card and review with the typical-results line, the months, escaped words and no script', () => {
    const html = raw('/results');
    const page = loadPage('/results');
    expect(page.querySelector('h1')?.textContent).toBe('Results and reviews from our clients');
    expect(page.querySelector('[data-testid="typical-results"]')?.textContent).toMatch(
      /^Typical result: clicks from Google up 100% for the one client whose results are published here/,
    );
    const cards = page.querySelectorAll('#results-cards-title ~ ul > li article');
    expect(cards).toHaveLength(1);
    const card = cards[0]!.textContent.replace(/\s+/g, ' ');
    expect(card).toContain('Smile Dental Clinic, Lahore');
    expect(card).toContain('Results for October 2026');
    expect(card).toContain('412 clicks from Google in October 2026, against 206 in October 2025 (the same month a year earlier).');
    expect(card).toContain('9 of 10 problems fixed since their first audit.');
    expect(card).toContain('Client since March 2026, from their monthly report; published November 2026.');
    const reviews = page.querySelectorAll('#results-reviews-title ~ ul > li figure');
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.textContent).toContain('Rated 4 of 5');
    expect(reviews[0]!.textContent).toContain('Client since March 2026, from their monthly report');
    expect(reviews[0]!.textContent).toContain('Given in November 2026');
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain(SHOWN_WORDS);
    // Static: no script file, module preload or island; the only inline scripts are every content page's own.
    expect(html).not.toMatch(/<script[^>]+src=|modulepreload|<astro-island/);
    expect(page.querySelectorAll('script:not([type="application/ld+json"])').length).toBeLessThanOrEqual(
      loadPage('/dental-seo').querySelectorAll('script:not([type="application/ld+json"])').length,
    );
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
  });

  it('/results is in the sitemap and the footer of every page', () => {
    expect(readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8')).toMatch(/<loc>[^<]+\/results<\/loc>/);
    for (const route of ['/', '/dental-seo', '/privacy']) expect(loadPage(route).querySelector('footer a[href="/results"]'), route).not.toBeNull();
  });

  it('home shows the client review first, escaped, and the badge and AggregateRating agree (the spec’s figures by default)', () => {
    const home = loadPage('/');
    const first = home.querySelector('#reviews [data-testid="reviews-list"] > li')!;
    expect(first.getAttribute('data-client-review')).not.toBeNull();
    expect(first.textContent).toContain('Smile Dental Clinic, Lahore');
    expect(first.textContent).toContain('Client since March 2026, from their monthly report');
    expect(raw('/')).toContain(ESCAPED);
    expect(home.querySelector('[data-testid="rating-badge"]')?.textContent).toBe('5.0Average client rating');
    const organization = jsonLdOf(home).find((record) => record['@type'] === 'Organization') as { aggregateRating: unknown };
    expect(organization.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1000 });
  });

  it('a landing page whose industry or city matches a card shows it with the typical-results line; others do not', () => {
    for (const route of ['/dental-seo', '/seo-services-lahore']) {
      const page = loadPage(route);
      const section = page.querySelector('#client-results');
      expect(section, route).not.toBeNull();
      expect(section!.querySelector('article')?.textContent).toContain('Smile Dental Clinic, Lahore');
      expect(section!.querySelector('[data-testid="typical-results"]')).not.toBeNull();
    }
    for (const route of ['/seo-for-lawyers', '/seo-services-karachi', '/local-seo']) expect(loadPage(route).querySelector('#client-results'), route).toBeNull();
  });

  it('the build record lists the shown review and card, and nothing it dropped', () => {
    const record = JSON.parse(readFileSync(join(DIST, 'content-version.json'), 'utf8')) as { texts: Record<string, string> };
    const keys = Object.keys(record.texts).filter((key) => key.startsWith('review.') || key.startsWith('results.'));
    expect(keys.sort()).toEqual(['results.01JC5M1D7Q0Y3B2W8K4N6R9T1A', 'review.01JC5M1D7Q0Y3B2W8K4N6R9T1A-2026-10']);
  });
});
