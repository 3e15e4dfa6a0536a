import { expect, test, type Locator } from '@playwright/test';
import { analyticsBuilt } from './site-pages';

/**
 * Each page inlines only the CSS rules it uses (src/integrations/per-page-css.ts).
 * The states that no element has when the page is written must still be
 * styled: hover, keyboard focus, the open phone menu, the skip link and the
 * consent bar that analytics.js draws later.
 */
const style = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

test.describe('per-page CSS at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hover and keyboard focus are styled on a landing page', async ({ page }) => {
    await page.goto('/dental-seo');
    const footerLink = page.locator('footer nav a').first();
    expect(await style(footerLink, 'text-decoration-line')).toBe('none');
    await footerLink.hover();
    await expect.poll(() => style(footerLink, 'text-decoration-line')).toBe('underline');

    const form = page.getByRole('form', { name: 'Newsletter signup' });
    const field = form.getByLabel('E-mail address');
    const restingBorder = await style(field, 'border-color');
    await field.focus();
    await expect.poll(() => style(field, 'border-color')).not.toBe(restingBorder);
    await page.keyboard.press('Tab');
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toBeFocused();
    await expect.poll(() => style(subscribe, 'box-shadow')).not.toBe('none');
  });

  test("an article's headings are bold", async ({ page }) => {
    await page.goto('/insights/lahore-google-map-pack');
    // Each heading is wrapped in its own anchor link (markdown-it-anchor), which must not take the links' weight.
    const heading = page.locator('article h2 a.header-anchor').first();
    expect(await style(heading, 'font-weight')).toBe('700');
    expect(await style(heading, 'text-decoration-line')).toBe('none');
  });

  test('the skip link appears on keyboard focus', async ({ page }) => {
    await page.goto('/us');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await style(skip, 'position')).toBe('absolute');
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    expect(await style(skip, 'position')).toBe('fixed');
  });
});

test.describe('per-page CSS at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the open phone menu is laid out and its button says "Close menu"', async ({ page }) => {
    await page.goto('/seo-services-lahore');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    expect(await style(menu, 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(menu, 'width')).toBe('390px');
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  });

  test('the consent bar is styled as a fixed bar with its buttons', async ({ page }) => {
    test.skip(!analyticsBuilt, 'built without analytics: no consent bar');
    await page.goto('/about');
    const bar = page.getByRole('region', { name: 'Cookie choice' });
    await expect(bar).toBeVisible({ timeout: 15_000 });
    expect(await style(bar, 'position')).toBe('fixed');
    expect(await style(bar, 'background-color')).toBe('rgb(255, 255, 255)');
    const accept = bar.getByRole('button', { name: 'Accept' });
    expect(await style(accept, 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(Number.parseFloat(await style(accept, 'min-height'))).toBeGreaterThanOrEqual(44);
  });
});
