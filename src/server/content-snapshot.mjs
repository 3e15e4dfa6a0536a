// Plain JavaScript on purpose: the Netlify build plugin and the local
// pre-build script run it with bare Node, before anything is compiled.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { getStore } from '@netlify/blobs';

/** Name of the Blobs store holding editable page text (storage.ts uses it too). */
export const CONTENT_STORE_NAME = 'page-content';

/** Name of the Blobs store holding the publishing state (storage.ts uses it too). */
export const PUBLISHING_STORE_NAME = 'site-publishing';
/** Keys in it: the build requested and not yet snapshotted, and when the last build snapshotted. */
export const PENDING_BUILD_KEY = 'pending-build';
export const LAST_SNAPSHOT_KEY = 'last-snapshot';

/** Where the build reads the snapshot unless CONTENT_SNAPSHOT_PATH says otherwise. */
export const DEFAULT_SNAPSHOT_PATH = '.netlify/content-snapshot.json';

export function snapshotPath(env = process.env) {
  return env.CONTENT_SNAPSHOT_PATH || DEFAULT_SNAPSHOT_PATH;
}

/**
 * Reads every stored content entry. `storeOptions` carries siteID/token where
 * the environment does not (in a build plugin); elsewhere the Blobs context
 * comes from the environment.
 */
export async function readContentEntries(storeOptions = {}) {
  const store = getStore({ name: CONTENT_STORE_NAME, consistency: 'strong', ...storeOptions });
  const { blobs } = await store.list();
  // A store that cannot be read throws (the build stops); one record that is not JSON is skipped and named.
  const texts = await Promise.all(blobs.map(async (blob) => ({ key: blob.key, text: await store.get(blob.key) })));
  return texts.flatMap(({ key, text }) => {
    if (text === null) return [];
    try {
      return [JSON.parse(text)];
    } catch {
      console.warn(`content-snapshot: skipping the unreadable record ${key}`);
      return [];
    }
  });
}

/**
 * Tells the functions a build is taking its snapshot now: the pending build
 * request is used up (a save made from now on must request another build),
 * and the snapshot time is recorded. Called before the content is read, so a
 * save that still saw the pending request is in the snapshot.
 */
export async function markSnapshotTaken(storeOptions = {}, takenAt = new Date().toISOString()) {
  const store = getStore({ name: PUBLISHING_STORE_NAME, consistency: 'strong', ...storeOptions });
  await store.delete(PENDING_BUILD_KEY);
  await store.setJSON(LAST_SNAPSHOT_KEY, { takenAt });
  return takenAt;
}

/** Writes the snapshot file the site's content source reads at build time. */
export async function writeContentSnapshot(path, entries, takenAt = new Date().toISOString()) {
  await mkdir(dirname(path), { recursive: true });
  const snapshot = { takenAt, entries };
  await writeFile(path, `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}
