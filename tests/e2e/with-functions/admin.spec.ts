import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import {
  callApi,
  createAdmin,
  ensureHomeEntries,
  firstAdminApi,
  originHeaders,
  signInThroughUi,
  uniqueName,
  waitForIslands,
  type AdminCredentials,
} from '../support/admin-session';
import { testMail as smtp } from '../support/test-mail';
import { axeViolations } from '../support/axe';

/**
 * The admin area as it ships (the built pages from dist/) on real functions
 * and the real local Blobs store of `astro dev`, reached through the static
 * server on the page's own origin. Tests never depend on each other or on a
 * fresh store.
 *
 * Every sign-in costs a bcrypt comparison and every new admin a hash (cost 4
 * on the test dev server, 12 when it ran these tests at first, seconds each on
 * a busy two-core machine); this file's tests run one after another (not
 * against each other for the CPU) with roomier timeouts.
 */
test.describe.configure({ mode: 'default', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

let firstAdmin: APIRequestContext;
/** Used by the tests that never log out; the logout test has an admin of its own. */
let sharedAdmin: AdminCredentials;
/** The shared admin's session cookie, signed in once through the real login screen. */
let sharedSession: Cookie[];

test.beforeAll(async ({ baseURL, browser }) => {
  test.setTimeout(180_000);
  firstAdmin = await firstAdminApi(baseURL!);
  await ensureHomeEntries(firstAdmin);
  sharedAdmin = await createAdmin(firstAdmin);
  const page = await browser.newPage({ baseURL });
  await signInThroughUi(page, sharedAdmin);
  sharedSession = await page.context().cookies();
  await page.close();
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

/** Opens the dashboard signed in: as the shared admin (its saved session), or by signing the given admin in. */
async function signedIn(page: Page, admin?: AdminCredentials): Promise<void> {
  if (admin) return signInThroughUi(page, admin);
  await page.context().addCookies(sharedSession);
  await page.goto('/admin');
  await expect(page.getByText(`Welcome back, ${sharedAdmin.username}`)).toBeVisible();
  await waitForIslands(page);
}

const toast = (page: Page) => page.getByRole('region', { name: /Notification/ }).getByRole('listitem');

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page).filter({ hasText: title })).toBeVisible();
  if (description) await expect(toast(page).filter({ hasText: title })).toContainText(description);
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('setup', () => {
  test('checks the fields with the spec toasts before sending anything', async ({ page }) => {
    await page.goto('/admin/setup');
    await waitForIslands(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByText('Minimum 6 characters')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Admin Account' });

    await page.getByLabel('Username').fill('someone');
    await create.click();
    await expectToast(page, 'Missing fields', 'Please fill in all required fields');

    await page.getByLabel('Email').fill('someone@example.pk');
    await page.getByLabel('Password', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password').fill('secret2');
    await create.click();
    await expectToast(page, 'Password mismatch', 'Passwords do not match');

    await page.getByLabel('Password', { exact: true }).fill('abc12');
    await page.getByLabel('Confirm password').fill('abc12');
    await create.click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long');
    expect(posts).toEqual([]);
  });

  test('tells a signed-out visitor that setup is complete and links to the sign-in', async ({ page }) => {
    await page.goto('/admin/setup');
    await waitForIslands(page);
    await page.getByLabel('Username').fill(uniqueName('late'));
    await page.getByLabel('Email').fill('late@example.pk');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expectToast(page, 'Setup failed', 'Setup has already been completed');
    await expect(page.getByText('Setup is already complete.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the admin sign-in' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a signed-in admin cannot create another admin here either: further staff join by invite', async ({ page }) => {
    await signedIn(page);
    const username = uniqueName('new');
    await page.goto('/admin/setup');
    await waitForIslands(page);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.pk`);
    await page.getByLabel('Password', { exact: true }).fill('another-password');
    await page.getByLabel('Confirm password').fill('another-password');
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expectToast(page, 'Setup failed', 'Setup has already been completed');
    await expect(page.getByText('Setup is already complete.')).toBeVisible();
  });
});

test.describe('login', () => {
  test('asks for both fields, then shows the server sentence on a wrong password', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing fields', 'Please enter both username and password');

    await page.getByLabel('Username').fill(uniqueName('nobody'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login failed', 'Invalid username or password');
    await expect(page.locator('body')).not.toContainText('{"error"');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in, greets the admin and opens the dashboard; the sign-in then forwards to it', async ({ page }) => {
    const admin = sharedAdmin;
    await page.goto('/admin/login');
    await waitForIslands(page);
    await page.getByLabel('Username').fill(admin.username);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, 'Login successful', 'Welcome to the admin dashboard!');
    await expect(page.getByText(`Welcome back, ${admin.username}`)).toBeVisible();

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a signed-out visitor is sent from /admin to the sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });
});

test.describe('dashboard', () => {
  test('offers exactly spec 2’s seven tabs, each with its panel and address, and arrow keys move between them', async ({ page }) => {
    await signedIn(page);
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Home', 'Lahore', 'Islamabad', 'Karachi', 'Sialkot', /^Contacts \(\d+\)$/, /^Newsletters \(\d+\)$/]);

    const panels: [RegExp | string, string, string][] = [
      ['Home', 'Home page content', 'home'],
      ['Lahore', 'Lahore page content', 'lahore'],
      ['Islamabad', 'Islamabad page content', 'islamabad'],
      ['Karachi', 'Karachi page content', 'karachi'],
      ['Sialkot', 'Sialkot page content', 'sialkot'],
      [/^Contacts/, 'Contact submissions', 'contacts'],
      [/^Newsletters/, 'Newsletter subscribers', 'newsletters'],
    ];
    for (const [tab, heading, address] of panels) {
      await page.getByRole('tab', { name: tab }).click();
      // /admin is the dashboard's own address (spec 2): there the Home tab is already the one shown.
      await expect(page).toHaveURL(new RegExp(address === 'home' ? `/admin(/dashboard/home)?$` : `/admin/dashboard/${address}$`));
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(heading);
      if (typeof tab === 'string') {
        // A content tab is either empty with its Load button or filled with Refresh Content.
        await expect(
          panel.getByRole('button', { name: `Load ${tab} Content` }).or(panel.getByRole('button', { name: 'Refresh Content' })),
        ).toBeVisible();
      }
    }

    await page.getByRole('tab', { name: 'Home' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Lahore' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Lahore' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: /^Newsletters/ })).toHaveAttribute('aria-selected', 'true');
    // Search appearance is a screen of its own in the navigation, not an eighth tab.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Search appearance' }).click();
    await expect(page).toHaveURL(/\/admin\/search-appearance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search appearance' })).toBeVisible();
  });

  for (const width of [1024, 1280]) {
    test(`at ${width} px every tab label fits inside its tab`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signedIn(page);
      const overflowing = await page
        .getByRole('tablist', { name: 'Dashboard sections' })
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.filter((tab) => tab.scrollWidth > tab.clientWidth).map((tab) => tab.textContent));
      expect(overflowing).toEqual([]);
    });
  }

  test('loads the home text, edits an entry and the saved text survives a reload', async ({ page }) => {
    await signedIn(page);
    const panel = page.getByRole('tabpanel');
    await panel
      .getByRole('button', { name: 'Load Home Content' })
      .or(panel.getByRole('button', { name: 'Refresh Content' }))
      .click();
    await expectToast(page, 'Content seeded', 'Home page content has been loaded for editing');

    const listed = await callApi(firstAdmin, 'GET', '/api/admin/content/home');
    expect(listed.status()).toBe(200);
    const entries = (await listed.json()) as { id: string; contentKey: string; section: string; content: string }[];
    expect(
      entries.map((e) => e.contentKey),
      'seeding the home page gives it its hero keys',
    ).toContain('cta_secondary');
    // cta_secondary: the publishing spec (content.spec.ts) edits main_heading, possibly at the same time.
    const entry = entries.find((e) => e.contentKey === 'cta_secondary')!;
    const key = entry.contentKey.replace(/_/g, ' ');
    const newText = `Edited by the browser test ${uniqueName('text')}`;

    try {
      await panel
        .getByRole('button', { name: new RegExp(`^${key}`) })
        .first()
        .click();
      const editPanel = panel.getByRole('complementary', { name: 'Edit panel' });
      await expect(editPanel.getByText('Home', { exact: true })).toBeVisible();
      await expect(editPanel.getByText(key, { exact: true })).toBeVisible();
      const editor = editPanel.getByLabel('Content', { exact: true });
      await expect(editor).toHaveValue(entry.content);
      await expect(editor).toHaveAttribute('rows', '10');

      await editor.fill(newText);
      await editPanel.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Content updated', 'Content has been successfully updated');
      await expect(page.getByRole('complementary', { name: 'Edit panel' }).getByLabel('Content', { exact: true })).toHaveCount(0);
      await expect(panel.getByText(newText)).toBeVisible();

      await page.reload();
      await expect(page.getByRole('tabpanel').getByText(newText)).toBeVisible();
      const stored = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/home')).json()) as typeof entries;
      expect(stored.find((e) => e.id === entry.id)?.content).toBe(newText);
    } finally {
      // The public home page reads this text; put the original back for other tests.
      const restored = await callApi(firstAdmin, 'PUT', `/api/admin/content/${encodeURIComponent(entry.id)}`, {
        content: entry.content,
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('Save Changes is disabled while the text is empty or only whitespace', async ({ page }) => {
    await signedIn(page);
    const panel = page.getByRole('tabpanel');
    await panel.locator('[data-entry-id]').first().click();
    const save = panel.getByRole('button', { name: 'Save Changes' });
    await expect(save).toBeEnabled();
    await panel.getByLabel('Content', { exact: true }).fill('');
    await expect(save).toBeDisabled();
    await panel.getByLabel('Content', { exact: true }).fill('   \n  ');
    await expect(save).toBeDisabled();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByLabel('Content', { exact: true })).toHaveCount(0);
  });

  test('a save over text someone else saved meanwhile shows both texts and keeps what was typed', async ({ page }) => {
    await signedIn(page);
    const panel = page.getByRole('tabpanel');
    const entries = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/home')).json()) as {
      id: string;
      contentKey: string;
      content: string;
    }[];
    // feature_2: no other spec edits it.
    const entry = entries.find((e) => e.contentKey === 'feature_2')!;
    const theirs = `Saved by another admin ${uniqueName('theirs')}`;
    const mine = `Typed in this browser ${uniqueName('mine')}`;
    try {
      await panel
        .getByRole('button', { name: /^feature 2/ })
        .first()
        .click();
      const editPanel = panel.getByRole('complementary', { name: 'Edit panel' });
      await expect(editPanel.getByLabel('Content', { exact: true })).toHaveValue(entry.content);

      // Another admin saves while this editor is open.
      const other = await callApi(firstAdmin, 'PUT', `/api/admin/content/${encodeURIComponent(entry.id)}`, { content: theirs });
      expect(other.status()).toBe(200);

      await editPanel.getByLabel('Content', { exact: true }).fill(mine);
      await editPanel.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Update failed', 'Someone else saved this text after you opened it');
      await expect(editPanel.getByText('Someone else saved this text while you were editing')).toBeVisible();
      await expect(editPanel.getByLabel('Their text (saved)')).toHaveValue(theirs);
      await expect(editPanel.getByLabel('Your text')).toHaveValue(mine);
      const stored = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/home')).json()) as typeof entries;
      expect(stored.find((e) => e.id === entry.id)?.content).toBe(theirs);

      // Merged by hand, the save now goes through over their version.
      await editPanel.getByLabel('Your text').fill(`${theirs} + ${mine}`);
      await editPanel.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Content updated', 'Content has been successfully updated');
      const merged = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/home')).json()) as typeof entries;
      expect(merged.find((e) => e.id === entry.id)?.content).toBe(`${theirs} + ${mine}`);
    } finally {
      const restored = await callApi(firstAdmin, 'PUT', `/api/admin/content/${encodeURIComponent(entry.id)}`, {
        content: entry.content,
      });
      expect(restored.status()).toBe(200);
    }
  });

  test('shows a new audit request in Contacts and exports it as CSV', async ({ page, request, baseURL }) => {
    // Other tests send leads at the same time, so order is checked between two leads this test owns.
    const earlierName = `E2E Lead ${uniqueName('earlier')}`;
    const earlier = await callApi(
      request,
      'POST',
      '/api/contact',
      { name: earlierName, email: 'earlier@example.pk' },
      originHeaders(baseURL!),
    );
    expect(earlier.ok(), await earlier.text()).toBe(true);
    const name = `E2E Lead ${uniqueName('x')}`;
    const submission = {
      name,
      email: 'lead@example.pk',
      phone: '+92 300 1234567',
      website: 'lead-shop.pk',
      service_required: '=HYPERLINK("http://evil.example") local SEO, please',
    };
    const sent = await callApi(request, 'POST', '/api/contact', submission, originHeaders(baseURL!));
    expect(sent.ok(), await sent.text()).toBe(true);

    await signedIn(page);
    await page.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).click();
    const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('link');
    const leadRow = rows.filter({ hasText: name });
    await expect(leadRow).toBeVisible();
    // Newest first: the one sent last comes before the one sent earlier.
    await expect(rows.filter({ hasText: earlierName })).toBeVisible();
    const labels = await rows.evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    const at = (wanted: string) => labels.findIndex((label) => label.includes(wanted));
    expect(at(name)).toBeGreaterThanOrEqual(0);
    expect(at(name)).toBeLessThan(at(earlierName));
    await leadRow.click();
    const card = page.getByRole('article', { name });
    for (const value of ['lead@example.pk', '+92 300 1234567', 'lead-shop.pk', submission.service_required]) {
      await expect(card).toContainText(value);
    }
    await expect(card.getByRole('link', { name: /lead-shop\.pk/ })).toHaveAttribute('href', 'https://lead-shop.pk/');
    await expect(card.getByRole('link', { name: 'lead@example.pk' })).toHaveAttribute('href', 'mailto:lead@example.pk');
    await expect(card.locator('time')).toHaveText(/\d{4}/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    // The lead's own fields, then why the spam check set it aside, where it came from (docs/lead-sources.md) and its website audit.
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFSubmitted at,Name,Email,Phone,Website,Service required,Message,Status,Set aside as spam because,Came in by,Added by,' +
        'Page,Landing page,Came from page,Channel,Referrer host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,Ad click,' +
        'Audit of,Audit requested at,Audit report,Notes',
    );
    const row = csv.split('\r\n').find((line) => line.includes(name));
    // Cells that a spreadsheet would run as formulas stay text: apostrophe first, quoted, quotes doubled.
    expect(row).toContain(`,${name},lead@example.pk,"'+92 300 1234567",lead-shop.pk,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"") local SEO, please"`);
  });

  test('shows a new newsletter subscriber and exports the list as CSV', async ({ page, request, baseURL }) => {
    // The list shows confirmed readers: confirm through the mail's link.
    const email = `${uniqueName('reader').toLowerCase()}@example.pk`;
    {
      const sent = await callApi(request, 'POST', '/api/newsletter', { email }, originHeaders(baseURL!));
      expect(sent.ok(), await sent.text()).toBe(true);
      const mail = await smtp.waitForMail((received) => received.to.includes(email), 60_000);
      const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
      const confirmed = await request.post(link, { maxRedirects: 0 });
      expect(confirmed.status()).toBe(303);
    }

    await signedIn(page);
    await page.getByRole('tab', { name: /^Newsletters \(\d+\)$/ }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(/\d{4}/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFFEmail,Subscribed at,Status,Signed up on page,Confirmed at\r\n')).toBe(true);
    expect(csv).toMatch(new RegExp(`\\r\\n${email.replace(/\./g, '\\.')},\\d{4}-\\d{2}-\\d{2}T`));
  });

  test('logout ends the session: /admin then sends to the sign-in', async ({ page }) => {
    // An admin of its own, so ending this session can never touch another test's.
    await signedIn(page, await createAdmin(firstAdmin));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe('accessibility', () => {
  test('the sign-in screen has no axe violations, with an error toast showing', async ({ page }) => {
    await page.goto('/admin/login');
    await waitForIslands(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing fields');
    await expectNoAxeViolations(page);
  });

  test('the setup screen has no axe violations', async ({ page }) => {
    await page.goto('/admin/setup');
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });

  test('the dashboard has no axe violations, with an entry open and a success toast', async ({ page }) => {
    await signedIn(page);
    await page.getByRole('tabpanel').locator('[data-entry-id]').first().click();
    await expect(page.getByLabel('Content', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Refresh Content' }).click();
    await expectToast(page, 'Content seeded');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: /^Contacts/ }).click();
    await expect(page.getByRole('heading', { name: 'Contact submissions' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
