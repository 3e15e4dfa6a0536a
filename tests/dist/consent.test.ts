import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { DIST, builtPages, loadPage } from './dist-helpers';

// What the built HTML does about analytics consent; tests/e2e/built/consent.spec.ts drives it in Chromium.
const publicPages = builtPages().filter((p) => !p.route.startsWith('/admin'));

describe('analytics consent in the built HTML', () => {
  it('every public page loads the tag with its id, asking for consent, with the bar linking to the cookie section', () => {
    for (const { route } of publicPages) {
      const tag = loadPage(route).querySelector('script[data-measurement-id]');
      expect(tag?.getAttribute('data-measurement-id'), route).toBe(site.analyticsId);
      expect(tag?.getAttribute('data-consent'), route).toBe('required');
      expect(tag?.getAttribute('data-privacy-href'), route).toBe('/privacy#cookies');
    }
  });

  it('every page that loads analytics.js (after the load event) has the styles its consent bar uses', () => {
    const script = readFileSync(join(DIST, 'scripts/analytics.js'), 'utf8');
    let checked = 0;
    for (const { route } of builtPages()) {
      const page = loadPage(route);
      if (!page.querySelector('script[data-measurement-id]')?.textContent.includes('/scripts/analytics.js')) continue;
      checked += 1;
      // Pages inline their CSS (astro.config.mjs inlineStylesheets); a linked stylesheet counts too.
      const css = [
        ...page.querySelectorAll('style').map((style) => style.textContent),
        ...page.querySelectorAll('link[rel="stylesheet"]').map((l) => readFileSync(join(DIST, l.getAttribute('href')!), 'utf8')),
      ].join('\n');
      for (const name of ['min-w-24', 'z-50', 'sm\\:max-w-md', 'bg-slate-900']) {
        expect(script.includes(name.replace(/\\/g, '')), name).toBe(true);
        expect(css, `${route} ${name}`).toContain(`.${name}`);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(publicPages.length);
  });

  it('no page loads gtag.js from its HTML: only the consent-aware loader may fetch it', () => {
    for (const { route } of publicPages) {
      expect(readFileSync(join(DIST, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8'), route).not.toContain('googletagmanager');
    }
  });
});
