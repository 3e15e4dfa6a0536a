import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import type { ReceivedMail } from '../../../scripts/lib/local-smtp';
import { testMail as smtp } from '../support/test-mail';
import { firstAdminApi, originHeaders, uniqueName } from '../support/admin-session';

/**
 * The pages a newsletter mail links to, with JavaScript off: a real sign-up
 * through the dev server's function mails a confirmation link to the run's mail catcher (a
 * real SMTP server, tests/e2e/support/test-mail.ts). Opening the link
 * changes nothing; its one button confirms. The unsubscribe link in the
 * mail's List-Unsubscribe header works the same way.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ javaScriptEnabled: false });
const expect = baseExpect.configure({ timeout: 60_000 });

let admin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  admin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await admin?.dispose();
});

async function statusOf(email: string): Promise<string | undefined> {
  const res = await admin.get('/api/newsletters?status=all');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { email: string; status: string }[]).find((item) => item.email === email)?.status;
}

function link(mail: ReceivedMail, path: string): string {
  const found = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  if (!found) throw new Error(`No ${path} link in the mail`);
  return found;
}

test('confirm and unsubscribe with JavaScript off: opening a link changes nothing, its one button does', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `${uniqueName('reader').toLowerCase()}@example.pk`;
  const signup = await request.post('/api/newsletter', { data: { email }, headers: originHeaders(baseURL!) });
  expect(signup.status()).toBe(200);
  expect(await signup.json()).toEqual({ subscribed: true });
  const mail = await smtp.waitForMail((received) => received.to.includes(email), 60_000);
  expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  const confirmLink = link(mail, '/newsletter/confirm');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(page.locator('main form button')).toHaveCount(1);
  expect(await statusOf(email)).toBe('pending');

  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
  expect(await statusOf(email)).toBe('confirmed');

  // Used once: the same link now leads to the expired-link page.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page).toHaveURL(/\/newsletter\/link-expired$/);

  const unsubscribeLink = /^<([^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')![1]!;
  await page.goto(unsubscribeLink.replace(/^https?:\/\/[^/]+/, baseURL!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter');
  expect(await statusOf(email)).toBe('confirmed');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  expect(await statusOf(email)).toBe('unsubscribed');
});
