import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { FIRST_ADMIN } from './admin-api';

/**
 * Admin accounts for browser tests. The local Blobs store under .netlify/
 * outlives a run, so nothing here assumes a fresh store: the first admin is
 * created with known credentials or, if it already exists, signed in with
 * them; every test that changes a session gets its own new admin, created by
 * that signed-in first admin (the API lets an admin add admins).
 */
// The same first admin as the API's browser specs, so whichever spec runs first creates it.
export { FIRST_ADMIN };

export interface AdminCredentials {
  username: string;
  email: string;
  password: string;
}

/** The API refuses state-changing calls without the site's own Origin (CSRF guard). */
export function originHeaders(baseURL: string) {
  return { Origin: new URL(baseURL).origin };
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/**
 * `astro dev` bundles each function on its first call, and two first calls
 * racing each other can meet a half-copied bundle (a one-off 500 such as
 * "Cannot find module .../zod/..."). Calling every admin function once, one
 * after another, before the tests start keeps that start-up race out of them.
 */
export async function warmUpFunctions(api: APIRequestContext): Promise<void> {
  const calls: [string, string][] = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/content/home'],
    ['GET', '/api/contacts'],
    ['GET', '/api/newsletters'],
    ['POST', '/api/admin/setup'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/logout'],
    ['POST', '/api/admin/seed-content'],
    ['POST', '/api/contact'],
    ['POST', '/api/newsletter'],
  ];
  for (const [method, path] of calls) {
    for (let attempt = 1; ; attempt++) {
      const response = await api.fetch(path, { method, data: method === 'GET' ? undefined : {} });
      if (response.status() < 500 || attempt === 3) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** An API client signed in as the first admin, creating that admin on a fresh store. */
export async function firstAdminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: originHeaders(baseURL) });
  await warmUpFunctions(api);
  const setup = await api.post('/api/admin/setup', { data: FIRST_ADMIN });
  expect([201, 409], `first-admin setup answered ${setup.status()}: ${await setup.text()}`).toContain(setup.status());
  const login = await api.post('/api/admin/login', { data: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password } });
  expect(
    login.status(),
    'The local store already has a first admin with other credentials; delete .netlify/blobs-serve (or the store folder) and run again.',
  ).toBe(200);
  return api;
}

/** A brand-new admin, so signing it in or out never disturbs another test's session. */
export async function createAdmin(firstAdmin: APIRequestContext): Promise<AdminCredentials> {
  const username = uniqueName('e2e');
  const admin = { username, email: `${username}@example.pk`, password: `pw-${randomUUID()}` };
  const response = await firstAdmin.post('/api/admin/setup', { data: admin });
  expect(response.status(), await response.text()).toBe(201);
  return admin;
}

/** Signs the browser in through the real login screen. */
export async function signInThroughUi(page: Page, admin: AdminCredentials): Promise<void> {
  await page.goto('/admin/login');
  await waitForIslands(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // bcrypt at cost 12 is slow on a busy machine: allow for it.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await expect(page.getByText(`Welcome back, ${admin.username}`)).toBeVisible({ timeout: 30_000 });
}

/** Islands render in HTML first; wait until React has taken over before clicking. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')),
  );
}

/**
 * Makes sure the home page has at least one entry to edit: its built-in text
 * when the page has defaults, otherwise (a branch where the defaults are not
 * written yet) one fixed test entry, created once through the API.
 */
export async function ensureHomeEntries(firstAdmin: APIRequestContext): Promise<void> {
  const seeded = await firstAdmin.post('/api/admin/seed-content', { data: {} });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const listed = await firstAdmin.get('/api/admin/content/home');
  if (((await listed.json()) as unknown[]).length > 0) return;
  const created = await firstAdmin.post('/api/admin/content', {
    data: { page: 'home', section: 'e2e_checks', contentKey: 'e2e_editable_text', content: 'Text for the browser tests' },
  });
  expect([201, 409]).toContain(created.status());
}
