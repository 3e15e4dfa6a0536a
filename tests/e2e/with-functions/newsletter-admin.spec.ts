import { expect as baseExpect, test } from '@playwright/test';
import type { ReceivedMail } from '../../../scripts/lib/local-smtp';
import { testMail as smtp } from '../support/test-mail';
import { createAdmin, firstAdminApi, originHeaders, signInThroughUi, uniqueName, type AdminCredentials } from '../support/admin-session';

/**
 * The Newsletter screen end to end on the dev server's functions: a reader signs up and
 * confirms through the link mailed to the run's mail catcher (a real SMTP
 * server, tests/e2e/support/test-mail.ts), then staff compose, preview, send themselves a test and
 * send the campaign, and the screen follows it to its finished figures.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let admin: AdminCredentials;
test.beforeAll(async ({ baseURL }) => {
  const firstAdmin = await firstAdminApi(baseURL!);
  admin = await createAdmin(firstAdmin);
  await firstAdmin.dispose();
});

test('compose, preview, send a test to me, send to every confirmed reader, and follow it to the end', async ({
  page,
  request,
  baseURL,
}) => {
  // One confirmed reader, signed up and confirmed as a visitor would.
  const reader = `${uniqueName('reader').toLowerCase()}@example.pk`;
  expect((await request.post('/api/newsletter', { data: { email: reader }, headers: originHeaders(baseURL!) })).status()).toBe(200);
  const confirmation = await smtp.waitForMail((mail) => mail.to.includes(reader), 60_000);
  const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(confirmation.text)![0];
  const confirmed = await request.post(confirmLink.replace(/^https?:\/\/[^/]+/, baseURL!), {
    headers: originHeaders(baseURL!),
    maxRedirects: 0,
  });
  expect(confirmed.headers()['location']).toMatch(/\/newsletter\/confirmed$/);

  await signInThroughUi(page, admin);
  await page.getByRole('tab', { name: /^Newsletters/ }).click();
  await page.getByRole('link', { name: 'Write a newsletter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await page.getByRole('link', { name: 'New campaign' }).click();

  const subject = `Local SEO tips ${uniqueName('c')}`;
  const form = page.getByRole('form', { name: 'Compose the campaign' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Preview text').fill('Three things to do this week');
  await form.getByLabel('Body (Markdown)').fill('## Reviews\n\nAsk every happy client for a **Google review**.');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('figure', { name: 'Mail preview' });
  await expect(preview).toContainText(subject);
  const mailFrame = page.frameLocator('iframe[title="The mail as readers will see it"]');
  await expect(mailFrame.locator('strong', { hasText: 'Google review' })).toBeVisible();
  await expect(mailFrame.getByText('Unsubscribe')).toBeVisible();

  await form.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(page.getByText(`Test sent to ${admin.email}`)).toBeVisible();
  // Sending the test saved the draft: the campaign now has its own address.
  await expect(page).toHaveURL(/\/admin\/newsletter\/[0-9A-Z]{26}$/);
  // The admin's invite went to the same address: the test copy is the mail with the campaign's subject.
  const testCopy = await smtp.waitForMail(
    (mail) => mail.to.includes(admin.email) && /\[Test\]/.test(mail.headers.get('subject') ?? ''),
    60_000,
  );
  expect(testCopy.headers.get('subject')).toBe(`[Test] ${subject}`);
  expect((await smtp.mails()).filter((mail) => mail.to.includes(reader))).toHaveLength(1); // the confirmation only

  await form.getByRole('button', { name: 'Send...' }).click();
  const dialog = page.getByRole('dialog', { name: /^Send to \d+ confirmed subscribers?\?$/ });
  await expect(dialog).toBeVisible();
  const count = Number(/\d+/.exec((await dialog.getByRole('heading').textContent())!)![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('button', { name: /^Send to \d+ confirmed subscribers?$/ }).click();

  const progress = page.getByRole('status').filter({ hasText: /Sending|Sent|Scheduled/ });
  await expect(progress).toContainText('Sent on', { timeout: 120_000 });
  await expect(progress.locator('[data-figure="waiting"]')).toHaveText('0');
  // Other specs' readers share the store, so the reader's own copy is what is counted exactly.
  const isCampaignFor = (mail: ReceivedMail) => mail.to.includes(reader) && mail.headers.get('subject') === subject;
  await smtp.waitForMail(isCampaignFor, 60_000);
  expect((await smtp.mails()).filter(isCampaignFor)).toHaveLength(1);

  await page.getByRole('link', { name: 'Back to all campaigns' }).click();
  const row = page.getByRole('list', { name: 'Campaigns, newest first' }).getByRole('listitem').filter({ hasText: subject });
  await expect(row).toContainText('Sent · ');
  await expect(row).toContainText(/\d+ sent, \d+ failed, 0 waiting of \d+/);
});
