import { expect, test } from '../support/reused-page';
import { addressOf, pages } from './site-pages';
import { axeViolations } from '../support/axe';

/**
 * axe-core on every built page (public routes, the 404 page, search and any
 * admin screen), at phone and desktop width, as served in production. Any
 * violation fails, whatever its impact. Each worker walks the pages in one
 * reused page (support/reused-page.ts), resized per test.
 */
test('the build has pages to check', () => {
  expect(pages.length, 'dist/ is empty or missing: run `astro build` first').toBeGreaterThan(0);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    for (const { route } of pages) {
      test(`${route} has no accessibility violations`, async ({ reusedPage: page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const response = await page.goto(addressOf(route));
        expect(response?.status()).toBe(route === '/404' ? 404 : 200);
        const violations = await axeViolations(page);
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  });
}
