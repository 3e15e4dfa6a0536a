import { expect, test, type Page } from '@playwright/test';
import { auditFixturePort } from '../../../scripts/quality/ports.ts';
import { api, ensureFirstAdmin } from '../support/admin-api';
import { typeLikeAPerson } from '../support/typing';

/**
 * The free audit, delivered: a visitor sends the audit form at a person's
 * pace with the address of a fixture site (the "phone-mismatch" one that
 * playwright.config.ts serves on AUDIT_FIXTURE_PORT, which the dev server's
 * AUDIT_ALLOW_HOSTS lets the audit reach); the server audits it in the
 * background; the lead's audit carries the report link and a WhatsApp reply
 * to the lead's own number; the private report page names the site's defects.
 */
const FIXTURE_SITE = `127.0.0.1:${auditFixturePort}`;

async function sendAuditForm(page: Page, name: string): Promise<string> {
  await page.goto('/#contact');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact astro-island[ssr]')).toHaveCount(0);
  const form = page.locator('#contact form');
  // Typed at a person's pace: the spam check sets aside a form filled faster than a person can.
  await typeLikeAPerson(form.getByLabel('Your name'), name);
  await typeLikeAPerson(form.getByLabel('E-mail address'), 'clinic@example.pk');
  await typeLikeAPerson(form.getByLabel('Phone or WhatsApp number'), '0300 1234567');
  await typeLikeAPerson(form.getByLabel('Website'), FIXTURE_SITE);
  await typeLikeAPerson(form.getByLabel('What do you need help with?'), 'Why do customers not find our clinic?');
  // Passed on to the function as it is; its answer kept, to find the lead.
  let answer: { status: number; body: { id?: string } } | undefined;
  await page.route('**/api/contact', async (route) => {
    const response = await route.fetch();
    answer = { status: response.status(), body: (await response.json()) as { id?: string } };
    await route.fulfill({ response });
  });
  await form.getByRole('button', { name: 'Get My Free Audit' }).click();
  await expect(page.getByText('Your audit request has been submitted. Check WhatsApp for your report!')).toBeVisible({ timeout: 30_000 });
  expect(answer?.status).toBe(201);
  return answer!.body.id!;
}

test.describe('the free website audit', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context }) => {
    // No outside network: the form opens a WhatsApp tab.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  });

  test("a visitor's site is audited in the background: report link, WhatsApp reply, and a report naming its defects", async ({ page }) => {
    const name = `Audit Visitor ${Date.now()}`;
    const id = await sendAuditForm(page, name);

    await ensureFirstAdmin(page);
    await expect
      .poll(async () => ((await api(page, 'GET', `/api/contacts/${id}/audit`)).body as { audit: { state: string } | null }).audit?.state, {
        timeout: 45_000,
      })
      .toBe('done');
    const { body } = await api(page, 'GET', `/api/contacts/${id}/audit`);
    const { audit, report, whatsAppLink } = body as {
      audit: { reportUrl: string; topFixes: { title: string }[] };
      report: { checks: { id: string; title: string; status: string }[] };
      whatsAppLink: string;
    };
    const reply = new URL(whatsAppLink);
    expect(reply.origin + reply.pathname).toBe('https://wa.me/923001234567');
    expect(reply.searchParams.get('text')).toContain(name.split(' ')[0]);
    expect(reply.searchParams.get('text')).toContain(audit.reportUrl);
    // The lead view (the admin's open lead) shows "Open report" and "Send on WhatsApp" with these two links:
    // its assertions belong here once that screen is built.

    const mismatch = report.checks.find((check) => check.id === 'phone-matches-data')!;
    expect(mismatch.status).toBe('fail');
    const reportPage = await page.goto(audit.reportUrl);
    expect(reportPage?.status()).toBe(200);
    expect(reportPage?.headers()['x-robots-tag']).toMatch(/noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('127.0.0.1');
    await expect(page.getByText(mismatch.title).first()).toBeVisible();
    for (const fix of audit.topFixes) await expect(page.getByText(fix.title).first()).toBeVisible();
    await expect(page.locator('script')).toHaveCount(0);
  });
});
