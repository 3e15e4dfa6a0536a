import type { ConsoleMessage, Page } from '@playwright/test';
import { addInitScriptOnce, expect, test } from '../support/reused-page';
import { addressOf, analyticsBuilt, isAdminRoute, pages } from './site-pages';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/analytics/consent';

/**
 * The built pages keep working under their Content-Security-Policy header:
 * no violation is reported, islands hydrate, the phone menu toggles and the
 * analytics script may load. The Google host is answered locally (no outside
 * network); a request only reaches that handler if the CSP allowed it.
 * The walk over every page runs in one reused page per worker
 * (support/reused-page.ts).
 */

const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=/;

/**
 * Collects the CSP violations the page reports, from the DOM event and the console, from now until
 * `stop` (a reused page keeps no listener of an earlier test).
 */
async function watchViolations(page: Page): Promise<{ violations: () => Promise<string[]>; stop: () => void }> {
  const fromConsole: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The console names the hash the blocked code would need; keep that part.
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text().replace(/directive '[^]*?''\. /, ''));
  };
  page.on('console', onConsole);
  // Each document starts its own list.
  await addInitScriptOnce(page, () => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} at ${event.sourceFile || 'the page'}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return {
    violations: async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ],
    stop: () => page.off('console', onConsole),
  };
}

/**
 * Reaches into every island (client:interaction hydrates on the first focus
 * inside it), then waits until none is left unhydrated, so their code runs
 * under the CSP too.
 */
async function hydrateAllIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) {
    await island.scrollIntoViewIfNeeded();
    const control = island.locator('input, button, a, select, textarea').first();
    if ((await control.count()) > 0) await control.focus();
  }
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

// The walk's page is a phone's (the other tests here use their own page, not this one).
test.use({ reusedPageOptions: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } });

test.describe('pages under their CSP at 390 px', () => {
  for (const { route } of pages) {
    test(`${route} works with no CSP violation`, async ({ reusedPage: page }) => {
      const { violations, stop } = await watchViolations(page);
      const response = await page.goto(addressOf(route));
      if (route !== '/404') {
        // The 404 page for an unknown path gets only the site-wide headers (Netlify matches rules on the path).
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      }
      await hydrateAllIslands(page);

      if (!isAdminRoute(route)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.locator('#mobile-menu')).toBeVisible();
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(page.locator('#mobile-menu')).toBeHidden();
      }
      const reported = await violations();
      stop();
      expect(reported).toEqual([]);
    });
  }
});

test('the analytics loader may fetch gtag.js under the CSP', async ({ page }) => {
  test.skip(!analyticsBuilt, 'built with GA_MEASUREMENT_ID empty: no analytics tag to load');
  await page.route(GTAG, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubLoaded = true;' }));
  const { violations } = await watchViolations(page);
  // A visitor who accepted analytics cookies earlier (see consent.spec.ts); without that, gtag.js never loads.
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ choice: 'granted', at: Date.now() })), CONSENT_STORAGE_KEY);
  const gtagRequest = page.waitForRequest(GTAG, { timeout: 15_000 });
  await page.goto('/');
  await gtagRequest;
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagStubLoaded?: boolean }).gtagStubLoaded)).toBe(true);
  expect(await violations()).toEqual([]);
});

test('the CSP is in force: injected inline script is blocked and reported', async ({ page }) => {
  const { violations } = await watchViolations(page);
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('site search runs its index under the CSP', async ({ page }) => {
  const { violations } = await watchViolations(page);
  await page.goto('/search?q=seo');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
  expect(await violations()).toEqual([]);
});
