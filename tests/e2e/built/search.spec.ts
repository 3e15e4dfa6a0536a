import { expect, test } from '@playwright/test';
import { waitForIsland } from '../hydration';

// The index is the last `astro build`'s (dist/pagefind).
test.describe('site search', () => {
  test('/search?q=lahore lists the Lahore page', async ({ page }) => {
    await page.goto('/search?q=lahore');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('lahore');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.locator('a[href="/seo-services-lahore"]')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/match(es)? “lahore”/);
  });

  test('typing searches as you go and keeps q in the address', async ({ page }) => {
    await page.goto('/search');
    await waitForIsland(page, 'SiteSearch');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('dental');
    await expect(page.getByRole('list', { name: 'Search results' }).locator('a[href="/dental-seo"]')).toBeVisible();
    await expect(page).toHaveURL(/\/search\?q=dental$/);
  });

  test('a nonsense query shows the empty state with suggestions', async ({ page }) => {
    await page.goto('/search?q=zzqxwvplm');
    const empty = page.getByTestId('search-empty');
    await expect(empty).toContainText('Nothing on our site matches “zzqxwvplm”');
    await expect(empty.getByRole('link', { name: 'SEO services in Lahore' })).toHaveAttribute('href', '/seo-services-lahore');
    await expect(empty.getByRole('link', { name: 'Ask us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });
});
