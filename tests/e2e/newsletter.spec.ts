import { expect, test, type Page } from '@playwright/test';
import { api, ensureFirstAdmin } from './support/admin-api';

/**
 * The signup renders in HTML first and hydrates on the visitor's first focus,
 * pointer down or key inside it (client:interaction): focus its field as a
 * visitor would, then wait until React has taken it over before typing.
 */
async function waitForSignup(page: Page) {
  await page.getByRole('form', { name: 'Newsletter signup' }).getByLabel('E-mail address').focus();
  await expect(page.locator('astro-island:has(form[aria-label="Newsletter signup"])')).not.toHaveAttribute('ssr', { timeout: 30_000 });
}

test.describe('footer newsletter signup', () => {
  // Reading the subscriber list signs in, which hashes at bcrypt cost 12.
  test.describe.configure({ timeout: 90_000 });

  test('explains an invalid address inline, then subscribes with a toast', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.scrollIntoViewIfNeeded();
    await waitForSignup(page);

    const field = form.getByLabel('E-mail address');
    await field.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', 'newsletter-email-error');

    const address = `reader-${Date.now()}@example.pk`;
    await field.fill(address);
    await expect(form.getByRole('alert')).toBeEmpty();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you! Our SEO tips will reach your inbox.').first()).toBeVisible();
    await expect(field).toHaveValue('');
    await page.screenshot({ path: 'test-results/newsletter-toast.png' });

    await ensureFirstAdmin(page);
    // Pending until the link in the confirmation mail is used (double opt-in).
    const list = await api(page, 'GET', '/api/newsletters?status=pending');
    expect(list.body).toContainEqual(expect.objectContaining({ email: address }));
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`looks finished at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const footer = page.locator('footer');
      // The footer is taller than a phone screen: bring the form itself into view so its island hydrates.
      await footer.getByRole('form', { name: 'Newsletter signup' }).scrollIntoViewIfNeeded();
      await waitForSignup(page);
      await footer.getByLabel('E-mail address').fill('wrong');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('alert')).not.toBeEmpty();
      await footer.screenshot({ path: `test-results/newsletter-footer-${viewport.width}.png` });
    });
  }
});
