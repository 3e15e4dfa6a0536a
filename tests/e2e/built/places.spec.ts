import { expect, test } from '@playwright/test';

/** City and country pages in a real browser: buttons scroll or open the chat as the spec says. */

const WHATSAPP = /^https:\/\/wa\.me\/\d+/;
const prefilledText = (href: string | null) => new URL(href!).searchParams.get('text');

test.describe('Islamabad', () => {
  for (const label of ['Start Your SEO Journey', 'Learn More']) {
    test(`"${label}" scrolls smoothly to the contact section`, async ({ page }) => {
      await page.goto('/seo-services-islamabad');
      const contact = page.locator('#contact');
      await expect(contact).not.toBeInViewport();
      // Smooth scrolling comes from CSS (html { scroll-behavior: smooth }), not from a script.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');

      await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(/\/seo-services-islamabad#contact$/);
      await expect(contact).toBeInViewport();
      await expect(contact.getByRole('heading', { level: 2 })).toBeVisible();
    });
  }
});

const OPENS_CHAT = ' (opens WhatsApp in a new tab)';

test.describe('city chat links', () => {
  test('Lahore opens the chat in a new tab with no prefilled text', async ({ page }) => {
    await page.goto('/seo-services-lahore');
    // One accessible-name rule for every chat link: the visible label, then where it goes.
    const button = page.getByRole('link', { name: `Chat With Our Lahore Team${OPENS_CHAT}`, exact: true });
    await expect(button).toHaveAttribute('href', WHATSAPP);
    await expect(button).toHaveAttribute('target', '_blank');
    expect(prefilledText(await button.getAttribute('href'))).toBeNull();
  });

  test('Karachi prefills a message naming the city', async ({ page }) => {
    await page.goto('/seo-services-karachi');
    const button = page.getByRole('link', { name: `Get My Free Karachi SEO Audit${OPENS_CHAT}`, exact: true });
    await expect(button).toHaveAttribute('href', WHATSAPP);
    expect(prefilledText(await button.getAttribute('href'))).toMatch(/Karachi/);
    const contactButton = page.locator('#contact').getByRole('link', { name: 'Send Us Your Website' });
    expect(prefilledText(await contactButton.getAttribute('href'))).toMatch(/Karachi/);
  });
});

test.describe('Australia', () => {
  for (const label of ['Get Free SEO Consultation', 'Contact Our Australian SEO Experts']) {
    test(`"${label}" opens the chat in a new tab`, async ({ page, context }) => {
      // No outside network here: answer the chat site locally so the new tab can load.
      await context.route(/^https:\/\/wa\.me\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
      );
      await page.goto('/au');
      const button = page.getByRole('link', { name: `${label}${OPENS_CHAT}`, exact: true });
      await expect(button).toHaveCount(1);

      const [chat] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await chat.waitForLoadState();
      expect(chat.url()).toMatch(WHATSAPP);
      expect(prefilledText(chat.url())).toBeNull();
      // The page itself stays where it was.
      await expect(page).toHaveURL(/\/au$/);
    });
  }
});
