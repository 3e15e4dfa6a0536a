import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi, firstAdminApi, uniqueName } from '../support/admin-session';

/**
 * Lead sources end to end (docs/lead-sources.md), on the built site with the dev server's
 * functions: a visit lands on a landing page from a tagged ad link, the visitor answers the consent
 * bar, goes to home and sends the audit form. With analytics accepted the lead knows the landing page,
 * channel and campaign; with it rejected nothing is left in the browser's storage but the choice
 * itself, and the lead still knows the page the visitor came from.
 */
// The dev server builds each function on its first call; on a busy two-core machine that takes a while.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

const LANDING = '/seo-services-lahore?utm_source=google&utm_medium=cpc&utm_campaign=lhr-q1';
const GOOGLE = /^https:\/\/[^/]*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

test.beforeEach(async ({ context }) => {
  // No outside network: a stand-in for gtag.js, and the WhatsApp tab the form opens.
  await context.route(GOOGLE, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
});

/** Lands from the ad link, answers the consent bar, follows the site's own link home and sends the form; the lead's name. */
async function landChooseAndSend(page: Page, choice: 'Accept' | 'Reject'): Promise<string> {
  await page.goto(LANDING);
  const bar = page.getByRole('region', { name: 'Cookie choice' });
  await bar.getByRole('button', { name: choice }).click();
  await expect(bar).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /home/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact astro-island')).not.toHaveAttribute('ssr', /.*/);
  const form = page.locator('#contact form');
  const name = `E2E Source ${uniqueName(choice)}`;
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('Phone or WhatsApp number').fill('0300 7654321');
  await form.getByRole('button', { name: 'Get My Free Audit' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
  return name;
}

/** The lead as GET /api/contacts answers it to staff, found by its unique name. */
async function storedLead(name: string): Promise<{ source?: Record<string, unknown> }> {
  const response = await callApi(firstAdmin, 'GET', `/api/contacts?q=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const leads = (await response.json()) as { name: string; source?: Record<string, unknown> }[];
  expect(leads.map((lead) => lead.name)).toEqual([name]);
  return leads[0]!;
}

const browserStorage = (page: Page) => page.evaluate(() => ({ session: { ...sessionStorage }, local: Object.keys(localStorage) }));

test('with analytics accepted, the lead shows its landing page, Paid search and the campaign', async ({ page }) => {
  const name = await landChooseAndSend(page, 'Accept');
  // Kept for this visit only, in session storage.
  expect(JSON.parse((await browserStorage(page)).session['first-touch'] ?? 'null')).toEqual({
    landing_page: '/seo-services-lahore',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
    ad_click: false,
  });
  expect((await storedLead(name)).source).toEqual({
    page: '/',
    landing_page: '/seo-services-lahore',
    previous_page: '/seo-services-lahore',
    channel: 'paid-search',
    utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'lhr-q1' },
    ad_click: false,
  });
});

test('with analytics rejected, nothing but the choice is stored in the browser, and the lead still shows the page it came from', async ({
  page,
}) => {
  const name = await landChooseAndSend(page, 'Reject');
  expect(await browserStorage(page)).toEqual({ session: {}, local: ['analytics-consent'] });
  expect(await page.context().cookies()).toEqual([]);
  expect((await storedLead(name)).source).toEqual({ page: '/', previous_page: '/seo-services-lahore', channel: 'direct', ad_click: false });
});
