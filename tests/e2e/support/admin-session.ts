import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { FIRST_ADMIN } from './admin-api';

/**
 * Admin accounts for browser tests. The local Blobs store under .netlify/
 * outlives a run, so nothing here assumes a fresh store: the first admin is
 * created with known credentials or, if it already exists, signed in with
 * them; every test that changes a session gets its own new admin, invited by
 * that signed-in first admin (the invite answer carries its link, as the Staff
 * screen shows it for copying).
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

/** One API call (the same for every method, so callers read as a list of requests). */
export function callApi(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<APIResponse> {
  return api.fetch(path, { method, data, headers });
}

/** An API client signed in as the first admin, creating that admin on a fresh store. */
export async function firstAdminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: originHeaders(baseURL) });
  const setup = await callApi(api, 'POST', '/api/admin/setup', FIRST_ADMIN);
  expect([201, 409], `first-admin setup answered ${setup.status()}: ${await setup.text()}`).toContain(setup.status());
  const login = await callApi(api, 'POST', '/api/admin/login', {
    username: FIRST_ADMIN.username,
    password: FIRST_ADMIN.password,
  });
  expect(
    login.status(),
    'The local store already has a first admin with other credentials; delete .netlify/blobs-serve (or the store folder) and run again.',
  ).toBe(200);
  return api;
}

/** A brand-new member (an Admin unless `role` says otherwise), so signing it in or out never disturbs another test's session. */
export async function createAdmin(firstAdmin: APIRequestContext, role: 'admin' | 'editor' | 'sales' = 'admin'): Promise<AdminCredentials> {
  const username = uniqueName('e2e');
  const admin = { username, email: `${username}@example.pk`, password: `pw-${randomUUID()}` };
  let invite = await callApi(firstAdmin, 'POST', '/api/admin/invites', { email: admin.email, role });
  if (invite.status() === 403) {
    // Inviting needs the password checked in the last 5 minutes: a long run checks it again (the session is renewed).
    const verified = await callApi(firstAdmin, 'POST', '/api/admin/account/verify', { password: FIRST_ADMIN.password });
    expect(verified.status(), await verified.text()).toBe(204);
    invite = await callApi(firstAdmin, 'POST', '/api/admin/invites', { email: admin.email, role });
  }
  expect(invite.status(), await invite.text()).toBe(201);
  const { link } = (await invite.json()) as { link: string };
  const token = new URL(link).hash.replace(/^#token=/, '');
  const accepted = await callApi(firstAdmin, 'POST', '/api/admin/invite-accept', { token, username, password: admin.password });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return admin;
}

/** Signs the browser in through the real login screen. */
export async function signInThroughUi(page: Page, admin: AdminCredentials): Promise<void> {
  await page.goto('/admin/login');
  await waitForIslands(page);
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A sign-in's bcrypt check is slow on a busy machine: allow for it.
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
  await expect(page.getByText(`Welcome back, ${admin.username}`)).toBeVisible({ timeout: 30_000 });
}

/** Islands render in HTML first; wait until React has taken over before clicking. */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((island) => !island.hasAttribute('ssr')));
}

/** Loads the home page's built-in text into the store (adds missing keys only; never overwrites an edit). */
export async function ensureHomeEntries(firstAdmin: APIRequestContext): Promise<void> {
  const seeded = await callApi(firstAdmin, 'POST', '/api/admin/seed-content', {});
  expect(seeded.status(), await seeded.text()).toBe(200);
}
