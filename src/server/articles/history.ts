import type { ArticleRecord, ArticleVersion } from '../../lib/api/articles';
import { StoreUnavailableError, type Versioned } from '../storage';
import { articleHistoryKeys, createVersion, readVersionRecord, removeVersion, versionKeysOf } from './store';

/**
 * Earlier versions of each article (store `article-history`), as page text
 * keeps its history (src/server/content/entries.ts): every save first keeps the
 * working copy it replaces, under `<id>/<time it was saved, padded>-<its
 * version>`, so keys sort by age and two racing saves over the same version
 * write the same key. Restoring is an ordinary save of the old fields.
 */
export const ARTICLE_HISTORY_LIMIT = 30;

function versionKey(replaced: Versioned<ArticleRecord>): string {
  const savedMs = Date.parse(replaced.value.updated_at) || 0;
  const version = replaced.etag.replace(/[^A-Za-z0-9]/g, '').slice(0, 24);
  return articleHistoryKeys.version(replaced.value.id, savedMs, version);
}

export async function keepVersion(replaced: Versioned<ArticleRecord>, replacedAt: string): Promise<void> {
  const key = versionKey(replaced);
  await createVersion(key, {
    id: key,
    fields: replaced.value.fields,
    saved_at: replaced.value.updated_at,
    saved_by: replaced.value.updated_by,
    replaced_at: replacedAt,
  } satisfies ArticleVersion);
}

const newestFirst = (keys: string[]) => [...keys].sort((a, b) => b.localeCompare(a));

/** Keeps the newest versions; a failure only leaves a few extra records for next time. */
export async function trimHistory(articleId: string): Promise<void> {
  try {
    const old = newestFirst(await versionKeysOf(articleId)).slice(ARTICLE_HISTORY_LIMIT);
    await Promise.all(old.map((key) => removeVersion(key)));
  } catch (error) {
    console.warn(`Article history: could not trim the history of ${articleId} (harmless; tried again next save).`, error);
  }
}

/** An article's earlier versions, newest first; one that does not parse is skipped. */
export async function listVersions(articleId: string): Promise<ArticleVersion[]> {
  const keys = newestFirst(await versionKeysOf(articleId)).slice(0, ARTICLE_HISTORY_LIMIT);
  const versions = await Promise.all(
    keys.map((key) =>
      readVersionRecord(key).catch((error: unknown) => {
        if (error instanceof StoreUnavailableError) throw error;
        console.error(`Skipping unreadable article version ${key}`, error);
        return null;
      }),
    ),
  );
  return versions.filter((version): version is ArticleVersion => version !== null);
}

/** One earlier version of this article (null for another article's or an unknown id). */
export async function readVersion(articleId: string, versionId: string): Promise<ArticleVersion | null> {
  if (!versionId.startsWith(articleHistoryKeys.versions(articleId))) return null;
  return readVersionRecord(versionId);
}

export async function deleteHistory(articleId: string): Promise<void> {
  const keys = await versionKeysOf(articleId);
  await Promise.all(keys.map((key) => removeVersion(key)));
}
