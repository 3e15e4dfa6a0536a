import { describe, expect, it } from 'vitest';
import { fileForPath, isAdminRoute } from '../../scripts/quality/built-site.ts';
import { site } from '../../src/config/site';
import { DIST, builtPages, loadPage } from './dist-helpers';

/** Every URL a page links to or loads, from the attributes browsers follow. */
const REFERENCES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['link[href]', 'href'],
  ['script[src]', 'src'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['astro-island[component-url]', 'component-url'],
  ['astro-island[renderer-url]', 'renderer-url'],
];

const urlsOf = (attribute: string, value: string) =>
  attribute === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!) : [value];

const idsByRoute = new Map<string, Set<string>>();
function idsOf(route: string): Set<string> {
  if (!idsByRoute.has(route)) {
    idsByRoute.set(route, new Set(loadPage(route).querySelectorAll('[id]').map((el) => el.id)));
  }
  return idsByRoute.get(route)!;
}

describe('internal links and assets resolve in dist', () => {
  for (const { route } of builtPages()) {
    it(`${route}: every internal reference points at a built file (and fragment)`, () => {
      const broken: string[] = [];
      const doc = loadPage(route);
      for (const [selector, attribute] of REFERENCES) {
        for (const element of doc.querySelectorAll(selector)) {
          for (const raw of urlsOf(attribute, element.getAttribute(attribute) ?? '')) {
            const url = new URL(raw, `https://site.invalid${route}`);
            // Other hosts, mailto: and tel: are not checked; a full URL on the site's own origin is.
            if (url.origin !== 'https://site.invalid' && url.origin !== site.origin) continue;
            if (url.pathname !== '/' && url.pathname.endsWith('/')) {
              broken.push(`${raw}: trailing slash (the site uses trailingSlash 'never')`);
              continue;
            }
            const file = fileForPath(DIST, url.pathname);
            if (!file) {
              broken.push(`${raw}: no file in dist`);
              continue;
            }
            const id = decodeURIComponent(url.hash.slice(1));
            if (id && file.endsWith('.html')) {
              const target = builtPages().find((p) => p.file === file)!.route;
              if (!idsOf(target).has(id)) broken.push(`${raw}: no element with id "${id}" on ${target}`);
            }
          }
        }
      }
      expect(broken).toEqual([]);
    });
  }
});

// One accessible-name rule for every WhatsApp link (src/components/ui/Button.astro): what it says, then that it
// opens WhatsApp in a new tab, so no screen-reader user is moved to another app unannounced.
describe('WhatsApp links', () => {
  for (const { route } of builtPages().filter(({ route }) => !isAdminRoute(route))) {
    it(`${route}: every WhatsApp link says it opens WhatsApp in a new tab`, () => {
      const links = loadPage(route).querySelectorAll('a[href^="https://wa.me/"]');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const name = (link.getAttribute('aria-label') ?? link.textContent).replace(/\s+/g, ' ').trim();
        expect(name, link.getAttribute('href')).toMatch(/\S \(opens WhatsApp in a new tab\)$/);
        expect(link.getAttribute('target')).toBe('_blank');
      }
    });
  }
});
