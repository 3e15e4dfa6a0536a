import { z } from 'zod';
import { articleRecordSchema, articleVersionSchema, type ArticleRecord, type ArticleVersion } from '../../lib/api/articles';
import {
  createJson,
  deleteKey,
  listKeys,
  readAll,
  readBytes,
  readJson,
  readMetadata,
  readVersioned,
  replaceJson,
  writeBytes,
} from '../storage';

/**
 * The Insights articles' stores, and the only module of the articles area
 * that touches storage.
 *
 * `articles` (kind `articles`), `articleKeys`:
 * - `article/<id>` the article (working copy, what is published, its slugs); its etag is its version
 * - `slug/<slug>` → `{ articleId }`: the article an address belongs to, created once (slugs.ts)
 *
 * `article-history` (kind `articleHistory`), `articleHistoryKeys`:
 * - `<id>/<time that version was saved, 15 digits>-<its version>` an earlier version, kept before it
 *   was replaced (sorts by age; two racing saves over one version write the same key)
 *
 * `article-images` (kind `articleImages`), `imageKeys`:
 * - `<image id>` an uploaded image's bytes (EXIF removed), its type and size in the metadata
 */
export const articleKeys = {
  articles: 'article/',
  article: (id: string) => `article/${id}`,
  slug: (slug: string) => `slug/${slug}`,
} as const;

export const articleHistoryKeys = {
  versions: (articleId: string) => `${articleId}/`,
  version: (articleId: string, savedMs: number, version: string) => `${articleId}/${String(savedMs).padStart(15, '0')}-${version}`,
} as const;

export const imageKeys = {
  image: (id: string) => id,
} as const;

/* ---- articles ---- */

export const readArticleRecord = (id: string) => readVersioned('articles', articleKeys.article(id), articleRecordSchema);
/** Every article, each with its etag (unreadable records skipped, logged and named). */
export const readAllArticles = () => readAll('articles', articleRecordSchema, articleKeys.articles);
export const createArticleRecord = (record: ArticleRecord): Promise<boolean> =>
  createJson('articles', articleKeys.article(record.id), record);
export const replaceArticleRecord = (id: string, record: ArticleRecord, etag: string) =>
  replaceJson('articles', articleKeys.article(id), record, etag);
export const removeArticleRecord = (id: string): Promise<void> => deleteKey('articles', articleKeys.article(id));

const slugClaimSchema = z.object({ articleId: z.string() });

/** Claims an address for an article; false when it is someone's already (perhaps this article's). */
export const createSlugClaim = (slug: string, articleId: string): Promise<boolean> =>
  createJson('articles', articleKeys.slug(slug), { articleId });
export const readSlugClaim = (slug: string) => readJson('articles', articleKeys.slug(slug), slugClaimSchema);
export const removeSlugClaim = (slug: string): Promise<void> => deleteKey('articles', articleKeys.slug(slug));

/* ---- article-history ---- */

/** Keeps an earlier version under its key (articleHistoryKeys.version); a key taken already is left as it is. */
export const createVersion = (key: string, version: ArticleVersion): Promise<boolean> => createJson('articleHistory', key, version);
export const readVersionRecord = (key: string) => readJson('articleHistory', key, articleVersionSchema);
export const versionKeysOf = (articleId: string): Promise<string[]> => listKeys('articleHistory', articleHistoryKeys.versions(articleId));
export const removeVersion = (key: string): Promise<void> => deleteKey('articleHistory', key);

/* ---- article-images ---- */

export const writeImage = (id: string, bytes: Uint8Array, metadata: Record<string, unknown>): Promise<void> =>
  writeBytes('articleImages', imageKeys.image(id), bytes, metadata);
export const readImageBytes = (id: string) => readBytes('articleImages', imageKeys.image(id));
export const readImageMetadata = (id: string) => readMetadata('articleImages', imageKeys.image(id));
