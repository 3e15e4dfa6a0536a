import { expect, test, type APIRequestContext } from '@playwright/test';
import { googleStandInPort } from '../../../scripts/quality/ports';
import { STAND_IN_CLIENT_EMAIL } from '../../support/google-key';
import { pacificDay } from '../../support/google-stand-in';
import { createAdmin, firstAdminApi, originHeaders } from '../support/admin-session';

/**
 * Search Console on the Growth screen, the owner's path: the dev server's key
 * points at the run's stand-in of Google (playwright.config.ts). A property
 * new to this run (the local store outlives runs) is fed a day of figures for
 * /dental-seo; a lead is sent from that page; the owner saves the property,
 * syncs, and sees the page's clicks beside its leads (on a phone too), and its
 * top query.
 */
let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

test("the owner connects a property and sees a page's clicks beside its leads", async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const domain = `e2e-${Date.now().toString(36)}.agency.test`;
  const property = `sc-domain:${domain}`;
  const date = pacificDay(Date.now() - 5 * 86_400_000);
  const url = `https://www.${domain}/dental-seo/`;
  const setup = await page.request.post(`http://127.0.0.1:${googleStandInPort}/__stand-in/setup`, {
    data: {
      grants: [{ property, clientEmail: STAND_IN_CLIENT_EMAIL }],
      facts: [
        {
          property,
          facts: [
            { date, page: url, query: 'dental seo lahore', clicks: 7, impressions: 150, position: 3 },
            { date, page: url, query: null, clicks: 2, impressions: 50, position: 7 },
          ],
        },
      ],
    },
  });
  expect(setup.status()).toBe(204);

  const admin = await createAdmin(firstAdmin);
  const login = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
    headers: originHeaders(baseURL!),
  });
  expect(login.status(), await login.text()).toBe(200);
  const before = (await (await page.request.get('/api/admin/growth')).json()) as { pages: { page: string; leads: number }[] };
  const leadsBefore = before.pages.find((row) => row.page === '/dental-seo')!.leads;
  const lead = await page.request.post('/api/contact', {
    data: { name: 'Search visitor', email: 'search-visitor@example.pk', source_page: '/dental-seo' },
    headers: originHeaders(baseURL!),
  });
  expect(lead.status(), await lead.text()).toBe(201);

  await page.goto('/admin/growth');
  const connection = page.getByRole('region', { name: 'Search Console', exact: true });
  // Generous timeouts: on a busy machine the dev server's first call of each function takes a while.
  await expect(connection.getByText(STAND_IN_CLIENT_EMAIL)).toBeVisible({ timeout: 60_000 });
  await connection.getByRole('textbox', { name: 'Search Console property' }).fill(property);
  await connection.getByRole('button', { name: 'Save' }).click();
  // The store may hold an earlier run's property, whose status and identical figures show until the save
  // lands: the connection must show the new property (never synced) before Sync now and the checks below.
  await expect(connection).toContainText('Last sync: not yet', { timeout: 60_000 });
  await connection.getByRole('button', { name: 'Sync now' }).click();
  const shown = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(connection).toContainText(`Google's figures up to ${shown}`, { timeout: 60_000 });

  const row = page
    .getByRole('table', { name: 'Search Console figures and leads per landing page' })
    .getByRole('row', { name: /^\/dental-seo\b/ });
  // Clicks, Impressions, CTR, Position, Leads, Leads per 100 clicks.
  await expect(row.getByRole('cell')).toHaveText([
    '9',
    '200',
    '4.5%',
    '4.0',
    String(leadsBefore + 1),
    (((leadsBefore + 1) / 9) * 100).toFixed(1),
    'Queries',
  ]);
  // On a phone the table scrolls inside its own box (its column named for screen readers only too): the page does not scroll sideways.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await expect.poll(overflow, { message: 'the page scrolls sideways at 390 px' }).toBeLessThanOrEqual(0);
  await page.setViewportSize(desktop);

  await row.getByRole('button', { name: 'Top queries of /dental-seo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top search queries of /dental-seo' });
  await expect(dialog.getByRole('row', { name: /dental seo lahore/ }).getByRole('cell')).toHaveText(['7', '150', '3.0'], {
    timeout: 60_000,
  });
  await expect(dialog).toContainText("fewer clicks (7) than the page's 9");
});
