import { expect, test, type Page } from '@playwright/test';
import { FIRST_ADMIN } from '../support/admin-api';
import { firstAdminApi, uniqueName, waitForIslands } from '../support/admin-session';
import { utcToPakistan } from '../../../src/lib/time/pakistan-time';
import { axeViolations } from '../support/axe';
import { devURL } from '../support/servers';

/**
 * Insights, the writer's side, with the functions and real local store of
 * `astro dev`: one article walked through the Articles screen (the built
 * admin app) from New article to Delete, and read on the site as `astro dev`
 * renders it from the store.
 * Signed in with the first admin's cookie (one bcrypt check, no login screen:
 * admin-app.spec covers that).
 */
test.describe.configure({ timeout: 240_000 });

const toast = (page: Page, title: string) =>
  page
    .getByRole('region', { name: /Notification/ })
    .getByRole('listitem')
    .filter({ hasText: title });

test('a writer writes, previews, saves, publishes, moves, unpublishes, schedules, meets a conflict, restores and deletes an article', async ({
  page,
  baseURL,
}) => {
  const api = await firstAdminApi(baseURL!);
  await page.context().addCookies((await api.storageState()).cookies);

  const title = `Writer path ${uniqueName('e2e')}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await page.goto('/admin/articles');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);

  // Write: the address follows the title; a script in the body is shown as text, never run, never in the preview.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);
  await page
    .getByLabel('Excerpt', { exact: true })
    .fill('What a writer does on the Articles screen, from the first word to the article going off the site.');
  await page
    .getByLabel('Article (Markdown)')
    .fill('## First steps\n\nPlain **bold** words.\n\n<script>window.articleScriptRan = true</script>');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.locator('[data-article-preview]');
  await expect(preview.getByRole('heading', { level: 2, name: 'First steps' })).toBeVisible({ timeout: 30_000 });
  await expect(preview.locator('strong')).toHaveText('bold');
  await expect(preview.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { articleScriptRan?: boolean }).articleScriptRan)).toBeUndefined();
  await page.getByRole('tab', { name: 'Write' }).click();
  await expect(page.getByLabel('Article (Markdown)')).toHaveValue(/^## First steps/);

  // Save draft: the article gets its own address, and what was typed stays.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(toast(page, 'Draft saved')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/articles\/[0-9A-Z]{26}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  // Under load the publishing state may arrive a while after the article.
  const expectStatus = (text: string) => expect(page.locator('[data-status]').first()).toHaveText(text, { timeout: 30_000 });
  await expectStatus('Draft');
  expect(await axeViolations(page)).toEqual([]);

  // Publish now: on the site at once (npm run dev reads the store).
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(toast(page, 'Published')).toBeVisible({ timeout: 30_000 });
  await expectStatus('Live');
  const reader = await page.context().newPage();
  expect((await reader.goto(`${devURL}/insights/${slug}`))?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);

  // A new address: the old one answers 301 to it.
  await page.getByLabel('Address', { exact: true }).fill(`${slug}-moved`);
  const republished = page.waitForResponse((answer) => answer.url().endsWith(`/${id}/publish`), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Publish changes now' }).click();
  expect((await republished).status()).toBe(200);
  const moved = await api.get(`${devURL}/insights/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(new URL(moved.headers().location!, baseURL).pathname).toBe(`/insights/${slug}-moved`);
  await reader.goto(`${devURL}/insights/${slug}`);
  await expect(reader).toHaveURL(new RegExp(`/insights/${slug}-moved$`));

  // Unpublish: gone (404).
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Unpublished')).toBeVisible({ timeout: 30_000 });
  await expectStatus('Draft');
  expect((await reader.goto(`${devURL}/insights/${slug}-moved`))?.status()).toBe(404);

  // Schedule two days ahead, entered in Pakistan time; the status and the list show that time.
  const goLive = utcToPakistan(new Date(Date.now() + 2 * 86_400_000).toISOString())!;
  const shownTime = `${goLive.replace('T', ' ')} PKT`;
  await page.getByLabel('Go live at (Pakistan time, PKT)').fill(goLive);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(toast(page, `Scheduled for ${shownTime}`)).toBeVisible({ timeout: 30_000 });
  await expectStatus(`Scheduled for ${shownTime}`);
  const stored = (await (await api.get(`/api/admin/articles/${id}`)).json()) as { published: { goLiveAt: string } };
  expect(utcToPakistan(stored.published.goLiveAt)).toBe(goLive);
  expect((await reader.goto(`${devURL}/insights/${slug}-moved`))?.status()).toBe(404);

  // Someone else saves meanwhile: our save is refused, their text is shown beside ours, ours is kept.
  const theirs = (await (await api.get(`/api/admin/articles/${id}`)).json()) as { fields: Record<string, unknown>; version: string };
  const theirExcerpt = 'Another writer changed this excerpt while the first one was still editing the article.';
  const put = await api.put(`/api/admin/articles/${id}`, { data: { ...theirs.fields, excerpt: theirExcerpt, version: theirs.version } });
  expect(put.status(), await put.text()).toBe(200);
  await page.getByLabel('Title', { exact: true }).fill(`${title} (mine)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('region', { name: `${FIRST_ADMIN.username} saved this article while you were editing` });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  await expect(conflict.getByLabel('Excerpt, as they saved it')).toHaveValue(theirExcerpt);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title} (mine)`);
  const resaved = page.waitForResponse((answer) => answer.url().endsWith(`/articles/${id}`) && answer.request().method() === 'PUT', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Save draft' }).click();
  expect((await resaved).status()).toBe(200);
  await expect(conflict).toHaveCount(0);

  // Restore the first saved version: its title and address come back as the draft.
  await page.getByRole('button', { name: 'Show history' }).click();
  const versions = page.getByRole('region', { name: 'Earlier versions' }).getByRole('listitem');
  await expect(versions.first()).toBeVisible({ timeout: 30_000 });
  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(toast(page, 'Earlier version restored as the draft')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(slug);

  // Delete, after confirming; back to the list without it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this article?' });
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete article' }).click();
  await expect(toast(page, 'Article deleted')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  expect((await api.get(`/api/admin/articles/${id}`)).status()).toBe(404);
  await api.dispose();
});
