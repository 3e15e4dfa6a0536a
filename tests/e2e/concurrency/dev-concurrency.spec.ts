import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { firstAdminApi, originHeaders } from '../support/admin-session';

/**
 * `npm run dev` must give Netlify's semantics under concurrency: a
 * conditional write either happens atomically or is refused, and parallel
 * requests to one function never break each other. Everything goes through
 * real HTTP to `astro dev` (the Playwright web server); the only thing read
 * behind its back is the local Blobs store's folder, to count records without
 * an API call per record.
 *
 * This file runs in its own Playwright project, after the `chromium` and
 * `built-site` projects, alone: the first-admin test needs an admin store
 * nobody else is using (it moves the dev store's admin records aside and puts
 * them back), and the bursts take every core.
 */
const STORE_ROOT = resolve('.netlify/blobs-serve');
// The local BlobsServer keeps each store in `entries/<site id>/site:<store name>/`,
// and the site id of an unlinked project is "0".
const storeFolder = (kind: 'entries' | 'metadata', name: string) => join(STORE_ROOT, kind, '0', `site:${name}`);

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

function newApi(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: originHeaders(baseURL) });
}

// One after another (the first one moves store folders), and each runs even when another failed.
test.describe.configure({ mode: 'default', timeout: 300_000 });

test('20 parallel first-admin setups on a fresh admin store create exactly one admin', async ({ baseURL }) => {
  const api = await newApi(baseURL!);
  // Compile the function once, so the 20 requests race on the store, not on the first build.
  await api.post('/api/admin/setup', { data: {} });

  // A fresh admin store: this run's admin records are moved aside and restored afterwards.
  const aside = await mkdtemp(join(tmpdir(), 'dev-admin-store-'));
  const moved: [string, string][] = [];
  for (const kind of ['entries', 'metadata'] as const) {
    const folder = storeFolder(kind, 'admin-users');
    if (existsSync(folder)) {
      await rename(folder, join(aside, kind));
      moved.push([join(aside, kind), folder]);
    }
  }
  try {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const username = `race_${i}_${randomUUID().slice(0, 8)}`;
        return api.post('/api/admin/setup', {
          data: { username, email: `${username}@example.pk`, password: `race password ${i}` },
        });
      }),
    );
    const statuses = answers.map((answer) => answer.status()).sort();
    const admins = (await filesUnder(storeFolder('entries', 'admin-users'))).filter((key) => key.startsWith('users'));
    expect({ statuses, admins: admins.length }).toEqual({ statuses: [201, ...Array(19).fill(409)], admins: 1 });
  } finally {
    for (const kind of ['entries', 'metadata'] as const) await rm(storeFolder(kind, 'admin-users'), { recursive: true, force: true });
    for (const [from, to] of moved) await rename(from, to);
    await rm(aside, { recursive: true, force: true });
    await api.dispose();
  }
});

/**
 * On Netlify, of writers that read the same version only one may save; the
 * others get 409. How many read the same version depends on timing: the dev
 * runner runs each request in a worker thread, so on a busy two-core machine a
 * writer may read only after another has saved (a legitimate second save;
 * measured 1 to 3 saves of 10 here). What must never happen is a save that
 * answers 200 and is then lost, or an error: the text stored is the one of
 * the last reported save, and every answer is 200 or 409.
 */
test('10 parallel saves of one text entry: no reported save is lost, the others are told about the conflict', async ({ baseURL }) => {
  const admin = await firstAdminApi(baseURL!);
  const contentKey = `e2e_race_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const created = await admin.post('/api/admin/content', {
    data: { page: 'karachi', section: 'e2e', contentKey, content: 'Before the race' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = `karachi.${contentKey}`;

  const texts = Array.from({ length: 10 }, (_, i) => `Saved by writer ${i}`);
  const answers = await Promise.all(texts.map((content) => admin.put(`/api/admin/content/${id}`, { data: { content } })));
  const unexpected = await Promise.all(
    answers
      .filter((answer) => ![200, 409].includes(answer.status()))
      .map(async (answer) => `${answer.status()} ${(await answer.text()).slice(0, 200)}`),
  );
  const saves = await Promise.all(
    answers
      .filter((answer) => answer.status() === 200)
      .map(async (answer) => (await answer.json()) as { content: string; updated_at: string }),
  );
  const lastSave = saves.toSorted((a, b) => a.updated_at.localeCompare(b.updated_at)).at(-1);

  const entries = (await (await admin.get('/api/admin/content/karachi')).json()) as { id: string; content: string }[];
  const stored = entries.find((entry) => entry.id === id)?.content;
  expect(unexpected).toEqual([]);
  expect(saves.length).toBeGreaterThanOrEqual(1);
  expect(stored).toBe(lastSave?.content);
  console.log(`parallel saves: ${saves.length}x200, ${10 - saves.length}x409`);
  await admin.dispose();
});

/**
 * A burst of contact requests, three times DEV_FUNCTION_CONCURRENCY (10), so requests queue for a
 * worker and write to one store together. `npm test` sends 30; `npm run test:concurrency` sends the
 * full 200 (CONTACT_BURST=200), eight times as long: run it after changing the dev emulation
 * (src/integrations/netlify-dev-emulation.ts, src/dev/, patches/) or upgrading @astrojs/netlify.
 */
const CONTACT_BURST = Number(process.env.CONTACT_BURST ?? 30);

test(`${CONTACT_BURST} parallel contact requests are all answered 201 and all stored`, async ({ baseURL }) => {
  const api = await newApi(baseURL!);
  const batch = randomUUID().slice(0, 8);
  const answers = await Promise.all(
    Array.from({ length: CONTACT_BURST }, (_, i) =>
      api.post('/api/contact', { data: { name: `Race ${batch} ${i}`, email: `race${i}@example.pk`, website: 'example.pk' } }),
    ),
  );
  const failures = await Promise.all(
    answers.filter((answer) => answer.status() !== 201).map(async (answer) => `${answer.status()} ${(await answer.text()).slice(0, 200)}`),
  );
  const ids = await Promise.all(
    answers.filter((answer) => answer.status() === 201).map(async (answer) => ((await answer.json()) as { id: string }).id),
  );
  // Counted in the store's folder: listing the records through the API would read one blob per record.
  // Each lead is stored under `lead/<day>/<id>/<summary>` (src/server/leads/inbox-index.ts).
  const storedKeys = new Set(
    (await filesUnder(storeFolder('entries', 'contact-submissions'))).flatMap((key) => /^lead\/\d{8}\/([^/]+)\//.exec(key)?.[1] ?? []),
  );
  expect({ failures: failures.slice(0, 3), failed: failures.length }).toEqual({ failures: [], failed: 0 });
  expect(new Set(ids).size).toBe(CONTACT_BURST);
  expect(ids.filter((id) => !storedKeys.has(id))).toEqual([]);
  await api.dispose();
});
