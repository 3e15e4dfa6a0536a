import { expect, test, type APIRequestContext } from '@playwright/test';
import { callApi, createAdmin, firstAdminApi, signInThroughUi, uniqueName, type AdminCredentials } from '../support/admin-session';
import { axeViolations } from '../support/axe';

/**
 * Staff publish a client's review: a client (no website, so the report is
 * made in seconds) gets its monthly report; the client, with JavaScript off
 * on a 390 px phone, answers "How are we doing?" with both consents and is
 * thanked; an Admin opens the Reviews screen at 390 px, publishes the review
 * with the client's city, sees it Live (the dev server's pages are the
 * store), and on the client's page Publish results says why it cannot yet
 * (this report has no figures from Google).
 */
test.describe('client reviews', () => {
  test.describe.configure({ timeout: 180_000 });

  let firstAdmin: APIRequestContext;
  let admin: AdminCredentials;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    firstAdmin = await firstAdminApi(baseURL!);
    admin = await createAdmin(firstAdmin, 'admin');
  });
  test.afterAll(async () => {
    await firstAdmin?.dispose();
  });

  test('a client answers without JavaScript; an Admin publishes the review from the Reviews screen', async ({ page, browser, baseURL }) => {
    const business = uniqueName('Dental');
    const made = await callApi(firstAdmin, 'POST', '/api/admin/clients', { businessName: business, contactName: 'Usman Tariq' });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const report = await callApi(firstAdmin, 'POST', `/api/admin/clients/${id}/reports`, {});
    expect(report.status(), await report.text()).toBe(202);
    let reportUrl = '';
    await expect(async () => {
      const detail = (await (await callApi(firstAdmin, 'GET', `/api/admin/clients/${id}`)).json()) as { reports: { url: string }[] };
      reportUrl = detail.reports[0]?.url ?? '';
      expect(reportUrl).toMatch(/\/client-report\/[\w-]{43}$/);
    }).toPass({ timeout: 90_000 });

    // The client: a phone with JavaScript off.
    const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL: baseURL! });
    const client = await phone.newPage();
    await client.goto(new URL(reportUrl).pathname);
    await expect(client.getByRole('heading', { name: 'How are we doing?' })).toBeVisible();
    await client.getByRole('radio', { name: '5: Excellent' }).check();
    await client.getByRole('textbox', { name: /how is it going/ }).fill('Patients find us on the map now.');
    await client.getByRole('radio', { name: 'Your business name and city' }).check();
    await client.getByRole('checkbox', { name: 'Publish my review on your website' }).check();
    await client.getByRole('checkbox', { name: /Publish our results/ }).check();
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(client.getByText('Thank you for your answer.')).toBeVisible();
    expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();

    // Staff: the Reviews screen on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, admin);
    await page.goto('/admin/reviews');
    const name = new RegExp(`^${business}, `);
    const answer = page.getByRole('article', { name });
    await expect(answer.getByText('Patients find us on the map now.')).toBeVisible({ timeout: 30_000 });
    await expect(answer.getByText('New', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await answer.getByRole('button', { name: /^Publish / }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this review?' });
    await dialog.getByLabel('City').selectOption('Lahore');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Review published')).toBeVisible({ timeout: 30_000 });
    await expect(answer.getByText('Published', { exact: true })).toBeVisible();
    await expect(answer.getByText(`“${business}, Lahore”`)).toBeVisible();
    await expect(answer.getByText('Live', { exact: true })).toBeVisible();

    // On the client: its latest word allows results, and Publish results says why it cannot make a card from this report.
    await answer.getByRole('link', { name: business }).click();
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/latest answer .* agrees to publish their results/)).toBeVisible();
    await expect(page.getByText(/report has no figures from Google/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish results' })).toBeDisabled();
  });
});
