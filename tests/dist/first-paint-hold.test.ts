import { describe, expect, it } from 'vitest';
import { cityRoutes, countryRoutes, industryRoutes, serviceRoutes } from '../../src/data/routes';
import { loadPage } from './dist-helpers';

/**
 * Home and the landing pages hold their first paint until the hero is parsed (a render-blocking
 * `expect` link), so the first frame shows the hero, never the header or half a hero alone
 * (docs/performance.md). A link whose target is missing would hold the paint until the whole page is parsed.
 */
const routes = ['/', ...[serviceRoutes, industryRoutes, cityRoutes, countryRoutes].flat().map((r) => r.path)];

describe('the first paint waits for the hero', () => {
  it('covers home and every landing page', () => expect(routes.length).toBeGreaterThan(20));

  for (const route of routes) {
    it(`${route}: holds the paint for the section holding the h1`, () => {
      const doc = loadPage(route);
      const holds = doc.querySelectorAll('head link[rel="expect"][blocking="render"]');
      expect(holds).toHaveLength(1);
      const target = doc.querySelector(holds[0]!.getAttribute('href')!);
      expect(target?.tagName).toBe('SECTION');
      expect(target?.querySelector('h1')).not.toBeNull();
    });
  }
});
