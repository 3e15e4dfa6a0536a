import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { searchRouteOf } from '../../../src/data/search-appearance';
import { callApi, createAdmin, firstAdminApi, originHeaders, signInThroughUi, uniqueName } from '../support/admin-session';
import { axeViolations } from '../support/axe';
import { devURL } from '../support/servers';

/**
 * The Search appearance screen's counter and result preview follow
 * the typing, a description past the limits is rated and refused by the
 * server (the dev server's function), and a saved description is in the
 * page's HTML at the next load of the page `npm run dev` renders from the
 * store. Owns search.dental_seo_description; puts the built-in value back after.
 */
test.describe.configure({ timeout: 180_000 });
// The dev server's content API answered in 7-12 s during a CI run's busiest minutes (as in the other admin specs).
const expect = baseExpect.configure({ timeout: 60_000 });

const ENTRY_ID = 'search.dental_seo_description';
const builtIn = searchRouteOf('/dental-seo')!.description;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  const stored = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/search')).json()) as { id: string; version: string }[];
  const entry = stored.find((candidate) => candidate.id === ENTRY_ID);
  if (entry) await callApi(firstAdmin, 'PUT', `/api/admin/content/${ENTRY_ID}`, { content: builtIn, version: entry.version });
  await firstAdmin?.dispose();
});

test('a description edited on the Search appearance screen is in the page’s head at the next load', async ({ page, baseURL }) => {
  await signInThroughUi(page, await createAdmin(firstAdmin));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Search appearance' }).click();
  await expect(page).toHaveURL(/\/admin\/search-appearance$/);
  await page.getByRole('button', { name: 'Edit the meta description of Dental SEO' }).click();

  const panel = page.getByRole('complementary', { name: 'Search appearance editor' });
  const editor = panel.getByLabel('Meta description');
  const counter = panel.locator('#search-counter');
  const characters = counter.locator('[data-count="characters"]');
  const preview = panel.getByRole('figure', { name: 'Search result preview' });
  await expect(editor).toHaveValue(builtIn);
  // The open field is in the address: a reload opens it again.
  await expect(page).toHaveURL(new RegExp(`/admin/search-appearance\\?entry=${ENTRY_ID.replace('.', '\\.')}$`));
  await page.reload();
  await expect(editor).toHaveValue(builtIn);
  await expect(preview.locator('[data-preview="url"]')).toHaveText(/ › dental-seo$/);

  // The counter and the preview follow every keystroke.
  const text = `Dental SEO in Pakistan, edited ${uniqueName('e2e')}: more patients from Google Maps and search, month after month.`;
  await editor.fill(text);
  await expect(characters).toHaveText(String(text.length));
  await expect(counter.locator('[data-rating]')).toHaveText('Good');
  await expect(preview.locator('[data-preview="description"]')).toHaveText(text);
  await editor.pressSequentially(' Call us');
  await expect(characters).toHaveText(String(text.length + 8));
  await expect(preview.locator('[data-preview="description"]')).toHaveText(`${text} Call us`);

  // 200 characters: rated too long, cut in the preview, and past the hard limit, so not saveable.
  const tooLong = `${'Dental SEO that brings patients. '.repeat(7)}`.slice(0, 200);
  await editor.fill(tooLong);
  await expect(characters).toHaveText('200');
  await expect(counter.locator('[data-rating]')).toHaveText('Too long');
  await expect(counter.getByRole('alert')).toContainText('Description must be at most 170 characters long (it has 200).');
  await expect(preview.locator('[data-preview="description"]')).toHaveText(/…$/);
  await expect(panel.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // The server refuses it too, with the reason, whatever a client sends.
  const refused = await page.request.put(`/api/admin/content/${ENTRY_ID}`, {
    data: { content: tooLong, version: 'unstored' },
    headers: originHeaders(baseURL!),
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error).toBe('Description must be at most 170 characters long (it has 200).');

  await editor.fill(text);
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('region', { name: /Notification/ })).toContainText('It is live on the site now.', { timeout: 20_000 });

  await page.goto(`${devURL}/dental-seo`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', text);
  await expect(page.locator('meta[name="twitter:description"]')).toHaveAttribute('content', text);
  // The title and canonical keep their values.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dental-seo$/);
  await expect(page).toHaveTitle(new RegExp(`^${searchRouteOf('/dental-seo')!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});
