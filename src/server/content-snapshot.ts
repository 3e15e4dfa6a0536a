// Bare Node runs this file too (the Netlify build plugin and `npm run build`,
// before anything is compiled): relative imports carry their extension and
// only type syntax Node can strip is used.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { deleteKey, readAll, writeJson } from './storage.ts';

/** Keys in the publishing store: the build requested and not yet snapshotted, and when the last build snapshotted. */
export const PENDING_BUILD_KEY = 'pending-build';
export const LAST_SNAPSHOT_KEY = 'last-snapshot';

/** Where the build reads the snapshot unless CONTENT_SNAPSHOT_PATH says otherwise. */
export const DEFAULT_SNAPSHOT_PATH = '.netlify/content-snapshot.json';

export function snapshotPath(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_SNAPSHOT_PATH || DEFAULT_SNAPSHOT_PATH;
}

/** A stored content entry as the snapshot keeps it: whatever fields the record has. */
const storedEntrySchema = z.record(z.string(), z.unknown());

/**
 * Every stored content entry. A store that cannot be read throws (the build
 * stops); a record that does not parse is skipped and named (storage.ts).
 */
export async function readContentEntries(): Promise<Record<string, unknown>[]> {
  const { records } = await readAll('content', storedEntrySchema);
  return records.map((record) => record.value);
}

/**
 * Tells the functions a build is taking its snapshot now: the pending build
 * request is used up (a save made from now on must request another build),
 * and the snapshot time is recorded. Called before the content is read, so a
 * save that still saw the pending request is in the snapshot.
 */
export async function markSnapshotTaken(takenAt: string = new Date().toISOString()): Promise<string> {
  await deleteKey('publishing', PENDING_BUILD_KEY);
  await writeJson('publishing', LAST_SNAPSHOT_KEY, { takenAt });
  return takenAt;
}

/** Writes the snapshot file the site's content source reads at build time. */
export async function writeContentSnapshot(
  path: string,
  entries: readonly unknown[],
  takenAt: string = new Date().toISOString(),
): Promise<{ takenAt: string; entries: readonly unknown[] }> {
  await mkdir(dirname(path), { recursive: true });
  const snapshot = { takenAt, entries };
  await writeFile(path, `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}
