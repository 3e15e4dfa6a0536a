import type { ArticleRecord, VersionedArticle } from '../../lib/api/articles';
import type { Listing, Versioned } from '../storage';
import { keepVersion, trimHistory } from './history';
import { createArticleRecord, readAllArticles, readArticleRecord, replaceArticleRecord } from './store';

/**
 * Article records (store `articles`, key `article/<id>`). Every change is a
 * conditional write on the etag that was read, and the etag is the article's
 * `version`: a writer who sends the version they read and finds another is
 * refused with the current article (409), exactly as page text is.
 */
const versioned = (found: Versioned<ArticleRecord>): VersionedArticle => ({ ...found.value, version: found.etag });

export async function readArticle(id: string): Promise<Versioned<ArticleRecord> | null> {
  return readArticleRecord(id);
}

/** Every readable article, most recently edited first; unreadable records are skipped and counted. */
export async function listArticles(): Promise<Listing<VersionedArticle>> {
  const { records, unreadable } = await readAllArticles();
  const items = records.map(versioned).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { items, unreadable: unreadable.length };
}

/** Writes a new article; false if the id exists (never, with fresh ULIDs, but never overwrite). */
export async function createArticle(record: ArticleRecord): Promise<VersionedArticle | null> {
  if (!(await createArticleRecord(record))) return null;
  const found = await readArticle(record.id);
  return found && versioned(found);
}

/** A change the domain refuses, with the HTTP status and the field it concerns. */
export interface Refusal {
  status: 'refused';
  refused: { status: 400 | 409; reason: string; field?: string };
}
export const refuse = (status: 400 | 409, reason: string, field?: string): Refusal => ({
  status: 'refused',
  refused: { status, reason, ...(field && { field }) },
});

export type ChangeResult =
  | { status: 'changed'; article: VersionedArticle; before: ArticleRecord }
  | { status: 'missing' }
  | { status: 'conflict'; current: VersionedArticle | null }
  | Refusal;

export interface ChangeOptions {
  /** The version the writer read; without it, the one just read (two racing writes still cannot both win). */
  expectedVersion?: string | undefined;
  /** The working copy is replaced: keep the old one in the history first. */
  keepHistory?: boolean;
  /** Runs when the write did not happen (e.g. give back a slug claimed for it). */
  undo?: () => Promise<void>;
}

export async function changeArticle(
  id: string,
  change: (current: ArticleRecord) => Promise<ArticleRecord | Refusal> | ArticleRecord | Refusal,
  options: ChangeOptions = {},
): Promise<ChangeResult> {
  const found = await readArticle(id);
  if (!found) return { status: 'missing' };
  if (options.expectedVersion && options.expectedVersion !== found.etag) return { status: 'conflict', current: versioned(found) };
  const next = await change(found.value);
  if ('refused' in next) return next;
  // The version it replaces is kept first: a store failure here stops the save (503), nothing is lost.
  if (options.keepHistory) await keepVersion(found, next.updated_at);
  const result = await replaceArticleRecord(id, next, found.etag).catch(async (error: unknown) => {
    await options.undo?.().catch(() => undefined);
    throw error;
  });
  if (!result.written) {
    await options.undo?.().catch(() => undefined);
    const latest = await readArticle(id);
    return { status: 'conflict', current: latest && versioned(latest) };
  }
  if (options.keepHistory) await trimHistory(id);
  const etag = result.etag ?? (await readArticle(id))?.etag ?? '';
  return { status: 'changed', article: { ...next, version: etag }, before: found.value };
}
