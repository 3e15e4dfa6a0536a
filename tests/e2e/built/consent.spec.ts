import { expect, test, type Page, type Request } from '@playwright/test';
import { largestPaints, recordLargestPaints } from './largest-paint';
import { analyticsBuilt } from './site-pages';
import { axeViolations } from '../support/axe';
import { CONSENT_STORAGE_KEY } from '../../../src/lib/analytics/consent';

/**
 * Analytics consent on the built site (real CSP headers, real Chromium).
 * There is no outside network: requests to Google's hosts are answered here
 * with a stand-in for gtag.js, and every request to them is recorded. The
 * real gtag.js is what sets the _ga cookie, so "Accept" is checked by what
 * the page asks of Google (consent granted, gtag.js fetched with the id), and
 * "no cookie" by the browser's cookie jar.
 */

const GOOGLE = /^https:\/\/[^/]*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
const GTAG = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-/;
const STORAGE_KEY = CONSENT_STORAGE_KEY;

test.skip(!analyticsBuilt, 'built with GA_MEASUREMENT_ID empty: no analytics to consent to');

type DataLayerEntry = unknown[];

/** Records every request to Google's hosts and answers gtag.js with a stand-in. */
async function watchGoogle(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (GOOGLE.test(request.url())) requests.push(request);
  });
  await page.route(GOOGLE, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubLoaded = true;' }));
  return requests;
}

/**
 * When a request started, in ms since the epoch. Playwright fills a request's timing in when its
 * response arrives and reports a start of 0 until then, which a busy run once read.
 */
async function startTime(request: Request): Promise<number> {
  await request.response();
  return request.timing().startTime;
}

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry) as DataLayerEntry),
  );

const consentCalls = async (page: Page, kind: 'default' | 'update') =>
  (await dataLayer(page)).filter((entry) => entry[0] === 'consent' && entry[1] === kind).map((entry) => entry[2]);

const analyticsCookies = async (page: Page) =>
  (await page.context().cookies()).filter((cookie) => cookie.name === '_ga' || cookie.name.startsWith('_ga_'));

const bar = (page: Page) => page.getByRole('region', { name: 'Cookie choice' });

/** Waits past the points where an allowed tag would load: idle time and an interaction. */
async function giveTheTagEveryChance(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(5_000); // requestIdleCallback's timeout is 4 s
}

test('a first visit asks, keeps every consent type denied, and sets no _ga cookie and sends nothing to Google', async ({ page }) => {
  const google = await watchGoogle(page);
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  // Accept and Reject are equally easy: same look, side by side, neither focused for the visitor.
  const reject = bar(page).getByRole('button', { name: 'Reject' });
  const accept = bar(page).getByRole('button', { name: 'Accept' });
  expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
  await expect(bar(page)).not.toBeFocused();
  await expect(bar(page).getByRole('link', { name: 'How we use cookies' })).toHaveAttribute('href', '/privacy#cookies');
  await giveTheTagEveryChance(page);
  expect(await consentCalls(page, 'default')).toEqual([
    {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'denied',
    },
  ]);
  expect(google.map((r) => r.url())).toEqual([]);
  expect(await analyticsCookies(page)).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/);
});

test('Reject is remembered: after a reload the bar stays closed and nothing goes to Google', async ({ page }) => {
  const google = await watchGoogle(page);
  await page.goto('/');
  await bar(page).getByRole('button', { name: 'Reject' }).click();
  await expect(bar(page)).toBeHidden();
  expect(await consentCalls(page, 'update')).toEqual([{ analytics_storage: 'denied' }]);

  await page.reload();
  await giveTheTagEveryChance(page);
  await expect(bar(page)).toBeHidden();
  expect(google.map((r) => r.url())).toEqual([]);
  expect(await analyticsCookies(page)).toEqual([]);
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { choice: string; at: number },
    STORAGE_KEY,
  );
  expect(stored.choice).toBe('denied');
});

test('Accept grants analytics_storage and fetches gtag.js with the measurement id; remembered after a reload', async ({ page }) => {
  await watchGoogle(page);
  await page.goto('/');
  const gtagRequest = page.waitForRequest(GTAG);
  await bar(page).getByRole('button', { name: 'Accept' }).click();
  await gtagRequest;
  await expect(bar(page)).toBeHidden();
  expect(await consentCalls(page, 'update')).toEqual([{ analytics_storage: 'granted' }]);
  const config = (await dataLayer(page)).find((entry) => entry[0] === 'config');
  expect(config?.[1]).toMatch(/^G-/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagStubLoaded?: boolean }).gtagStubLoaded)).toBe(true);

  const again = page.waitForRequest(GTAG);
  await page.reload();
  await again;
  await expect(bar(page)).toBeHidden();
  expect(await consentCalls(page, 'update')).toEqual([{ analytics_storage: 'granted' }]);
});

