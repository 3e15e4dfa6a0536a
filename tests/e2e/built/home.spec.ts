import { expect, test, type Page } from '@playwright/test';

/** Home in a real browser, on the built site: sections, hash links, reviews scrolling, FAQ and the 390 px layout. */

/**
 * Islands render in HTML first; the contact form's hydrates once it comes near
 * the screen: open the section, then wait until React has taken over any island
 * in it (it drops the `ssr` attribute) before typing or clicking.
 */
async function openSection(page: Page, id: string) {
  await page.goto(`/#${id}`);
  await page.locator(`#${id}`).scrollIntoViewIfNeeded();
  await expect(page.locator(`#${id} astro-island[ssr]`)).toHaveCount(0);
}

test.describe('home sections', () => {
  test('every section is there with its counts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('300%', { exact: true })).toBeVisible();
    await expect(page.getByText('500+', { exact: true }).first()).toBeVisible();

    const services = page.locator('#services');
    await expect(services.locator('[data-testid="service-cards"] > li')).toHaveCount(6);
    await expect(services.getByRole('link', { name: /^Learn More/ })).toHaveCount(6);

    await expect(page.getByRole('link', { name: /^Inquire Now/ })).toHaveCount(3);
    await expect(page.locator('[data-testid="city-list"] > li')).toHaveCount(36);
    const table = page.getByRole('table', { name: /Affordable SEO vs Cheap SEO/ });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('rowheader')).toHaveCount(11);
    await expect(page.locator('[data-testid="questions-to-ask"] > li')).toHaveCount(8);

    const packages = page.locator('#packages [data-testid="packages"] > li');
    await expect(packages).toHaveCount(3);
    await expect(packages.filter({ hasText: 'Most Popular' })).toHaveCount(1);
    await expect(packages.filter({ hasText: 'Most Popular' }).getByRole('heading')).toHaveText('Professional');

    await expect(page.locator('[data-testid="city-cards"] > li')).toHaveCount(4);
    await expect(page.locator('[data-testid="city-stats"]')).toContainText('50+');
    await expect(page.locator('[data-testid="city-stats"]')).toContainText('99%');

    await expect(page.locator('#reviews [data-testid="reviews-list"] > li')).toHaveCount(10);
    await expect(page.locator('#reviews [data-testid="rating-badge"]')).toContainText('5.0');
    await expect(page.locator('#faq summary')).toHaveCount(8);
    await expect(page.locator('#contact form')).toBeVisible();
  });

  test('Get Quote opens chat naming the package', async ({ page }) => {
    await page.goto('/');
    const quote = page.locator('#packages').getByRole('link', { name: /Get Quote for the Professional package/ });
    await expect(quote).toHaveAttribute('target', '_blank');
    const href = await quote.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(new URL(href!).searchParams.get('text')).toContain('Professional');
  });

  test('opening /#packages lands on packages', async ({ page }) => {
    await page.goto('/#packages');
    await expect(page.locator('#packages')).toBeInViewport();
  });

  test('reviews scroll sideways with the keyboard and the buttons', async ({ page }) => {
    await page.goto('/#reviews');
    const region = page.getByRole('region', { name: /Client reviews/ });
    const scrollLeft = () => region.evaluate((el) => el.scrollLeft);
    await region.focus();
    await expect(region).toBeFocused();
    // The arrow key scrolls smoothly; moving the row before that scroll has ended races it.
    await region.evaluate((el) =>
      el.addEventListener('scrollend', () => (el.dataset.scrollEndedAt = String(Math.round(el.scrollLeft))), { once: true }),
    );
    await page.keyboard.press('ArrowRight');
    await expect(region).toHaveAttribute('data-scroll-ended-at', /^[1-9]\d*$/);

    await region.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await expect.poll(scrollLeft).toBe(0);
    await expect(page.getByRole('button', { name: 'Previous reviews' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
  });
});

test.describe('FAQ accordion', () => {
  /** One FAQ item: its <details>, the question (summary) and the answer. */
  const item = (page: Page, question: string) => {
    const details = page.locator('#faq details').filter({ has: page.getByRole('heading', { name: question }) });
    return { details, question: details.locator('summary'), answer: details.locator('p') };
  };

  test('items open independently and an open one closes on click', async ({ page }) => {
    await openSection(page, 'faq');
    const first = item(page, 'How long does SEO take to show results?');
    const second = item(page, 'Do you guarantee first-page rankings on Google?');
    await expect(first.answer).toBeHidden();

    await first.question.click();
    await expect(first.details).toHaveAttribute('open', '');
    await expect(first.answer).toBeVisible();
    await expect(first.answer).toContainText('3-6 months');

    await second.question.click();
    await expect(first.answer).toBeVisible();
    await expect(second.answer).toBeVisible();

    await first.question.click();
    await expect(first.details).not.toHaveAttribute('open');
    await expect(first.answer).toBeHidden();
    await expect(second.answer).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await openSection(page, 'faq');
    const reports = item(page, 'Will I get reports on my SEO progress?');
    await reports.question.focus();
    await page.keyboard.press('Enter');
    await expect(reports.answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(reports.answer).toBeHidden();
  });
});

test.describe('home at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('nothing overflows sideways and the reviews row swipes', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /Client reviews/ });
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client * 5);
  });
});
