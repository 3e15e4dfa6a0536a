import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForIsland } from '../hydration';
import { callApi, createAdmin, firstAdminApi, originHeaders, uniqueName, type AdminCredentials } from '../support/admin-session';

/**
 * The admin as one app (one navigation, deep links), as built, on the dev server's functions: every screen has its
 * own address that survives reload, Back and Forward, and a shared link;
 * unknown addresses get a not-found screen; a signed-out visitor comes back
 * where they wanted after signing in; nothing typed before the script runs is
 * lost; every screen fits a 390 px phone. Each test signs in its own admin
 * through the API (the sign-in screen itself is tested in admin.spec.ts).
 */
// The dev server builds each function on its first call; on a busy two-core machine that takes a while
// (the same allowance as lead-inbox.spec.ts).
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

/** Signs the browser in through the API (the page's request context shares the browser's cookies). */
async function signIn(page: Page, baseURL: string, admin?: AdminCredentials): Promise<AdminCredentials> {
  const who = admin ?? (await createAdmin(firstAdmin));
  const login = await page.request.post('/api/admin/login', {
    data: { username: who.username, password: who.password },
    headers: originHeaders(baseURL),
  });
  expect(login.status(), await login.text()).toBe(200);
  return who;
}

/** A lead of this test's own, and its id. */
async function sendLead(baseURL: string): Promise<{ id: string; name: string }> {
  const name = `E2E App ${uniqueName('lead')}`;
  const sent = await callApi(
    firstAdmin,
    'POST',
    '/api/contact',
    { name, email: 'app@example.pk', website: 'app-shop.pk' },
    originHeaders(baseURL),
  );
  expect(sent.status(), await sent.text()).toBe(201);
  return { id: ((await sent.json()) as { id: string }).id, name };
}

const tab = (page: Page, name: string | RegExp) => page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });

test('every screen has its own address: reload, Back, Forward and unknown addresses', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/admin/dashboard/lahore');
  await expect(tab(page, 'Lahore')).toHaveAttribute('aria-selected', 'true');
  await tab(page, /^Contacts/).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/contacts$/);
  await expect(page.getByRole('heading', { name: 'Contact submissions' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/dashboard\/lahore$/);
  await expect(tab(page, 'Lahore')).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tab(page, /^Contacts/)).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await expect(tab(page, /^Contacts/)).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Search appearance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search appearance' })).toBeVisible();
  await page.goBack();
  await expect(tab(page, /^Contacts/)).toHaveAttribute('aria-selected', 'true');

  for (const unknown of ['/admin/no-such-screen', '/admin/dashboard/search', '/admin/search-appearance/extra']) {
    const response = await page.goto(unknown);
    expect(response?.status(), unknown).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // Still inside the app: the navigation leads on.
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  }
});

