import type { Page } from '@playwright/test';
import { addInitScriptOnce } from '../support/reused-page';

/**
 * Records the page's largest-contentful-paint entries from before its first script runs, so a test can compare
 * when requests started with when the page painted (both on the page's own clock, from its time origin).
 * Entries for the consent bar are left out: the analytics loader draws it, so it always paints after the loader's
 * request, and it is not the page's content.
 */
export async function recordLargestPaints(page: Page): Promise<void> {
  await addInitScriptOnce(page, () => {
    const paints: number[] = [];
    const images: string[] = [];
    Object.assign(window, { lcpTimes: paints, lcpImages: images });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; url: string })[]) {
        if (entry.element?.closest('#consent-bar')) continue;
        paints.push(entry.startTime);
        if (entry.url) images.push(entry.url);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The paint times recorded so far, the time origin they count from (epoch ms), and the images that were a largest paint. */
export async function largestPaints(page: Page): Promise<{ origin: number; times: number[]; images: string[] }> {
  return page.evaluate(() => {
    const recorded = window as unknown as { lcpTimes: number[]; lcpImages: string[] };
    return { origin: performance.timeOrigin, times: recorded.lcpTimes, images: recorded.lcpImages };
  });
}
