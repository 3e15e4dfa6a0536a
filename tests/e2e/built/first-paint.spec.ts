import { expect, test } from '../support/reused-page';
import { largestPaints, recordLargestPaints } from './largest-paint';
import { addressOf, analyticsBuilt, isContentRoute, pages } from './site-pages';

/**
 * A page is shown from its HTML alone: no other request starts before its largest paint (but the image
 * that is that paint, an article's hero). A phone's
 * browser, and Lighthouse's model of one, count every request that starts before that paint as part
 * of it, so an icon or the analytics loader fetched at the load event (which a small, fast page reaches
 * before its first frame) would delay the paint on a slow network. Each page loads three times, at phone
 * width, because which comes first is a race on a fast machine.
 */
// The loop navigates one reused page per worker (support/reused-page.ts): the pages write no storage,
// and a cached file still shows in Resource Timing, so the check is the same as in a fresh page.
test.use({ reusedPageOptions: { viewport: { width: 390, height: 844 } } });

const contentPages = pages.filter(({ route }) => isContentRoute(route));

test('has content pages to check', () => expect(contentPages.length).toBeGreaterThan(20));

for (const { route } of contentPages) {
  test(`${route}: nothing but the HTML is requested before the largest paint`, async ({ reusedPage: page }) => {
    await recordLargestPaints(page);
    for (let load = 1; load <= 3; load += 1) {
      // With analytics built, wait for its loader, the last request a page makes before any tap; without, the paint.
      const loader = analyticsBuilt ? page.waitForResponse('**/scripts/analytics.js') : undefined;
      await page.goto(addressOf(route));
      await loader;
      await expect
        .poll(async () => (await largestPaints(page)).times.length, { message: `load ${load}: the page reported a largest paint` })
        .toBeGreaterThan(0);
      // Resource Timing and the paint entries share the page's own clock.
      const { times: lcp, images } = await largestPaints(page);
      const resources = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      );
      if (analyticsBuilt) expect(resources.map((entry) => new URL(entry.url).pathname)).toContain('/scripts/analytics.js');
      const paintedAt = Math.max(...lcp);
      // An image that is itself the largest paint (an article's hero) is the one request it must wait for.
      const early = resources
        .filter((entry) => entry.startTime <= paintedAt && !images.includes(entry.url))
        .map((entry) => `${new URL(entry.url).pathname} at ${Math.round(entry.startTime)} ms, painted at ${Math.round(paintedAt)} ms`);
      expect(early, `load ${load}: requests that started before the largest paint`).toEqual([]);
    }
  });
}
