import { afterAll, beforeAll, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import { startLocalBlobs, type LocalBlobs } from './support/local-blobs';

/**
 * The local store the function tests and `astro dev` use (a real BlobsServer
 * behind src/dev/atomic-blobs-front.ts) must keep Netlify's contract, or the
 * code under test fails in ways production never does.
 */
let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(async () => blobs.stop());

/*
 * The BlobsServer writes each blob to a temp file beside it and renames it into
 * place. Its listing stats every file it reads from the folder, and a temp file
 * renamed in between ends the walk early: it answered 200 with a partial list.
 * readVersioned (src/server/storage.ts) finds a blob's version in that list, so
 * during parallel saves an existing text entry was reported missing (404).
 */
it('lists every stored key while other keys in the same folder are being written', async () => {
  const store = getStore('listing-during-writes');
  const keys = Array.from({ length: 30 }, (_, i) => `page/entry-${i}`);
  for (const key of keys) await store.set(key, 'first text');
  const incomplete: string[] = [];
  for (let round = 0; round < 10; round += 1) {
    const writes = Array.from({ length: 40 }, (_, i) => store.set(keys[i % keys.length]!, `round ${round}, write ${i}`));
    const listings = Array.from({ length: 20 }, () => store.list({ prefix: 'page/' }));
    const [, answers] = await Promise.all([Promise.all(writes), Promise.all(listings)]);
    for (const { blobs: listed } of answers) {
      if (listed.length !== keys.length) incomplete.push(`round ${round}: ${listed.length} of ${keys.length} keys`);
    }
  }
  expect(incomplete).toEqual([]);
  // Every write and listing waits its turn: about 3 s here under load, so the default 5 s is too tight.
}, 30_000);
