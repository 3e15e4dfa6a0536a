import { expect, test, type Page } from '@playwright/test';

/**
 * Content pages work from their HTML alone: with every island's code blocked,
 * the phone menu opens and closes, FAQ answers can be read and links lead on.
 * When the code does arrive, the tap that asked for it is not lost.
 */

/** Islands load their component and React from /_astro/*.js; refuse them all. */
async function blockIslandCode(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route('**/_astro/*.js', (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}

const FAQ_QUESTION = 'How long does SEO take to show results?';

test.describe('before hydration at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu opens, closes, and closes after a section link is used', async ({ page }) => {
    const blocked = await blockIslandCode(page);
    await page.goto('/seo-audit');
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await menu.getByRole('link', { name: 'Reviews' }).tap();
    await expect(page).toHaveURL(/\/#reviews$/);
    await expect(page.locator('#reviews')).toBeInViewport();
    await expect(menu).toBeHidden();
    // Nothing on the way asked for island code.
    expect(blocked).toEqual([]);
  });

  test('an FAQ answer opens with a tap', async ({ page }) => {
    await blockIslandCode(page);
    await page.goto('/#faq');
    const details = page.locator('#faq details').filter({ has: page.getByRole('heading', { name: FAQ_QUESTION }) });
    await details.locator('summary').tap();
    await expect(details.locator('p')).toBeVisible();
    await expect(details.locator('p')).toContainText('3-6 months');
  });
});

test.describe('before hydration at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no island code loads, nav links work and the FAQ opens', async ({ page }) => {
    const blocked = await blockIslandCode(page);
    await page.goto('/dental-seo');
    expect(blocked).toEqual([]);
    // (Home's contact form loads its code once it comes near the screen; that is allowed.)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    const details = page.locator('#faq details').filter({ has: page.getByRole('heading', { name: FAQ_QUESTION }) });
    await details.locator('summary').click();
    await expect(details.locator('p')).toContainText('3-6 months');
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the first tap on a form hydrates it and what was typed meanwhile is kept`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Hold home's contact form island's code back until the visitor has typed. (Its submit button
    // stays disabled until the form can send; the footer signup, the island this test used before,
    // is a plain form now.)
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route('**/_astro/*.js', async (route) => {
      requested.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto('/');
    expect(requested, 'island code loaded before any interaction').toEqual([]);

    const form = page.locator('#contact form');
    const email = form.getByLabel('E-mail address');
    await email.click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await email.pressSequentially('visitor@example.pk');
    release();

    // React took over the markup and kept what was typed.
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Get My Free Audit' })).toBeEnabled();
    await expect(email).toHaveValue('visitor@example.pk');
  });
}
