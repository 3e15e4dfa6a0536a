import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { leadFolder } from '../../../src/server/leads/index';
import { typeLikeAPerson } from '../support/typing';

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

/**
 * The Blobs store `astro dev` writes to: the Netlify dev runtime serves
 * .netlify/blobs-serve under site id "0". We read it through a second local
 * BlobsServer on the same folder, with the real client.
 */
const DEV_BLOBS_DIR = fileURLToPath(new URL('../../../.netlify/blobs-serve', import.meta.url));
const DEV_SITE_ID = '0';

async function readSubmission(id: string): Promise<Record<string, unknown> | null> {
  const token = 'home-e2e';
  const server = new BlobsServer({ directory: DEV_BLOBS_DIR, token });
  const { port } = await server.start();
  try {
    const url = `http://localhost:${port}`;
    const store = getStore({ name: 'contact-submissions', siteID: DEV_SITE_ID, token, edgeURL: url, uncachedEdgeURL: url });
    // The lead inbox keeps each lead under lead/<day>/<id>/<summary> (src/server/leads/inbox-index.ts).
    const { blobs } = await store.list({ prefix: leadFolder(id) });
    return blobs[0] ? ((await store.get(blobs[0].key, { type: 'json' })) as Record<string, unknown> | null) : null;
  } finally {
    await server.stop();
  }
}

test.describe('audit request form', () => {
  // The dev server builds a function on its first call, which takes a while on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  const FUNCTION_TIMEOUT = { timeout: 30_000 };

  test.beforeEach(async ({ context }) => {
    // No outside network: answer the WhatsApp tab locally.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  });

  test('success: stored as a new lead (not taken for spam), toast, fields cleared and WhatsApp opened with the request', async ({
    page,
  }) => {
    await openSection(page, 'contact');
    const form = page.locator('#contact form');
    const name = `E2E Visitor ${Date.now()}`;
    // Typed at a person's pace: the spam check sets aside a form filled faster than a person can.
    await typeLikeAPerson(form.getByLabel('Your name'), name);
    await typeLikeAPerson(form.getByLabel('E-mail address'), 'visitor@example.pk');
    await typeLikeAPerson(form.getByLabel('Phone or WhatsApp number'), '0300 1234567');
    await typeLikeAPerson(form.getByLabel('Website'), 'example.pk');
    await typeLikeAPerson(form.getByLabel('What do you need help with?'), 'Local SEO for my bakery in Lahore');

    // Pass the request on to the dev server's function, a moment late so the
    // submitting state can be seen, and keep its answer to find the stored entry.
    let answer: { status: number; body: { id?: string } } | undefined;
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const response = await route.fetch();
      answer = { status: response.status(), body: (await response.json()) as { id?: string } };
      await route.fulfill({ response });
    });
    const popupPromise = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Get My Free Audit' }).click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page.getByText('Success!')).toBeVisible(FUNCTION_TIMEOUT);
    await expect(page.getByText('Your audit request has been submitted. Check WhatsApp for your report!')).toBeVisible();
    for (const label of ['Your name', 'E-mail address', 'Phone or WhatsApp number', 'Website', 'What do you need help with?']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Get My Free Audit' })).toBeEnabled();

    const popup = await popupPromise;
    const chat = new URL(popup.url());
    expect(chat.origin).toBe('https://wa.me');
    const text = chat.searchParams.get('text') ?? '';
    expect(text).toContain(name);
    expect(text).toContain('example.pk');

    expect(answer?.status).toBe(201);
    const id = answer!.body.id!;
    await expect
      .poll(() => readSubmission(id))
      .toMatchObject({
        id,
        name,
        email: 'visitor@example.pk',
        phone: '0300 1234567',
        website: 'example.pk',
        service_required: 'Local SEO for my bakery in Lahore',
        status: 'new',
      });
    expect(await readSubmission(id)).not.toHaveProperty('spam');
  });

  // The toast is fixed to the screen, wherever in the section the form is sent from: here with Enter in the first
  // field while the section's end is still below the fold. A section around the toaster that makes itself the
  // containing block of fixed elements (content-visibility, transform, contain) would put the toast at its end.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the success toast is on the screen at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSection(page, 'contact');
      const section = page.locator('#contact');
      const form = section.locator('form');
      // Filled at once: the spam check may set this request aside, and the visitor is answered the same.
      await form.getByLabel('E-mail address').fill(`toast-${viewport.width}@example.pk`);
      await form.getByLabel('What do you need help with?').fill('Local SEO');
      await section.evaluate((element) => element.scrollIntoView());
      const name = form.getByLabel('Your name');
      await name.fill(`E2E Toast ${viewport.width} ${Date.now()}`);
      expect(await section.evaluate((element) => element.getBoundingClientRect().bottom)).toBeGreaterThan(viewport.height);
      await name.press('Enter');

      const toast = page.locator('[data-sonner-toast]', { hasText: 'Success!' });
      await expect(toast).toBeVisible(FUNCTION_TIMEOUT);
      await expect(toast).toBeInViewport({ ratio: 1 });
    });
  }

  test('error: the server sentence in the toast and the field message beside the field', async ({ page }) => {
    await openSection(page, 'contact');
    const form = page.locator('#contact form');
    await form.getByLabel('E-mail address').fill('visitor@example.pk');
    const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Get My Free Audit' }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };

    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Error', FUNCTION_TIMEOUT);
    await expect(toast).toContainText(body.error);
    const nameField = form.getByLabel('Your name');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveAccessibleDescription(body.fields.name!);
    await expect(nameField).toBeFocused();
    // What the visitor typed stays, so they only fix what is wrong.
    await expect(form.getByLabel('E-mail address')).toHaveValue('visitor@example.pk');

    await nameField.fill('Ali');
    await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an unreadable failure shows the fallback sentence', async ({ page }) => {
    await openSection(page, 'contact');
    await page.route('**/api/contact', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    const form = page.locator('#contact form');
    await form.getByLabel('Your name').fill('Ali');
    await form.getByRole('button', { name: 'Get My Free Audit' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Failed to submit form. Please try again.');
    await expect(form.getByLabel('Your name')).toHaveValue('Ali');
  });
});
