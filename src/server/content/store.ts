import { z } from 'zod';
import { contentEntrySchema, contentVersionSchema, type ContentEntry, type ContentVersion } from '../../lib/api/content';
import type { StoredPage } from '../../lib/content/editable-content';
import { LAST_SNAPSHOT_KEY, PENDING_BUILD_KEY } from '../content-snapshot/index';
import { createJson, deleteKey, listKeys, readAll, readJson, readVersioned, replaceJson, writeJson } from '../storage';

/**
 * The content area's stores, and the only module of the area that touches
 * storage.
 *
 * `page-content` (kind `content`), `contentKeys`:
 * - `<page>/<contentKey>` one editable text (its public id is `<page>.<contentKey>`); its etag is its version
 *
 * `page-content-history` (kind `contentHistory`), `historyKeys`:
 * - `<page>/<contentKey>/<time that text was saved, 15 digits>-<its version>` an earlier text, kept
 *   before it was replaced (sorts by age; two racing saves over one text write the same key)
 * - `<page>/<contentKey>/000000000000000-builtin` the built-in text, kept by a search appearance entry's first save
 *
 * `site-publishing` (kind `publishing`; the IndexNow area keeps its records there too), `publishingKeys`:
 * - `pending-build` the build requested and not yet snapshotted (used up by the build, content-snapshot/snapshot.ts)
 * - `last-request` the last build hook call and whether it answered well
 * - `last-snapshot` when the last build took its snapshot (written by the build)
 */
export const contentKeys = {
  page: (page: StoredPage) => `${page}/`,
  entry: (page: StoredPage, contentKey: string) => `${page}/${contentKey}`,
} as const;

export const historyKeys = {
  /** Every earlier text of the entry at `entryKey` (a contentKeys.entry). */
  versions: (entryKey: string) => `${entryKey}/`,
  version: (entryKey: string, savedMs: number, version: string) => `${entryKey}/${String(savedMs).padStart(15, '0')}-${version}`,
  builtIn: (entryKey: string) => `${entryKey}/${'0'.padStart(15, '0')}-builtin`,
} as const;

export const publishingKeys = {
  pendingBuild: PENDING_BUILD_KEY,
  lastRequest: 'last-request',
  lastSnapshot: LAST_SNAPSHOT_KEY,
} as const;

/* ---- page-content ---- */

export const readEntryVersioned = (key: string) => readVersioned('content', key, contentEntrySchema);
export const createEntryRecord = (key: string, entry: ContentEntry): Promise<boolean> => createJson('content', key, entry);
export const replaceEntryRecord = (key: string, entry: ContentEntry, etag: string) => replaceJson('content', key, entry, etag);
/** A page's entries, each with its etag (unreadable records skipped, logged and named). */
export const readPageEntries = (page: StoredPage) => readAll('content', contentEntrySchema, contentKeys.page(page));

/* ---- page-content-history ---- */

/** Keeps an earlier text under its key (historyKeys); a key taken already is left as it is. */
export const createVersion = (key: string, version: ContentVersion): Promise<boolean> => createJson('contentHistory', key, version);
export const readVersion = (key: string) => readJson('contentHistory', key, contentVersionSchema);
export const versionKeysOf = (entryKey: string): Promise<string[]> => listKeys('contentHistory', historyKeys.versions(entryKey));
export const removeVersion = (key: string): Promise<void> => deleteKey('contentHistory', key);

/* ---- site-publishing ---- */

const pendingSchema = z.object({ requestedAt: z.string() });
const lastRequestSchema = z.object({ at: z.string(), ok: z.boolean() });
const lastSnapshotSchema = z.object({ takenAt: z.string() });

/** Claims the pending build; false when one is pending already. */
export const createPendingBuild = (requestedAt: string): Promise<boolean> =>
  createJson('publishing', publishingKeys.pendingBuild, { requestedAt });
export const readPendingBuild = () => readJson('publishing', publishingKeys.pendingBuild, pendingSchema);
export const readPendingBuildVersioned = () => readVersioned('publishing', publishingKeys.pendingBuild, pendingSchema);
export const replacePendingBuild = (requestedAt: string, etag: string) =>
  replaceJson('publishing', publishingKeys.pendingBuild, { requestedAt }, etag);
export const removePendingBuild = (): Promise<void> => deleteKey('publishing', publishingKeys.pendingBuild);

export const readLastRequest = () => readJson('publishing', publishingKeys.lastRequest, lastRequestSchema);
export const writeLastRequest = (request: z.infer<typeof lastRequestSchema>): Promise<void> =>
  writeJson('publishing', publishingKeys.lastRequest, request);
export const readLastSnapshot = () => readJson('publishing', publishingKeys.lastSnapshot, lastSnapshotSchema);
