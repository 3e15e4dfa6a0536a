import type { Page } from '@playwright/test';

/**
 * Records the page's largest-contentful-paint entries from before its first script runs, so a test can compare
 * when requests started with when the page painted (both on the page's own clock, from its time origin).
 * Entries for the consent bar are left out: the analytics loader draws it, so it always paints after the loader's
 * request, and it is not the page's content.
 */
export async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { lcpTimes: number[] }).lcpTimes = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
        if (!entry.element?.closest('#consent-bar')) paints.push(entry.startTime);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The paint times recorded so far, and the time origin they count from (epoch ms). */
export async function largestPaints(page: Page): Promise<{ origin: number; times: number[] }> {
  return page.evaluate(() => ({ origin: performance.timeOrigin, times: (window as unknown as { lcpTimes: number[] }).lcpTimes }));
}
