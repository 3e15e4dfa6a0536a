import { createServer, type Server } from 'node:http';
import type { Context } from '@netlify/functions';
import { getStore } from '@netlify/blobs';
import { expect, test, type Page } from '@playwright/test';
import * as newsletter from '../../../netlify/functions/newsletter-signup';
import { FORM_SIGNUPS_PER_MINUTE } from '../../../src/lib/newsletter/signup-outcomes';
import { startLocalBlobs, type LocalBlobs } from '../../../netlify/tests/support/local-blobs';
import { startDistServer, type DistServer } from '../../../scripts/quality/serve-dist.ts';

/**
 * The footer's newsletter signup is a plain HTML form (no JavaScript in the first round trip): it works
 * with JavaScript switched off, and the same with it on. The built site is
 * served as it ships; POST /api/newsletter runs the real function in this
 * process against the real local Blobs server, whose failure injection plays
 * a store that is down. The client's IP comes from the header Netlify sets
 * (x-nf-client-connection-ip), so each test is its own visitor for the
 * function's per-connection form limit.
 */
let blobs: LocalBlobs;
let dist: DistServer;
let site: Server;
let siteUrl: string;

test.beforeAll(async () => {
  blobs = await startLocalBlobs();
  dist = await startDistServer({ port: 0 });
  site = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', siteUrl);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const response =
      url.pathname === '/api/newsletter'
        ? await newsletter.default(new Request(url, { method: req.method, headers, body }), {
            ip: req.headers['x-nf-client-connection-ip'] ?? '127.0.0.1',
          } as Context)
        : await fetch(new URL(`${url.pathname}${url.search}`, dist.url), { method: req.method, headers, body, redirect: 'manual' });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  siteUrl = `http://localhost:${(site.address() as { port: number }).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await dist?.close();
  await blobs?.stop();
});

let visitor = 0;
/** A new visitor: their own IP, and a fresh address. */
async function newVisitor(page: Page): Promise<string> {
  visitor += 1;
  await page.setExtraHTTPHeaders({ 'x-nf-client-connection-ip': `198.51.100.${visitor}` });
  return `reader-${visitor}-${Date.now()}@example.pk`;
}

async function signUp(page: Page, from: string, email: string): Promise<void> {
  if (!page.url().endsWith(from)) await page.goto(`${siteUrl}${from}`);
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

const stored = async (email: string) => (await getStore('newsletter-subscribers').get(email)) !== null;

for (const javaScriptEnabled of [false, true]) {
  test.describe(`newsletter signup with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a new address is stored and the page says to check the inbox; the same address again gets the same page', async ({ page }) => {
      const email = await newVisitor(page);
      await signUp(page, '/dental-seo', email);
      await expect(page).toHaveURL(`${siteUrl}/newsletter/check-your-inbox`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox to confirm');
      const firstAnswer = await page.locator('main').innerText();
      expect(await stored(email)).toBe(true);

      await signUp(page, '/us', email.toUpperCase());
      await expect(page).toHaveURL(`${siteUrl}/newsletter/check-your-inbox`);
      expect(await page.locator('main').innerText()).toBe(firstAnswer);
    });

    test('an address the server refuses leads to a page that says so and offers the form again', async ({ page }) => {
      await newVisitor(page);
      // The browser's own check lets this through (no dot needed); the server does not.
      await signUp(page, '/us', 'reader@localhost');
      await expect(page).toHaveURL(`${siteUrl}/newsletter/address-not-accepted`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not use that e-mail address');
      await expect(page.locator('main')).toContainText('You are not subscribed.');
      expect(await stored('reader@localhost')).toBe(false);

      const email = `again-${Date.now()}@example.pk`;
      await signUp(page, '/newsletter/address-not-accepted', email);
      await expect(page).toHaveURL(`${siteUrl}/newsletter/check-your-inbox`);
      expect(await stored(email)).toBe(true);
    });

    test('too many sign-ups from one connection lead to the "too many tries" page (429), nothing stored', async ({ page }) => {
      await newVisitor(page);
      for (let i = 0; i < FORM_SIGNUPS_PER_MINUTE; i += 1) {
        await signUp(page, '/about', `burst-${visitor}-${i}@example.pk`);
        await expect(page).toHaveURL(`${siteUrl}/newsletter/check-your-inbox`);
      }
      const email = `burst-${visitor}-late@example.pk`;
      await signUp(page, '/about', email);
      await expect(page).toHaveURL(`${siteUrl}/newsletter/too-many-tries`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Too many sign-ups from your connection');
      await expect(page.locator('main')).toContainText('You are not subscribed.');
      await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
      expect(await stored(email)).toBe(false);
    });

    test('a store that fails leads to the "not saved" page (503), nothing stored', async ({ page }) => {
      // The form and the function's path are the same with JavaScript on, so this runs once, with it off.
      test.skip(javaScriptEnabled, 'runs with JavaScript off only');
      const email = await newVisitor(page);
      // A refusal the store client gives up on at once (401): a 500 is retried for about 25 s here
      // (outside vitest), and what the retries do is netlify/tests/store-failure.test.ts's to show.
      blobs.failWhen((request) => request.method === 'PUT' && request.store === 'newsletter-subscribers', { status: 401 });
      try {
        await signUp(page, '/seo-audit', email);
        await expect(page).toHaveURL(`${siteUrl}/newsletter/not-saved`);
      } finally {
        blobs.failWhen(null);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your sign-up was not saved');
      await expect(page.locator('main')).toContainText('You are not subscribed.');
      await expect(page.getByRole('form', { name: 'Newsletter signup' })).toBeVisible();
      expect(await stored(email)).toBe(false);
    });
  });
}
