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

    // The test snapshot's published client review comes first, then the spec's ten.
    await expect(page.locator('#reviews [data-testid="reviews-list"] > li')).toHaveCount(11);
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

/**
 * Home's sections below the hero are skipped by the browser until they near the viewport, each holding
 * a placeholder height meanwhile (src/components/home/skipped-heights.ts). A placeholder shorter than its
 * section lets the skipped content overlap the next section (axe then reads the wrong background behind
 * its text); one far taller makes the scrollbar mislead.
 */
test.describe('home sections below the hero', () => {
  for (const width of [320, 1024]) {
    test(`at ${width} px each holds a placeholder no shorter than itself and at most 1.5 times its height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/');
      const sections = await page.evaluate(async () => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const rows = [];
        for (const section of document.querySelectorAll<HTMLElement>('main > section')) {
          const style = getComputedStyle(section);
          const name = section.getAttribute('aria-labelledby') ?? section.id;
          if (style.contentVisibility !== 'auto') {
            rows.push({ name, skipped: false, placeholder: 0, height: 0 });
            continue;
          }
          const placeholder = Number.parseFloat(style.containIntrinsicHeight.replace('auto', ''));
          section.scrollIntoView({ block: 'start', behavior: 'instant' });
          await nextFrame();
          rows.push({ name, skipped: true, placeholder, height: section.getBoundingClientRect().height });
        }
        return rows;
      });
      // The hero paints at once; every section after it waits.
      expect(sections.map(({ name, skipped }) => `${name}${skipped ? '' : ' (painted at once)'}`)).toEqual([
        'hero-heading (painted at once)',
        'intro-heading',
        'services-heading',
        'core-seo-heading',
        'specialised-heading',
        'choosing-an-expert-heading',
        'pricing-heading',
        'packages-heading',
        'cities-heading',
        'reviews-heading',
        'faq-heading',
        'contact-heading',
      ]);
      for (const { name, placeholder, height } of sections.filter((row) => row.skipped)) {
        expect.soft(height, `${name} is ${height} px tall, over its ${placeholder} px placeholder`).toBeLessThanOrEqual(placeholder);
        expect
          .soft(placeholder, `${name}'s ${placeholder} px placeholder is over 1.5 × its ${height} px`)
          .toBeLessThanOrEqual(height * 1.5);
      }
    });
  }

  /**
   * Waits until the page has scrolled past `beyond` px and stopped there (the same position three
   * frames running). A scrollend event is no such signal: Playwright's own scroll to bring a link
   * into view, or the address's jump, can end just after a listener is added (it did once in CI).
   */
  async function scrollSettledBeyond(page: Page, beyond: number) {
    await expect
      .poll(
        () =>
          page.evaluate(async (beyond) => {
            const before = window.scrollY;
            for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
            return window.scrollY === before && before > beyond;
          }, beyond),
        { message: `the page scrolled past ${beyond} px and stopped` },
      )
      .toBe(true);
  }

  /**
   * Scrolling to a section passes skipped ones: a smooth scroll aimed at their placeholders overshot
   * by up to 5,000 px before home/InPageScroll.astro rendered the sections above the target first.
   */
  for (const { width, height, link, target } of [
    { width: 390, height: 844, link: '#hero a[href="#packages"]', target: '#packages' },
    { width: 1280, height: 800, link: 'header a[href="#faq"]', target: '#faq' },
    { width: 1280, height: 800, link: 'header a[href="#reviews"]', target: '#reviews' },
  ]) {
    test(`at ${width} px, ${link} scrolls to ${target} and stops there`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await page.locator(link).first().click();
      await scrollSettledBeyond(page, 2000);
      const top = await page.locator(target).evaluate((section) => section.getBoundingClientRect().top);
      // The heading clears the sticky header: the page's scroll padding plus the section's scroll margin.
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(160);
    });
  }

  test('opening /#contact scrolls to the contact section and stops there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#contact');
    await scrollSettledBeyond(page, 2000);
    const top = await page.locator('#contact').evaluate((section) => section.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(160);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('no section is skipped, so a link scrolls to its section', async ({ page }) => {
      await page.goto('/');
      const skipped = await page
        .locator('main > section')
        .evaluateAll((sections) =>
          sections.filter((section) => getComputedStyle(section).contentVisibility !== 'visible').map((section) => section.id),
        );
      expect(skipped).toEqual([]);
    });
  });

  for (const { label, step } of [
    { label: 'a screen at a time', step: 0.9 },
    { label: 'three screens at a time', step: 3 },
  ]) {
    test(`scrolling from the top to the footer ${label} moves nothing on screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      const shifts = await page.evaluate(async (step) => {
        const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            const nodes = entry.sources.map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node)));
            moved.push(`${entry.value.toFixed(4)} at ${Math.round(window.scrollY)}: ${nodes.join(' | ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
          window.scrollBy({ top: window.innerHeight * step, behavior: 'instant' });
          await nextFrame();
        }
        await nextFrame();
        return moved;
      }, step);
      expect(shifts).toEqual([]);
    });
  }
});
