import { expect, test, type APIRequestContext } from '@playwright/test';
import { contentDefaults } from '../../../src/data/editable';
import { callApi, createAdmin, firstAdminApi, signInThroughUi, uniqueName } from '../support/admin-session';
import { devURL } from '../support/servers';

/**
 * Edited text reaches the public pages: text edited in the admin (the built admin app, its API calls on the
 * dev server's functions and store) is on the public pages `npm run dev`
 * renders at the next load, in the HTML (no client-side fetch), and escaped.
 * Owns lahore.hero_title and home.main_heading; puts them back after.
 */
// Serial: both tests edit lahore.hero_title.
test.describe.configure({ timeout: 180_000, mode: 'serial' });

const defaultText = (page: 'home' | 'lahore', key: string) => contentDefaults[page].find((entry) => entry.contentKey === key)!.content;

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  firstAdmin = await firstAdminApi(baseURL!);
  for (const seed of ['/api/admin/seed-content', '/api/admin/seed-lahore-content']) {
    expect((await callApi(firstAdmin, 'POST', seed, {})).status()).toBe(200);
  }
});
test.afterAll(async () => {
  for (const [id, page, key] of [
    ['lahore.hero_title', 'lahore', 'hero_title'],
    ['home.main_heading', 'home', 'main_heading'],
  ] as const) {
    await callApi(firstAdmin, 'PUT', `/api/admin/content/${id}`, { content: defaultText(page, key) });
  }
  await firstAdmin?.dispose();
});

test('an edit made in the admin is on the public page at the next load', async ({ page }) => {
  await signInThroughUi(page, await createAdmin(firstAdmin));
  const lahoreTitle = `Lahore SEO <b>${uniqueName('edited')}</b>`;
  const homeHeading = `Home heading ${uniqueName('edited')}`;

  for (const { tab, key, text } of [
    { tab: 'Lahore', key: 'hero title', text: lahoreTitle },
    { tab: 'Home', key: 'main heading', text: homeHeading },
  ]) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('button', { name: new RegExp(`^${key}`) })
      .first()
      .click();
    const editor = page.getByRole('complementary', { name: 'Edit panel' }).getByLabel('Content', { exact: true });
    await editor.fill(text);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // In local development the pages read the store directly, and the toast says so.
    await expect(page.getByRole('region', { name: /Notification/ })).toContainText('It is live on the site now.', {
      timeout: 20_000,
    });
    await expect(editor).toHaveCount(0);
  }

  const lahore = await page.request.get(`${devURL}/seo-services-lahore`);
  const html = await lahore.text();
  // In the HTML itself, escaped: typed markup stays text.
  expect(html).toContain(lahoreTitle.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;'));

  await page.goto(`${devURL}/seo-services-lahore`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lahoreTitle);
  await expect(page.locator('h1 b')).toHaveCount(0);
  // Keys nobody edited keep their built-in text.
  await expect(page.getByText(defaultText('lahore', 'hero_description'))).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);

  await page.goto(`${devURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  await expect(page.getByText(defaultText('home', 'subheading'))).toBeVisible();
});

test('an edit can be undone from its history, and the page shows the restored text', async ({ page }) => {
  await signInThroughUi(page, await createAdmin(firstAdmin));
  const first = `Lahore first ${uniqueName('title')}`;
  const second = `Lahore second ${uniqueName('title')}`;
  await page.getByRole('tab', { name: 'Lahore', exact: true }).click();
  const panel = page.getByRole('tabpanel');
  const editPanel = page.getByRole('complementary', { name: 'Edit panel' });
  const editor = editPanel.getByLabel('Content', { exact: true });
  const toastRegion = page.getByRole('region', { name: /Notification/ });

  for (const text of [first, second]) {
    await panel
      .getByRole('button', { name: /^hero title/ })
      .first()
      .click();
    await editor.fill(text);
    await editPanel.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastRegion).toContainText('Content has been successfully updated');
    await expect(editor).toHaveCount(0);
  }

  // Under npm run dev the pages read the store: the page and the entry say Live.
  await expect(panel.getByRole('group', { name: 'Publishing' })).toContainText('Live');
  await panel
    .getByRole('button', { name: /^hero title/ })
    .first()
    .click();
  await expect(editPanel).toContainText('Live');
  await editPanel.getByRole('button', { name: 'Show history' }).click();
  const versions = editPanel.getByRole('listitem');
  // Newest first: the first text is the one the second save replaced, with a local date-time.
  // The dev server builds each function on its first call: give the first history read time.
  await expect(versions.first()).toContainText(first, { timeout: 60_000 });
  await expect(versions.first().locator('time')).toHaveText(/\d/);
  await versions
    .first()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(toastRegion).toContainText('Content updated');
  await expect(editor).toHaveCount(0);

  await page.goto(`${devURL}/seo-services-lahore`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
});
