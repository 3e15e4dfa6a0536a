import type { Page } from '@playwright/test';

/**
 * Waits until the React island rendering `component` (its file name, e.g.
 * "ContactForm") has hydrated: Astro drops the `ssr` attribute then. Typing
 * into an island before that is lost. `client:interaction` islands hydrate on
 * the first focus, pointer down or key inside them.
 */
export async function waitForIsland(page: Page, component: string): Promise<void> {
  await page.waitForSelector(`astro-island[component-url*="${component}"]:not([ssr])`, { state: 'attached' });
}
