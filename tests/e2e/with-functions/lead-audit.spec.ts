import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { auditFixturePort } from '../../../scripts/quality/ports';
import { axeViolations } from '../support/axe';
import { createAdmin, firstAdminApi, signInThroughUi, uniqueName, type AdminCredentials } from '../support/admin-session';
import { typeLikeAPerson } from '../support/typing';

/**
 * The free audit end to end: a visitor sends the audit form with the address
 * of the run's fixture site (playwright.config.ts serves the "phone-mismatch"
 * site and the dev server's AUDIT_ALLOW_HOSTS lets the audit reach it); a
 * Sales member opens the lead, finds the report and a WhatsApp reply to the
 * lead's own number carrying it, and the report names the site's defects.
 */
// The dev server builds each function on its first call, and the audit runs in the background after the answer.
test.describe.configure({ timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let firstAdmin: APIRequestContext;
let sales: AdminCredentials;

test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
  sales = await createAdmin(firstAdmin, 'sales');
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

test('a lead’s website is audited: staff see the report and a WhatsApp reply carrying it, and the report names its defects', async ({
  page,
  context,
}) => {
  // No outside network: the form's success step and Send on WhatsApp both open wa.me.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
  // Greeted by the first name: a unique one, so the message cannot match another lead's.
  const firstName = uniqueName('Visitor');
  const name = `${firstName} Audit`;
  const site = `127.0.0.1:${auditFixturePort}`;

  await page.goto('/#contact');
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect(page.locator('#contact astro-island')).not.toHaveAttribute('ssr', /.*/);
  const form = page.locator('#contact form');
  // Typed at a person's pace: the spam check sets aside a form sent sooner after the server issued its
  // token than a person can fill it in, and measures that on the server's clock, which the page's cannot move.
  await typeLikeAPerson(form.getByLabel('Your name'), name);
  await typeLikeAPerson(form.getByLabel('E-mail address'), 'audit.visitor@example.pk');
  await typeLikeAPerson(form.getByLabel('Phone or WhatsApp number'), '0300 7654321');
  await typeLikeAPerson(form.getByLabel('Website'), site);
  await typeLikeAPerson(form.getByLabel('What do you need help with?'), 'Local SEO for my shop');
  await form.getByRole('button', { name: 'Get My Free Audit' }).click();
  await expect(page.getByText('Success!')).toBeVisible();

  await signInThroughUi(page, sales);
  await page.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).click();
  await page.getByRole('list', { name: 'Leads, newest first' }).getByRole('link').filter({ hasText: name }).click();
  const audit = page.getByRole('article', { name }).getByRole('region', { name: 'Website audit' });
  // Followed while it runs (the page asks again every 2 s) until it is done.
  await expect(audit.getByRole('status')).toHaveText(/^Done .*: \d+ to fix, \d+ to look at, \d+ passed\.$/);

  const report = audit.getByRole('link', { name: /^Open report/ });
  await expect(report).toHaveAttribute('target', '_blank');
  await expect(report).toHaveAttribute('rel', 'noopener noreferrer');
  const reportUrl = (await report.getAttribute('href'))!;
  expect(reportUrl).toMatch(/\/report\/[\w-]{43}$/);

  const whatsApp = audit.getByRole('link', { name: /^Send on WhatsApp/ });
  const link = new URL((await whatsApp.getAttribute('href'))!);
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/923007654321');
  const message = link.searchParams.get('text')!;
  expect(message).toContain(`Assalam-o-Alaikum ${firstName}!`);
  expect(message).toContain(reportUrl);
  // Using the link is logged: the page tells the server it was sent.
  const sent = page.waitForResponse((response) => response.url().endsWith('/sent') && response.request().method() === 'POST');
  const tab = context.waitForEvent('page');
  await whatsApp.click();
  expect((await sent).status()).toBe(204);
  await (await tab).close();

  // The Audits screen lists the site, and passes axe.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audits' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audited sites, newest first' }).getByRole('heading', { name: site })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The report: the fixture's phone number disagrees with its business data, and one data block does not parse.
  await page.goto(new URL(reportUrl).pathname);
  // The report names the site by its host name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website audit of 127.0.0.1');
  await expect(page.getByText('Same phone number everywhere').first()).toBeVisible();
  await expect(page.getByText('Structured data parses').first()).toBeVisible();
  await expect(page.getByText('061-6520000').first()).toBeVisible();
});
