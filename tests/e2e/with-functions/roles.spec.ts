import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAdmin, firstAdminApi, originHeaders, type AdminCredentials } from '../support/admin-session';

/**
 * Roles in the admin app: an Editor and a Sales member each see only the
 * screens and dashboard tabs of their role, on a phone (390 px, behind the
 * Menu button) and a laptop (1280 px); a deep link to another screen says it
 * is not available for their role.
 */
test.describe.configure({ timeout: 180_000 });

let firstAdmin: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  firstAdmin = await firstAdminApi(baseURL!);
});
test.afterAll(async () => {
  await firstAdmin?.dispose();
});

async function signIn(page: Page, baseURL: string, member: AdminCredentials) {
  const login = await page.request.post('/api/admin/login', {
    data: { username: member.username, password: member.password },
    headers: originHeaders(baseURL),
  });
  expect(login.status(), await login.text()).toBe(200);
}

const EXPECTED = {
  editor: {
    links: ['Dashboard', 'Search appearance', 'Articles', 'Newsletter', 'My account'],
    tabs: ['Home', 'Lahore', 'Islamabad', 'Karachi', 'Sialkot'],
    elsewhere: '/admin/dashboard/contacts',
  },
  sales: { links: ['Dashboard', 'Audits', 'Clients', 'Reviews', 'My account'], tabs: [/^Contacts/], elsewhere: '/admin/articles' },
} as const;

for (const role of ['editor', 'sales'] as const) {
  test(`${role}: only their screens at 390 px and 1280 px; a deep link elsewhere is not for their role`, async ({ page, baseURL }) => {
    await signIn(page, baseURL!, await createAdmin(firstAdmin, role));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 60_000 });
      if (width < 1024) await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Admin' });
      await expect(nav.getByRole('link')).toHaveText([...EXPECTED[role].links]);
      await expect(page.getByRole('tab')).toHaveText([...EXPECTED[role].tabs]);
    }
    await page.goto(EXPECTED[role].elsewhere);
    await expect(page.getByRole('heading', { name: 'Not available for your role' })).toBeVisible({ timeout: 60_000 });
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Not available for your role' })).toBeVisible();
  });
}
