// Plain JavaScript on purpose: the Netlify build plugin and the local
// pre-build script run it with bare Node, before anything is compiled.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { getStore } from '@netlify/blobs';

/** Name of the Blobs store holding editable page text (storage.ts uses it too). */
export const CONTENT_STORE_NAME = 'page-content';

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

/** Writes the snapshot file the site's content source reads at build time. */
export async function writeContentSnapshot(path, entries) {
  await mkdir(dirname(path), { recursive: true });
  const snapshot = { takenAt: new Date().toISOString(), entries };
  await writeFile(path, `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}
