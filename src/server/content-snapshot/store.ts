// Bare Node loads this file too (see snapshot.ts): relative imports carry their extension.
import { z } from 'zod';
import { cardRecordSchema, proofSettingsSchema, siteAnswerSchema } from '../../lib/api/reviews.ts';
import { deleteKey, readAll, readBytes, readJson, writeJson } from '../storage.ts';

/**
 * What a build's content snapshot reads and writes, and the only module of
 * the content-snapshot area that touches storage. Each record as stored,
 * whatever fields it has: the pages check what they use.
 *
 * - `page-content` (kind `content`): every key, each an editable text (content/store.ts spells them)
 * - `articles` (kind `articles`): `article/<id>`, each article (articles/store.ts spells them)
 * - `article-images` (kind `articleImages`): `<image id>`, the bytes of the images published articles show
 * - `client-proof` (kind `proof`): `answer/<clientId>/<month>` each client's answer (without its consent
 *   trail), `card/<clientId>` each results card, `settings` the rating setting (proof/store.ts spells them)
 * - `site-publishing` (kind `publishing`), `snapshotKeys`: `pending-build` the build requested and not yet
 *   snapshotted (used up here), `last-snapshot` when the last build took its snapshot (written here)
 */
export const snapshotKeys = {
  pendingBuild: 'pending-build',
  lastSnapshot: 'last-snapshot',
  articles: 'article/',
  proofAnswers: 'answer/',
  proofCards: 'card/',
  proofSettings: 'settings',
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
/** Every client's answer, as the site may show it (the schema leaves the consent trail behind). */
export const readProofAnswers = () => readAll('proof', siteAnswerSchema, snapshotKeys.proofAnswers);
export const readProofCards = () => readAll('proof', cardRecordSchema, snapshotKeys.proofCards);
export const readProofSettings = () => readJson('proof', snapshotKeys.proofSettings, proofSettingsSchema);
