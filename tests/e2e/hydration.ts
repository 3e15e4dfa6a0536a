import type { Page } from '@playwright/test';

/**
 * Waits until the React island rendering `component` (its file name, e.g.
 * "ContactForm") has hydrated: Astro drops the `ssr` attribute then. Typing
 * into an island before that is lost. Islands hydrated by `client:media` on
 * another screen size never hydrate, so wait for the one you use.
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  await page.waitForSelector(`astro-island[component-url*="${component}"]:not([ssr])`, { state: 'attached' });
}
