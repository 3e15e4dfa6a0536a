import type { Page } from '@playwright/test';

/**
 * Records the page's largest-contentful-paint entries from before its first script runs, so a test can compare
 * when requests started with when the page painted (both on the page's own clock, from its time origin).
 */
export async function recordLargestPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { lcpTimes: number[] }).lcpTimes = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The paint times recorded so far, and the time origin they count from (epoch ms). */
export async function largestPaints(page: Page): Promise<{ origin: number; times: number[] }> {
  return page.evaluate(() => ({ origin: performance.timeOrigin, times: (window as unknown as { lcpTimes: number[] }).lcpTimes }));
}