test('a choice older than six months is asked again', async ({ page }) => {
  await watchGoogle(page);
  await page.addInitScript((key) => {
    const sevenMonths = 7 * 31 * 24 * 60 * 60 * 1000;
    localStorage.setItem(key, JSON.stringify({ choice: 'granted', at: Date.now() - sevenMonths }));
  }, STORAGE_KEY);
  await page.goto('/');
  await expect(bar(page)).toBeVisible();
  expect(await consentCalls(page, 'update')).toEqual([]);
});

test('the choice can be changed from the footer with the keyboard; Reject then removes the analytics cookies', async ({
  page,
  context,
}) => {
  await watchGoogle(page);
  await page.goto('/');
  await bar(page).getByRole('button', { name: 'Accept' }).click();
  await expect(bar(page)).toBeHidden();
  // What gtag.js would have set after Accept (the stand-in sets nothing).
  const host = new URL(page.url()).hostname;
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.1.1', domain: host, path: '/' },
    { name: '_ga_TEST', value: 'GS1.1.1', domain: host, path: '/' },
  ]);

  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeVisible();
  await expect(bar(page)).toBeFocused();
  await page.keyboard.press('Tab'); // the "How we use cookies" link
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: 'Reject' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(bar(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect(await consentCalls(page, 'update')).toEqual([{ analytics_storage: 'granted' }, { analytics_storage: 'denied' }]);
  expect(await analyticsCookies(page)).toEqual([]);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('axe finds no violation with the bar open', async ({ page }) => {
      test.slow(); // axe over a whole page takes long on a loaded machine
      await watchGoogle(page);
      await page.goto('/privacy');
      await expect(bar(page)).toBeVisible();
      const violations = await axeViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
    });

    for (const route of ['/', '/seo-services-lahore', '/privacy']) {
      test(`${route}: the bar shifts nothing (CLS 0) and is not the largest paint`, async ({ page }) => {
        await watchGoogle(page);
        await page.addInitScript(() => {
          const seen = { shift: 0, lcp: [] as { inBar: boolean; time: number }[] };
          (window as unknown as { paintLog: typeof seen }).paintLog = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) seen.shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
              seen.lcp.push({ inBar: !!entry.element?.closest('#consent-bar'), time: entry.startTime });
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(route);
        await expect(bar(page)).toBeVisible();
        await page.waitForTimeout(1_000);
        const log = await page.evaluate(() => (window as unknown as { paintLog: { shift: number; lcp: { inBar: boolean }[] } }).paintLog);
        expect(log.shift).toBe(0);
        expect(log.lcp.length).toBeGreaterThan(0);
        expect(log.lcp.filter((entry) => entry.inBar)).toEqual([]);
      });
    }
  });
}

test.describe('once analytics is allowed, the tag stays off the critical path', () => {
  test('with consent stored, no request to Google starts before the largest paint; gtag.js loads without any interaction', async ({
    page,
  }) => {
    const google = await watchGoogle(page);
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ choice: 'granted', at: Date.now() }));
    }, STORAGE_KEY);
    await recordLargestPaints(page);
    const gtagRequest = page.waitForRequest(GTAG, { timeout: 20_000 });
    await page.goto('/');
    await gtagRequest;
    const { origin, times: lcp } = await largestPaints(page);
    expect(lcp.length, 'the page reported a largest paint').toBeGreaterThan(0);
    const lastPaint = origin + Math.max(...lcp);
    for (const request of google) {
      expect(await startTime(request), request.url()).toBeGreaterThan(lastPaint);
    }
    expect(await consentCalls(page, 'update')).toEqual([{ analytics_storage: 'granted' }]);
  });

  test('ANALYTICS_CONSENT=not-required: no bar, analytics granted by default, gtag.js after the largest paint', async ({ page }) => {
    const google = await watchGoogle(page);
    // The same build with the setting the owner would choose: the loader reads it from its data-consent attribute.
    await page.route(/\/$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-consent="required"', 'data-consent="not-required"');
      await route.fulfill({ response, body: html });
    });
    await recordLargestPaints(page);
    const gtagRequest = page.waitForRequest(GTAG, { timeout: 20_000 });
    await page.goto('/');
    await gtagRequest;
    await expect(bar(page)).toBeHidden();
    expect((await consentCalls(page, 'default'))[0]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    const { origin, times: lcp } = await largestPaints(page);
    expect(lcp.length).toBeGreaterThan(0);
    for (const request of google) expect(await startTime(request), request.url()).toBeGreaterThan(origin + Math.max(...lcp));
  });
});
