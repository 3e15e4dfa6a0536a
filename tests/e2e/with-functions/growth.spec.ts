import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAdmin, firstAdminApi, originHeaders } from '../support/admin-session';

/**
 * The growth dashboard's browser path: a tap on the WhatsApp button of /dental-seo is
 * counted through the link's `ping` (Chromium sends pings) and shows in the
 * Growth screen's row for that page at once (today is read live, before any
 * rollup). The local store outlives runs, so the row must grow by one.
 */
let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

test('a tap on the WhatsApp button of /dental-seo appears in the Growth screen', async ({ page, baseURL }) => {
  const admin = await createAdmin(firstAdmin);
  const login = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
    headers: originHeaders(baseURL!),
  });
  expect(login.status(), await login.text()).toBe(200);
  const before = await page.request.get('/api/admin/growth');
  expect(before.status()).toBe(200);
  const rows = ((await before.json()) as { pages: { page: string; taps: { whatsapp: number } }[] }).pages;
  const counted = rows.find((row) => row.page === '/dental-seo')!.taps.whatsapp;

  await page.goto('/dental-seo');
  const button = page.getByTestId('floating-chat');
  // The link itself is unchanged: the chat, in a new tab.
  await expect(button).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+/);
  await expect(button).toHaveAttribute('target', '_blank');
  const ping = page.waitForResponse((response) => response.url().endsWith('/api/tap?kind=whatsapp&page=/dental-seo'));
  const chat = page.waitForEvent('popup');
  await button.click();
  expect((await ping).status()).toBe(204);
  await (await chat).close();

  await page.goto('/admin/growth');
  await expect(page.getByRole('heading', { level: 1, name: 'Growth' })).toBeVisible();
  await expect(page.getByRole('img', { name: /leads per week by channel/ })).toBeVisible();
  const row = page.getByRole('table', { name: 'Taps and leads per page' }).getByRole('row', { name: /^\/dental-seo\b/ });
  // The first number after the page is its WhatsApp taps.
  await expect(row.getByRole('cell').first()).toHaveText(String(counted + 1));
});
