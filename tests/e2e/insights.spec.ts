import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { FIRST_ADMIN } from './support/admin-api';
import { firstAdminApi, uniqueName } from './support/admin-session';

/**
 * Insights (articles written in the admin, prebuilt as static pages) against `astro dev` and its real local store: an article
 * published through the API is on the site at once (pages read the store on
 * each request, as edited page text does); after a slug change its old
 * address answers 301 to the new one; unpublished, it is 404 and out of the
 * feed. The built site's side (sitemap, search index, _redirects) is checked
 * on the fixture build in tests/dist/insights.test.ts.
 */
test.describe.configure({ timeout: 120_000 });

const article = (slug: string, overrides: Record<string, unknown> = {}) => ({
  title: `Browser test article ${slug}`,
  slug,
  excerpt: 'An article the browser test publishes, moves to a new address and takes off the site again, all in a minute.',
  body: '## What this checks\n\nThat the site shows what the store holds.',
  category: 'technical-seo',
  tags: ['e2e'],
  author: FIRST_ADMIN.username,
  ...overrides,
});

test('published: on the site at once; moved: the old address answers 301; unpublished: 404 and out of the feed', async ({
  page,
  baseURL,
}) => {
  const api = await firstAdminApi(baseURL!);
  const slug = uniqueName('e2e').replace('_', '-').toLowerCase();
  const created = await api.post('/api/admin/articles', { data: article(slug) });
  expect(created.status()).toBe(201);
  let current = (await created.json()) as { id: string; version: string };
  const act = async (action: string) => {
    const answer = await api.post(`/api/admin/articles/${current.id}/${action}`, { data: { version: current.version } });
    expect(answer.status(), `${action}: ${await answer.text()}`).toBe(200);
    current = await answer.json();
  };

  await act('publish');
  const shown = await page.goto(`/insights/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Browser test article ${slug}`);
  await expect(page.locator('header').getByRole('link', { name: 'Insights' }).first()).toHaveAttribute('href', '/insights');
  expect(await (await api.get('/insights/rss.xml')).text()).toContain(`/insights/${slug}</link>`);

  const saved = await api.put(`/api/admin/articles/${current.id}`, { data: { ...article(`${slug}-moved`), version: current.version } });
  expect(saved.status()).toBe(200);
  current = await saved.json();
  await act('publish');
  const old = await api.get(`/insights/${slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(new URL(old.headers().location!, baseURL).pathname).toBe(`/insights/${slug}-moved`);
  await page.goto(`/insights/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/insights/${slug}-moved$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await act('unpublish');
  expect((await page.goto(`/insights/${slug}-moved`))?.status()).toBe(404);
  expect((await api.get(`/insights/${slug}`, { maxRedirects: 0 })).status()).toBe(404);
  const feed = await (await api.get('/insights/rss.xml')).text();
  expect(feed).not.toContain(slug);
  expect((await api.delete(`/api/admin/articles/${current.id}`)).status()).toBe(204);
});

test('stored script probes in title, body, alt text and slug never run on the page', async ({ page, baseURL }) => {
  const api = await firstAdminApi(baseURL!);
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  // A slug probe is refused before anything is stored.
  const badSlug = await api.post('/api/admin/articles', { data: article(`x"><script>alert('slug')</script>`) });
  expect(badSlug.status()).toBe(400);

  const png = await sharp({ create: { width: 400, height: 225, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  const image = await api.post('/api/admin/article-images', { data: png, headers: { 'Content-Type': 'image/png' } });
  expect(image.status()).toBe(201);
  const slug = uniqueName('xss').replace('_', '-').toLowerCase();
  const probe = article(slug, {
    title: `Probe <script>alert('title')</script><img src=x onerror=alert('title-img')>`,
    body: `<script>alert('body')</script>\n\n<img src=x onerror="alert('body-img')">\n\n[link](javascript:alert('link'))\n\n<iframe src="javascript:alert('frame')"></iframe>`,
    hero: {
      imageId: ((await image.json()) as { id: string }).id,
      alt: `"><script>alert('alt')</script><img src=x onerror=alert('alt-img')>`,
    },
  });
  const created = await api.post('/api/admin/articles', { data: probe });
  expect(created.status()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: string };
  expect((await api.post(`/api/admin/articles/${id}/publish`, { data: { version } })).status()).toBe(200);

  await page.goto(`/insights/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("<script>alert('title')</script>");
  await expect(page.getByRole('img', { name: `"><script>alert('alt')</script><img src=x onerror=alert('alt-img')>` })).toBeVisible();
  expect(await page.locator('main iframe, main script, main [onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect((await api.delete(`/api/admin/articles/${id}`)).status()).toBe(200);
});
