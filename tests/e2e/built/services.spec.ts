import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * A service page and an industry page in a real browser: the hero button
 * brings the contact section into view, and each contact button opens the
 * chat in a new tab with a message naming the page's service or industry.
 */

/** No outside network here: answer chat links locally so the new tab can load. */
async function stubChat(context: BrowserContext) {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }));
}

async function openedChatText(page: Page, linkName: string): Promise<string> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('#contact').getByRole('link', { name: linkName }).click(),
  ]);
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(url.host).toBe('wa.me');
  await popup.close();
  return url.searchParams.get('text') ?? '';
}

const cases = [
  {
    path: '/seo-audit',
    hero: 'Get Your Free SEO Audit',
    buttons: [
      { name: 'Book Your Free SEO Audit', text: /free SEO audit/ },
      { name: 'Schedule a Consultation', text: /consultation about your SEO Audit service/ },
    ],
  },
  {
    path: '/dental-seo',
    hero: 'Get More Patients',
    buttons: [
      { name: 'Book Your Free SEO Consultation Today', text: /free SEO consultation for my dental clinic/ },
      { name: 'Get Your Free Dental Practice SEO Audit', text: /free Dental Practice SEO audit/ },
    ],
  },
];

for (const { path, hero, buttons } of cases) {
  test.describe(path, () => {
    test('the hero button scrolls to the contact section', async ({ page }) => {
      await page.goto(path);
      const contact = page.locator('#contact');
      await expect(contact).not.toBeInViewport();
      await page.locator('main').getByRole('link', { name: hero }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#contact$`));
      await expect(contact).toBeInViewport();
    });

    test('the contact buttons open the chat with a message naming the page', async ({ page, context }) => {
      await stubChat(context);
      await page.goto(path);
      for (const button of buttons) {
        expect(await openedChatText(page, button.name)).toMatch(button.text);
      }
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the industry hero button still reaches the contact section, and nothing overflows sideways', async ({ page }) => {
    await page.goto('/seo-for-lawyers');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('main').getByRole('link', { name: 'Get More Clients' }).tap();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});
