import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, firstAdminApi, originHeaders, waitForIslands, type AdminCredentials } from '../support/admin-session';
import { testMail } from '../support/test-mail';

/**
 * Passkeys end to end on the built admin and the functions of `astro dev`, with Chromium's virtual
 * authenticator (the WebAuthn domain of the DevTools protocol) standing in
 * for the device's fingerprint reader: add one on My account, rename it, sign
 * in with the password and the passkey as the second step, then with the
 * passkey alone, and remove it. The notice mails arrive at the run's mail catcher.
 */
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

/** A platform authenticator with user verification, as a laptop's fingerprint reader is. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await waitForIslands(page);
}

test('add and rename a passkey, sign in with it as the second step and on its own, then remove it', async ({ page, baseURL }) => {
  const admin: AdminCredentials = await createAdmin(firstAdmin);
  const login = await page.request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
    headers: originHeaders(baseURL!),
  });
  expect(login.status(), await login.text()).toBe(200);
  await addVirtualAuthenticator(page);

  // My account: name it, add it (the sign-in a moment ago is the fresh check).
  await page.goto('/admin/account');
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await passkeys.getByLabel('Name for a new passkey').fill('Test laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const row = passkeys.getByRole('listitem', { name: 'Test laptop' });
  await expect(row).toContainText('not used yet');
  await testMail.waitForMail((mail) => mail.to.includes(admin.email) && mail.text.includes('a passkey ("Test laptop") was added'));

  await row.getByRole('button', { name: 'Rename' }).click();
  await passkeys.getByLabel('New name').fill('Office laptop');
  await passkeys.getByRole('button', { name: 'Save name' }).click();
  await expect(passkeys.getByRole('listitem', { name: 'Office laptop' })).toBeVisible();

  // Password, then the passkey as the second step.
  await signOut(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${admin.username}`)).toBeVisible();

  // The passkey alone: no username, no password.
  await signOut(page);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByText(`Welcome back, ${admin.username}`)).toBeVisible();

  // The Staff list counts it as two-factor; then it is removed (this sign-in is the fresh check).
  await page.goto('/admin/staff');
  await expect(page.getByRole('listitem', { name: admin.username })).toContainText('Two-factor on');
  await page.goto('/admin/account');
  const used = passkeys.getByRole('listitem', { name: 'Office laptop' });
  await expect(used).toContainText('last used');
  await used.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await testMail.waitForMail((mail) => mail.to.includes(admin.email) && mail.text.includes('the passkey "Office laptop" was removed'));
});
