import { expect, test } from '@playwright/test';
import { api, ensureFirstAdmin } from '../support/admin-api';

/**
 * The footer's newsletter signup of the built site, posted to the function
 * on the development server (`npm run dev`) and its store: a plain HTML form,
 * with JavaScript off as a phone
 * that has not run any would. The built site's tests cover every outcome
 * page (tests/e2e/built/newsletter-form.spec.ts).
 */
test.describe('footer newsletter signup (dev functions, JavaScript off)', () => {
  // Reading the subscriber list signs in, which runs a bcrypt check.
  test.describe.configure({ timeout: 90_000 });
  test.use({ javaScriptEnabled: false });

  test('subscribes an address and lands on the "check your inbox" page', async ({ page, browser, baseURL }) => {
    await page.goto('/dental-seo');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    const address = `reader-${Date.now()}@example.pk`;
    await form.getByLabel('E-mail address').fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/newsletter\/check-your-inbox$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox to confirm');

    // The admin API is read from a page that runs JavaScript.
    const admin = await browser.newPage({ baseURL });
    await admin.goto('/admin/login');
    await ensureFirstAdmin(admin);
    // Pending until the link in the confirmation mail is used (double opt-in).
    const list = await api(admin, 'GET', '/api/newsletters?status=pending');
    expect(list.body).toContainEqual(expect.objectContaining({ email: address }));
    await admin.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`the form and a failure page look finished at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.locator('footer').screenshot({ path: `test-results/newsletter-footer-${viewport.width}.png` });
      await page.goto('/newsletter/not-saved');
      await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
      await page.screenshot({ path: `test-results/newsletter-not-saved-${viewport.width}.png`, fullPage: true });
    });
  }
});