test('an open content entry is in the address, so a shared link opens it', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await callApi(firstAdmin, 'POST', '/api/admin/seed-content', {});
  const entries = (await (await callApi(firstAdmin, 'GET', '/api/admin/content/home')).json()) as { id: string; content: string }[];
  const entry = entries[0]!;
  await page.goto(`/admin/dashboard/home?entry=${encodeURIComponent(entry.id)}`);
  const editor = page.getByRole('complementary', { name: 'Edit panel' }).getByLabel('Content', { exact: true });
  await expect(editor).toHaveValue(entry.content);
  // Spec 4: the selection is shared across tabs, and the address keeps it.
  await tab(page, 'Lahore').click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/lahore\\?entry=${encodeURIComponent(entry.id).replace(/[.]/g, '\\.')}$`));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/lahore$/);
  await page.goBack();
  await expect(editor).toHaveValue(entry.content);
});

test('a signed-out visitor to a lead signs in and comes back to that lead', async ({ page, baseURL }) => {
  const lead = await sendLead(baseURL!);
  const admin = await createAdmin(firstAdmin);
  await page.goto(`/admin/dashboard/contacts/${lead.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/login\\?next=%2Fadmin%2Fdashboard%2Fcontacts%2F${lead.id}$`));
  await waitForIsland(page, 'LoginForm');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/contacts/${lead.id}$`), { timeout: 30_000 });
  await expect(page.getByRole('article', { name: lead.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Leads, newest first' }).getByRole('link', { name: new RegExp(lead.name) })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the inbox is one compact row per lead, worked from the keyboard', async ({ page, baseURL }) => {
  const older = await sendLead(baseURL!);
  const newer = await sendLead(baseURL!);
  await signIn(page, baseURL!);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/dashboard/contacts');
  const rows = page.getByRole('list', { name: 'Leads, newest first' }).getByRole('link');
  const row = rows.filter({ hasText: newer.name });
  await expect(row).toContainText('app-shop.pk');
  // Twenty rows fit in a laptop's 768 px: a row is at most 36 px tall.
  expect((await row.boundingBox())!.height).toBeLessThanOrEqual(36);

  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/contacts/${newer.id}$`));
  await expect(page.getByRole('article', { name: newer.name })).toBeVisible();
  // The open lead sits beside the list on a wide screen.
  await expect(rows.first()).toBeVisible();
  const olderIndex = (await rows.evaluateAll((links) => links.map((link) => link.textContent ?? ''))).findIndex((text) =>
    text.includes(older.name),
  );
  const newerIndex = (await rows.evaluateAll((links) => links.map((link) => link.textContent ?? ''))).findIndex((text) =>
    text.includes(newer.name),
  );
  expect(newerIndex).toBeLessThan(olderIndex);
  for (let step = newerIndex; step < olderIndex; step += 1) await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`/admin/dashboard/contacts/${older.id}$`));
  await expect(page.getByRole('article', { name: older.name })).toBeVisible();
  await expect(rows.filter({ hasText: older.name })).toBeFocused();
});

test('what is typed into the sign-in before its script runs is kept', async ({ page }) => {
  // Hold the sign-in island's code back until the fields have been typed into.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/LoginForm/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/admin/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('astro-island[component-url*="LoginForm"]')).toHaveAttribute('ssr', '');
  await page.getByLabel('Username').fill('typed-early');
  await page.getByLabel('Password').fill('typed early password');
  release();
  await waitForIsland(page, 'LoginForm');
  await expect(page.getByLabel('Username')).toHaveValue('typed-early');
  await expect(page.getByLabel('Password')).toHaveValue('typed early password');
  // And the hydrated form sends what was typed.
  const [request] = await Promise.all([
    page.waitForRequest((candidate) => candidate.url().endsWith('/api/admin/login')),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ username: 'typed-early', password: 'typed early password' });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('no signed-out admin screen scrolls sideways', async ({ page }) => {
    for (const address of [
      '/admin/login',
      '/admin/setup',
      '/admin/forgot-password',
      '/admin/reset-password',
      '/admin/invite',
      '/admin/confirm-email',
    ]) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(page), address).toBeLessThanOrEqual(0);
    }
  });

  // Every signed-in screen, walked inside one load of the app (each address reached as a link in the app reaches it,
  // by the history the router follows): a full load per address cost 57-82 s of this spec on a busy machine. The
  // Growth screen has figures (this test's lead), so its wide tables are on screen: each scrolls inside its own box
  // with its first column kept in view, and the page itself does not scroll sideways.
  const signedInScreens = [
    '/admin',
    '/admin/dashboard/lahore',
    '/admin/dashboard/islamabad',
    '/admin/dashboard/karachi',
    '/admin/dashboard/sialkot',
    '/admin/dashboard/contacts',
    '/admin/dashboard/contacts/<lead>',
    '/admin/dashboard/newsletters',
    '/admin/search-appearance',
    '/admin/search-appearance?entry=search.dental_seo_description',
    '/admin/articles',
    '/admin/articles/new',
    '/admin/newsletter',
    '/admin/newsletter/new',
    '/admin/staff',
    '/admin/account',
    '/admin/activity',
    '/admin/backups',
    '/admin/growth',
    '/admin/audits',
    '/admin/clients',
    '/admin/reviews',
    '/admin/no-such-screen',
  ];
  test('no signed-in screen scrolls sideways; a wide table scrolls in its own box, its first column in view', async ({ page, baseURL }) => {
    const lead = await sendLead(baseURL!);
    await signIn(page, baseURL!);
    await page.goto('/admin');
    for (const address of signedInScreens.map((screen) => screen.replace('<lead>', lead.id))) {
      await page.evaluate((to) => window.history.pushState(null, '', to), address);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === address);
      // The screen's title (Clients titles its screen with a region's heading).
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      expect(await overflow(page), address).toBeLessThanOrEqual(0);
    }

    // The Growth screen's pages table (wider than a phone) scrolls in its box; the page names stay where they were.
    await page.evaluate(() => window.history.pushState(null, '', '/admin/growth'));
    const box = page.getByRole('region', { name: 'Taps and leads per page' });
    await expect(box).toBeVisible();
    const before = await box.evaluate((element) => {
      const first = element.querySelector('tbody tr > :first-child')!.getBoundingClientRect().left;
      element.scrollLeft = element.scrollWidth;
      return { first, scrolls: element.scrollWidth > element.clientWidth, moved: element.scrollLeft > 0 };
    });
    expect(before).toMatchObject({ scrolls: true, moved: true });
    const firstAfter = await box.evaluate((element) => element.querySelector('tbody tr > :first-child')!.getBoundingClientRect().left);
    expect(Math.abs(firstAfter - before.first)).toBeLessThan(1);
    expect(await overflow(page), '/admin/growth').toBeLessThanOrEqual(0);
  });

  test('an open lead is its own screen, and the menu opens a screen and closes', async ({ page, baseURL }) => {
    const lead = await sendLead(baseURL!);
    await signIn(page, baseURL!);
    // On a phone an open lead is its own screen, with the way back to the list.
    await page.goto(`/admin/dashboard/contacts/${lead.id}`);
    await expect(page.getByRole('article', { name: lead.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Leads, newest first' })).toBeHidden();
    await page.getByRole('link', { name: 'Back to all leads' }).tap();
    await expect(page.getByRole('list', { name: 'Leads, newest first' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).tap();
    await nav.getByRole('link', { name: 'Search appearance' }).tap();
    await expect(page).toHaveURL(/\/admin\/search-appearance$/);
    await expect(nav).toBeHidden();
  });
});
