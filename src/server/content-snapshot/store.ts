// Bare Node loads this file too (see snapshot.ts): relative imports carry their extension.
import { z } from 'zod';
import { deleteKey, readAll, readBytes, writeJson } from '../storage.ts';

/**
 * What a build's content snapshot reads and writes, and the only module of
 * the content-snapshot area that touches storage. Each record as stored,
 * whatever fields it has: the pages check what they use.
 *
 * - `page-content` (kind `content`): every key, each an editable text (content/store.ts spells them)
 * - `articles` (kind `articles`): `article/<id>`, each article (articles/store.ts spells them)
 * - `article-images` (kind `articleImages`): `<image id>`, the bytes of the images published articles show
 * - `site-publishing` (kind `publishing`), `snapshotKeys`: `pending-build` the build requested and not yet
 *   snapshotted (used up here), `last-snapshot` when the last build took its snapshot (written here)
 */
export const snapshotKeys = {
  pendingBuild: 'pending-build',
  lastSnapshot: 'last-snapshot',
  articles: 'article/',
  image: (id: string) => id,
} as const;

/** A stored record as the snapshot keeps it: whatever fields it has. */
const storedRecordSchema = z.record(z.string(), z.unknown());

/** Every stored content entry (a store that cannot be read throws; a record that does not parse is skipped and named). */
export const readContentRecords = () => readAll('content', storedRecordSchema);
/** Every stored article, with the same rules. */
export const readArticleRecords = () => readAll('articles', storedRecordSchema, snapshotKeys.articles);
export const readImageBytes = (id: string) => readBytes('articleImages', snapshotKeys.image(id));
export const writeLastSnapshot = (takenAt: string): Promise<void> => writeJson('publishing', snapshotKeys.lastSnapshot, { takenAt });
export const removePendingBuild = (): Promise<void> => deleteKey('publishing', snapshotKeys.pendingBuild);
