import { expect, test } from '@playwright/test';
import { api, ensureFirstAdmin } from './support/admin-api';

/**
 * The API through `astro dev` (real HTTP, Netlify's function and Blobs
 * emulation), called from the browser so Chromium's cookie rules apply:
 * the `__Host-` session cookie must be accepted on http://localhost.
 */
test.describe('API through the dev server', () => {
  // Each setup and sign-in runs bcrypt (slow on a busy machine even at the test dev server's cost 4), and the dev server compiles functions on first use.
  test.describe.configure({ timeout: 120_000 });

  test('setup → login → me → logout, with a __Host- cookie Chromium keeps and scripts cannot read', async ({ page, context }) => {
    await page.goto('/');
    await ensureFirstAdmin(page);

    // A separate admin for this test, invited by the first one (the answer carries the invite's link).
    const username = `api-e2e-${Date.now()}`;
    const credentials = { username, email: `${username}@example.pk`, password: 'api e2e password' };
    const invited = await api(page, 'POST', '/api/admin/invites', { email: credentials.email, role: 'admin' });
    expect(invited.status).toBe(201);
    const token = new URL((invited.body as { link: string }).link).hash.replace(/^#token=/, '');
    const added = await api(page, 'POST', '/api/admin/invite-accept', { token, username, password: credentials.password });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ username });
    await page.context().clearCookies();

    const login = await api(page, 'POST', '/api/admin/login', { username, password: credentials.password });
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ username });
    const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-admin_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');

    const me = await api(page, 'GET', '/api/admin/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ username, email: credentials.email, role: 'admin' });
    expect(me.headers['cache-control']).toBe('no-store');

    const logout = await api(page, 'POST', '/api/admin/logout', {});
    expect(logout.status).toBe(204);
    expect((await context.cookies()).some((cookie) => cookie.name === '__Host-admin_session')).toBe(false);
    expect((await api(page, 'GET', '/api/admin/me')).status).toBe(401);

    // The old token is revoked on the server, not just forgotten by the browser.
    await context.addCookies([{ ...session!, expires: Math.floor(Date.now() / 1000) + 3600 }]);
    expect((await api(page, 'GET', '/api/admin/me')).status).toBe(401);
  });

  test('an anonymous second setup is refused with 409', async ({ page }) => {
    await page.goto('/');
    await ensureFirstAdmin(page);
    await page.context().clearCookies();
    const res = await api(page, 'POST', '/api/admin/setup', { username: 'late-comer', email: 'l@example.pk', password: 'late password' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Setup has already been completed' });
  });

  test('a contact request is stored and shows up in the admin list', async ({ page }) => {
    await page.goto('/');
    const name = `E2E visitor ${Date.now()}`;
    const created = await api(page, 'POST', '/api/contact', { name, email: 'visitor@example.pk', website: 'example.pk' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String) });

    await ensureFirstAdmin(page);
    const list = await api(page, 'GET', '/api/contacts');
    expect(list.status).toBe(200);
    // Spec 7: the list of submissions itself, every one of them (not a page of them).
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body as unknown[]).toContainEqual(
      expect.objectContaining({ id: (created.body as { id: string }).id, name, website: 'example.pk' }),
    );
    expect(list.headers['x-unreadable-records']).toMatch(/^\d+$/);
    const newsletters = await api(page, 'GET', '/api/newsletters');
    expect(Array.isArray(newsletters.body)).toBe(true);
  });

  test('a cross-site form post is refused', async ({ request, baseURL }) => {
    const res = await request.post('/api/contact', {
      headers: { 'Content-Type': 'application/json', Origin: 'https://attacker.example' },
      data: { name: 'x', email: 'x@example.pk' },
    });
    expect(res.status()).toBe(403);
    const form = await request.post('/api/contact', { headers: { Origin: baseURL! }, form: { name: 'x' } });
    expect(form.status()).toBe(415);
  });

  test('public page text is served with defaults, cacheable', async ({ request }) => {
    const res = await request.get('/api/content/lahore');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toMatch(/^public/);
    expect(Array.isArray(await res.json())).toBe(true);
    expect((await request.get('/api/content/nowhere')).status()).toBe(404);
  });
});
