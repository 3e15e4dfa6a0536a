import type { ArticleFields, ArticleRecord } from '../api/articles';
import { BUILD_TIME_LIMIT_MS, entryStatus, type BuildRecord, type EntryPublishStatus, type PublishInfo } from './publish-status';
import { textFingerprint } from './text-fingerprint';

/**
 * Where an article stands, for the Articles screen's list and editor. Derived
 * from the same three facts as page text (publish-status.ts): the stored
 * article, the deployed build record (/content-version.json, which lists a
 * fingerprint per article the built site shows) and the publishing state.
 */
export type ArticleStatus =
  /** Never published (or unpublished and off the site). */
  | { state: 'draft' }
  /** Published with a time still to come; the scheduled function builds the site then. */
  | { state: 'scheduled'; at: string }
  /** The site shows the published version, and the working copy is the same. */
  | { state: 'live' }
  /** The site shows the published version; the working copy has edits not published yet. */
  | { state: 'changed' }
  /** A build that carries the change (going live, an update, or coming off the site) is on its way. */
  | { state: 'publishing'; since: string | null }
  /** The build did not come (hook failed, nothing requested, or no build in time). */
  | { state: 'failed'; reason: 'hook-failed' | 'no-build' | 'not-requested' | 'not-published' };

/** The build record's key of an article. */
export const articleBuildKey = (id: string) => `article.${id}`;

/** What the build fingerprints for an article it shows: its published fields and when it went live. */
export function articleShownText(fields: ArticleFields, goLiveAt: string): string {
  return JSON.stringify([fields, goLiveAt]);
}

export function articleFingerprint(fields: ArticleFields, goLiveAt: string): string {
  return textFingerprint(articleShownText(fields, goLiveAt));
}

const sameFields = (a: ArticleFields, b: ArticleFields) => JSON.stringify(a) === JSON.stringify(b);

function fromPublishStatus(status: EntryPublishStatus): ArticleStatus {
  switch (status.state) {
    case 'live':
      return { state: 'live' };
    case 'publishing':
      return { state: 'publishing', since: status.requestedAt };
    case 'not-published':
      return { state: 'failed', reason: 'not-published' };
    case 'failed':
      return { state: 'failed', reason: status.reason };
  }
}

export function articleStatus(article: ArticleRecord, info: PublishInfo, deployed: BuildRecord | null, now: number): ArticleStatus {
  const published = article.published;
  const id = articleBuildKey(article.id);
  if (!published) {
    // Unpublished, and the deployed site still shows it: coming off the site with the next build.
    if (info.mode === 'live' || deployed?.texts[id] === undefined) return { state: 'draft' };
    // No text matches a fingerprint the build wrote, so this is "publishing" or "failed", never "live".
    const status = fromPublishStatus(entryStatus({ id, content: '', updated_at: article.updated_at }, info, deployed, now));
    return status.state === 'live' ? { state: 'draft' } : status;
  }
  const goLive = Date.parse(published.goLiveAt);
  if (goLive > now) return { state: 'scheduled', at: published.goLiveAt };
  const status = entryStatus(
    { id, content: articleShownText(published.fields, published.goLiveAt), updated_at: published.goLiveAt },
    info,
    deployed,
    now,
  );
  // A scheduled article that just fell due: the scheduled function requests its build within minutes.
  if (status.state === 'failed' && status.reason === 'not-requested' && now - goLive < BUILD_TIME_LIMIT_MS) {
    return { state: 'publishing', since: null };
  }
  const shown = fromPublishStatus(status);
  if (shown.state === 'live' && !sameFields(article.fields, published.fields)) return { state: 'changed' };
  return shown;
}
