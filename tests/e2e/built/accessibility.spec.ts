import { expect, test } from '@playwright/test';
import { addressOf, pages } from './site-pages';
import { axeViolations } from '../support/axe';

/**
 * axe-core on every built page (public routes, the 404 page, search and any
 * admin screen), at phone and desktop width, as served in production. Any
 * violation fails, whatever its impact.
 */
test('the build has pages to check', () => {
  expect(pages.length, 'dist/ is empty or missing: run `astro build` first').toBeGreaterThan(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const { route } of pages) {
      test(`${route} has no accessibility violations`, async ({ page }) => {
        const response = await page.goto(addressOf(route));
        expect(response?.status()).toBe(route === '/404' ? 404 : 200);
        const violations = await axeViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  });
}
