import { expect, test, type APIRequestContext } from '@playwright/test';
import { auditFixturePort } from '../../../scripts/quality/ports.ts';
import { monthLabel } from '../../../src/lib/time/months';
import { lastCompleteMonth } from '../../../src/server/clients/index';
import { callApi, createAdmin, firstAdminApi, signInThroughUi, uniqueName, type AdminCredentials } from '../support/admin-session';
import { axeViolations } from '../support/axe';

/**
 * A lead becomes a client and gets its monthly report: Sales opens a lead
 * (added by hand after a call), makes it a client, writes the client's
 * website (the fixture site playwright.config.ts serves) and Search Console
 * property and a work entry, makes the report for the last complete month,
 * and sends it on WhatsApp; the report page has no script, is noindex and
 * shows the work and the audit.
 */
const FIXTURE_SITE = `127.0.0.1:${auditFixturePort}`;

test.describe('clients and their monthly report', () => {
  // The dev server builds each function on its first call; the report's audit runs in the background.
  test.describe.configure({ timeout: 180_000 });

  let firstAdmin: APIRequestContext;
  let sales: AdminCredentials;
  test.beforeAll(async ({ baseURL }) => {
    // The first calls of a run wait for their functions to load on a busy machine.
    test.setTimeout(120_000);
    firstAdmin = await firstAdminApi(baseURL!);
    sales = await createAdmin(firstAdmin, 'sales');
  });
  test.afterAll(async () => {
    await firstAdmin?.dispose();
  });

  test('lead → client → property and work → report → WhatsApp link', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    const firstName = uniqueName('Owner');
    const added = await callApi(firstAdmin, 'POST', '/api/contacts', { entry: 'phone', name: `${firstName} Khan`, phone: '0300 1234567' });
    expect(added.status(), await added.text()).toBe(201);
    const lead = (await added.json()) as { id: string };

    await signInThroughUi(page, sales);
    await page.goto(`/admin/dashboard/contacts/${lead.id}`);
    await page
      .getByRole('article', { name: `${firstName} Khan` })
      .getByRole('button', { name: 'Make client' })
      .click();
    await expect(page).toHaveURL(/\/admin\/clients\/[0-9A-Z]{26}$/, { timeout: 30_000 });
    const business = uniqueName('Bakery');
    await page.getByRole('textbox', { name: 'Business name', exact: true }).fill(business);
    await page.getByRole('textbox', { name: 'Website', exact: true }).fill(FIXTURE_SITE);
    const property = page.getByRole('textbox', { name: 'Search Console property', exact: true });
    await property.fill('bakery.pk');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page
        .getByText('Enter the property as Search Console names it: sc-domain:agency.pk, or a URL prefix such as https://www.agency.pk/')
        .first(),
    ).toBeVisible();
    await property.fill('sc-domain:bakery.pk');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('textbox', { name: 'Work done', exact: true }).fill('Fixed the titles of the menu pages');
    await page.getByRole('button', { name: 'Save work' }).click();
    await expect(page.getByRole('list', { name: 'Work done, newest first' })).toContainText('Fixed the titles of the menu pages', {
      timeout: 30_000,
    });
    expect(await axeViolations(page)).toEqual([]);

    const label = monthLabel(lastCompleteMonth());
    await page.getByRole('button', { name: 'Make report' }).click();
    const reports = page.getByRole('list', { name: 'Monthly reports, newest first' });
    const report = reports.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(report).toBeVisible({ timeout: 60_000 });
    const reportUrl = (await report.getAttribute('href'))!;
    expect(reportUrl).toMatch(/\/client-report\/[\w-]{43}$/);

    const whatsApp = reports.getByRole('link', { name: /^Send on WhatsApp/ });
    const message = new URL((await whatsApp.getAttribute('href'))!);
    expect(message.origin + message.pathname).toBe('https://wa.me/923001234567');
    expect(message.searchParams.get('text')).toContain(`Assalam-o-Alaikum ${firstName}!`);
    expect(message.searchParams.get('text')).toContain(reportUrl);
    const sent = page.waitForResponse((response) => response.url().endsWith('/sent') && response.request().method() === 'POST');
    const tab = context.waitForEvent('page');
    await whatsApp.click();
    expect((await sent).status()).toBe(204);
    await (await tab).close();

    const opened = await page.goto(reportUrl);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${business}: ${label}`);
    await expect(page.locator('script')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // No Google key on this dev server: the Google part says so; the audit (the first) and the work are there.
    await expect(page.getByText(/Google's figures are not in this report/)).toBeVisible();
    await expect(page.getByText(/This is your first audit: \d+ problems to fix\./)).toBeVisible();
    await expect(page.getByText('Fixed the titles of the menu pages')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
