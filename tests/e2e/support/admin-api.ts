import { expect, type Page } from '@playwright/test';

/**
 * Admin API calls made from inside the browser page, so Chromium itself sends
 * the Origin header and keeps the session cookie, exactly as the admin
 * screens will. Every browser spec that needs an admin uses these
 * credentials for the first admin: whichever spec runs first creates it.
 */
export const FIRST_ADMIN = { username: 'e2e-owner', email: 'e2e-owner@example.pk', password: 'e2e owner password' } as const;

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export async function api(page: Page, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: Object.fromEntries(res.headers) };
    },
    { method, path, body },
  );
}

/** Makes sure the first admin exists (201 now or 409 from an earlier run) and can sign in. */
export async function ensureFirstAdmin(page: Page): Promise<void> {
  const setup = await api(page, 'POST', '/api/admin/setup', FIRST_ADMIN);
  expect([201, 409], 'setup of the first e2e admin').toContain(setup.status);
  const login = await api(page, 'POST', '/api/admin/login', FIRST_ADMIN);
  expect(login.status, 'The local store has a first admin other than the e2e one: delete .netlify/blobs-serve to start afresh.').toBe(200);
}
