import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';

const initScripts = new WeakMap<Page, Set<string>>();

/**
 * Adds a script every document of the page runs before its own, once per page: a reused page keeps
 * the init scripts of earlier tests, and one added twice would run twice in each document.
 */
export async function addInitScriptOnce(page: Page, script: () => void): Promise<void> {
  const added = initScripts.get(page) ?? new Set<string>();
  initScripts.set(page, added);
  if (added.has(script.toString())) return;
  added.add(script.toString());
  await page.addInitScript(script);
}

/**
 * `reusedPage`: one page per worker, which every test of a per-page loop
 * (axe, the CSP walk) navigates in turn, instead of a new context per test.
 * Only for tests that read a built page and leave nothing behind (no storage
 * written, no route, no listener left on the page).
 *
 * Why: a new context starts a new renderer process, and in a new renderer
 * axe-core's 550 KB script compiles again. Measured over the 47 built pages
 * (one Chromium, 2026-11-26): a fresh context and load cost 0.88 CPU-s a page
 * against 0.19 reused; a load with axe at phone and desktop width cost 3.1
 * CPU-s a page in fresh contexts against 1.4 in one reused page.
 *
 * The context takes the project's device (viewport, user agent, scale) and
 * base URL, overridden by `reusedPageOptions` (a worker option: a file that
 * sets it gets workers of its own).
 */
export const test = base.extend<object, { reusedPageOptions: BrowserContextOptions; reusedPage: Page }>({
  reusedPageOptions: [{}, { scope: 'worker', option: true }],
  reusedPage: [
    async ({ browser, reusedPageOptions }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        ...reusedPageOptions,
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
