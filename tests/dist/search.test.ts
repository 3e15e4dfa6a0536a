import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIST, jsonLdOf, loadPage, metaContent } from './dist-helpers';

describe('site search', () => {
  it('ships a Pagefind index built from the public pages', () => {
    const entry = JSON.parse(readFileSync(join(DIST, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    const pageCount = Object.values(entry.languages).reduce((sum, l) => sum + l.page_count, 0);
    expect(pageCount).toBeGreaterThanOrEqual(21); // home + 20 landing pages
    expect(existsSync(join(DIST, 'pagefind', 'pagefind.js'))).toBe(true);
  });

  it('is the page the home WebSite SearchAction points to', () => {
    const website = jsonLdOf(loadPage('/')).find((r) => r['@type'] === 'WebSite') as {
      potentialAction: { target: { urlTemplate: string } };
    };
    const template = new URL(website.potentialAction.target.urlTemplate.replace('{search_term_string}', 'x'));
    expect(template.pathname).toBe('/search');
    expect(template.searchParams.get('q')).toBe('x');
    expect(existsSync(join(DIST, 'search.html'))).toBe(true);
  });

  it('keeps result pages out of the index but lets crawlers follow links', () => {
    expect(metaContent(loadPage('/search'), 'robots')).toBe('noindex, follow');
  });

  it('indexes main content only: pages mark <main> and the header/footer stay outside it', () => {
    const home = loadPage('/');
    expect(home.querySelector('main[data-pagefind-body]')).not.toBeNull();
    expect(home.querySelector('header [data-pagefind-body], footer [data-pagefind-body]')).toBeNull();
    expect(loadPage('/404').querySelector('[data-pagefind-body]')).toBeNull();
    expect(loadPage('/search').querySelector('[data-pagefind-body]')).toBeNull();
  });

  it('loads the index only on the search page', () => {
    expect(readFileSync(join(DIST, 'index.html'), 'utf8')).not.toContain('pagefind.js');
  });
});
