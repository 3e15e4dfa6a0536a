import { expect, test } from '@playwright/test';

const WHATSAPP = /^https:\/\/wa\.me\/\d+/;

test.describe('navigation', () => {
  test('section links scroll on home and lead to /#section elsewhere', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator('#faq')).toBeInViewport();

    await page.goto('/404-does-not-exist');
    await expect(nav.getByRole('link', { name: 'Packages' })).toHaveAttribute('href', '/#packages');
    await nav.getByRole('link', { name: 'Packages' }).click();
    await expect(page).toHaveURL(/\/#packages$/);
    await expect(page.locator('#packages')).toBeInViewport();
  });

  test('Contact Us opens WhatsApp in a new tab', async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' });
    await expect(contact).toHaveAttribute('href', WHATSAPP);
    await expect(contact).toHaveAttribute('target', '_blank');
    expect(await contact.getAttribute('rel')).toContain('noopener');
  });

  test('the floating chat button asks for an SEO consultation', async ({ page }) => {
    await page.goto('/');
    const href = await page.getByTestId('floating-chat').getAttribute('href');
    expect(href).toMatch(WHATSAPP);
    expect(new URL(href!).searchParams.get('text')).toMatch(/SEO consultation/);
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens, announces its state and closes after a section link is used', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'Reviews' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#reviews$/);
    await expect(page.locator('#reviews')).toBeInViewport();
  });

  test('closes with Escape and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('footer', () => {
  test('shows phone, e-mail and the 2025 copyright; external links open in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="tel:"]')).toHaveText(/\+92/);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveText(/@/);
    await expect(footer).toContainText('© 2025');
    for (const name of [/About us/, /Terms of service/, /Privacy policy/, /Site managed by/]) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  test('every internal footer link resolves', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(21);
    for (const href of new Set(hrefs)) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test.describe('not found', () => {
  test('an unknown path gets the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/404 Page Not Found/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
