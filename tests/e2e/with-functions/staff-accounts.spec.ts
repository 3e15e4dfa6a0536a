import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createAdmin, firstAdminApi, originHeaders, uniqueName, waitForIslands, type AdminCredentials } from '../support/admin-session';
import { testMail as smtp } from '../support/test-mail';

/**
 * The staff screens end to end on the built admin and the functions of `astro dev`, with a real SMTP server
 * (support/test-mail.ts) receiving the invite and the reset link: two-factor
 * sign-in with a code computed from the secret the screen shows, sessions ended
 * from another browser, the activity log, an invite accepted in a second
 * browser, and a forgotten password reset by mail.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let firstAdmin: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

/** Signs the page in through the API (the sign-in screen is tested where it is under test). */
async function signInByApi(page: Page, baseURL: string, admin: AdminCredentials) {
  const login = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
    headers: originHeaders(baseURL),
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A fresh browser at the login page, with username and password sent. */
async function passwordStep(browser: Browser, admin: AdminCredentials): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin/login');
  await waitForIslands(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

test('two-factor sign-in, a replayed code refused, a recovery code, sessions ended elsewhere, and the activity log', async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await createAdmin(firstAdmin);
  await signInByApi(page, baseURL!, admin);

  // My account: add an authenticator app from the secret the screen shows.
  await page.goto('/admin/account');
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((code) =>
    code.trim(),
  );
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On: signing in asks for a code')).toBeVisible();

  // Password, then the code (next step's: the one just used to confirm is spent).
  const code = totpCode(secret, 1);
  const second = await passwordStep(browser, admin);
  await second.getByLabel('Authentication code').fill(code);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByText('Login successful')).toBeVisible();
  await expect(second.getByText(`Welcome back, ${admin.username}`)).toBeVisible();

  // The same code again is refused; a recovery code signs in.
  const third = await passwordStep(browser, admin);
  await third.getByLabel('Authentication code').fill(code);
  await third.getByRole('button', { name: 'Verify' }).click();
  await expect(third.getByText('Login failed')).toBeVisible();
  await third.getByRole('button', { name: 'Use a recovery code' }).click();
  await third.getByLabel('Recovery code').fill(codes[0]!);
  await third.getByRole('button', { name: 'Verify' }).click();
  await expect(third.getByText(`Welcome back, ${admin.username}`)).toBeVisible();

  // Three sessions open; ending the newest other one (the third browser) signs that browser out.
  await page.reload();
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await sessions.getByRole('button', { name: 'End session' }).first().click();
  await expect(sessions).toHaveCount(2);
  await third.goto('/admin');
  await expect(third).toHaveURL(/\/admin\/login$/);
  // The second browser is still in, until "Sign out everywhere else".
  await second.goto('/admin/account');
  await expect(second.getByRole('heading', { name: 'My account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(sessions).toHaveCount(1);
  await second.reload();
  await expect(second).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Faccount$/);

  // A recovery code works once.
  const fourth = await passwordStep(browser, admin);
  await fourth.getByRole('button', { name: 'Use a recovery code' }).click();
  await fourth.getByLabel('Recovery code').fill(codes[0]!);
  await fourth.getByRole('button', { name: 'Verify' }).click();
  await expect(fourth.getByText('Login failed')).toBeVisible();

  // The activity log shows this member's sign-ins, filtered by person.
  await page.goto('/admin/activity');
  await page.getByLabel('Person').fill(admin.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/activity\\?actor=${admin.username}$`));
  const entries = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
  await expect(entries.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  expect(await entries.filter({ hasText: 'Signed in' }).count()).toBeGreaterThanOrEqual(3);
  await expect(entries.filter({ hasText: 'Recovery code used' })).toHaveCount(1);
});

test('an invite accepted in another browser, then a forgotten password reset by mail', async ({ page, browser, baseURL }) => {
  const admin = await createAdmin(firstAdmin);
  await signInByApi(page, baseURL!, admin);
  const newcomer = { username: uniqueName('invited'), password: 'plum kettle ribbon 42', email: '' };
  newcomer.email = `${newcomer.username}@example.pk`;

  // Staff: invite by e-mail; the pending invite is listed.
  await page.goto('/admin/staff');
  await page.getByLabel('E-mail address').fill(newcomer.email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invites' }).getByRole('listitem', { name: newcomer.email })).toBeVisible();
  const invite = await smtp.waitForMail((mail) => mail.to.includes(newcomer.email), 30_000);
  const inviteHash = /\/admin\/invite(#token=\S+)/.exec(invite.text)![1]!;

  // The newcomer, in their own browser, chooses a username and password, then signs in.
  const theirs = await (await browser.newContext()).newPage();
  await theirs.goto(`/admin/invite${inviteHash}`);
  await waitForIslands(theirs);
  await theirs.getByLabel('Username').fill(newcomer.username);
  await theirs.getByLabel('Password').fill(newcomer.password);
  await expect(theirs.getByText(/Strength: /)).toBeVisible();
  await theirs.getByRole('button', { name: 'Create my account' }).click();
  await expect(theirs).toHaveURL(/\/admin\/login$/);
  await expect(theirs.getByText('Account created')).toBeVisible();
  await waitForIslands(theirs);
  await theirs.getByLabel('Username').fill(newcomer.username);
  await theirs.getByLabel('Password').fill(newcomer.password);
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs.getByText(`Welcome back, ${newcomer.username}`)).toBeVisible();

  // Forgot password, from a third browser: the link comes by mail.
  const forgot = await (await browser.newContext()).newPage();
  await forgot.goto('/admin/login');
  await forgot.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForIslands(forgot);
  await forgot.getByLabel('E-mail address').fill(newcomer.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const reset = await smtp.waitForMail((mail) => mail.to.includes(newcomer.email) && mail.text.includes('/admin/reset-password#'), 30_000);
  const resetHash = /\/admin\/reset-password(#token=\S+)/.exec(reset.text)![1]!;
  await forgot.goto(`/admin/reset-password${resetHash}`);
  await waitForIslands(forgot);
  const newPassword = 'quince lantern harbour 7';
  await forgot.getByLabel('New password', { exact: true }).fill(newPassword);
  await forgot.getByLabel('Confirm new password').fill(newPassword);
  await forgot.getByRole('button', { name: 'Set new password' }).click();
  await expect(forgot.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  // Their earlier session is gone; the new password signs in.
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/login$/);
  await waitForIslands(theirs);
  await theirs.getByLabel('Username').fill(newcomer.username);
  await theirs.getByLabel('Password').fill(newPassword);
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs.getByText(`Welcome back, ${newcomer.username}`)).toBeVisible();

  // Staff: the newcomer is a member now, with no invite pending, and can be removed.
  await page.reload();
  const member = page.getByRole('list', { name: 'Members' }).getByRole('listitem', { name: newcomer.username });
  await expect(member).toContainText('Two-factor off');
  await expect(page.getByRole('list', { name: 'Pending invites' }).getByRole('listitem', { name: newcomer.email })).toHaveCount(0);
  await member.getByRole('button', { name: 'Remove' }).click();
  await member.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Staff member removed')).toBeVisible();
  await theirs.reload();
  await expect(theirs).toHaveURL(/\/admin\/login$/);
});
