import { publishProblems, type ArticleRecord } from '../../lib/api/articles';
import { changeArticle, refuse, type ChangeResult } from './records';

/**
 * Publish now, Schedule, Unpublish. An article has a working copy (what the
 * editor saves) and at most one published version with the time it goes
 * live; the build shows every published version whose time has come
 * (site-articles.ts). So Publish now and Unpublish need a build at once
 * (the function requests it, as a page text save does), and Schedule needs
 * one at its time (netlify/functions/articles-publish-scheduled.ts requests it).
 */
const isOnSite = (record: ArticleRecord, now: number) => record.published !== null && Date.parse(record.published.goLiveAt) <= now;

function problemsOf(record: ArticleRecord) {
  const problems = publishProblems(record.fields);
  const [field, reason] = Object.entries(problems)[0] ?? [];
  return field && reason ? refuse(400, `${reason}.`, field) : null;
}

/**
 * The published version becomes the working copy, live from `goLiveAt`. When
 * a live article moves to a new address, the old one is kept and answers 301.
 */
function publishAt(record: ArticleRecord, goLiveAt: string, by: string, now: number): ArticleRecord {
  const live = isOnSite(record, now) ? record.published : null;
  const newSlug = record.fields.slug;
  const formerSlugs = new Set(record.formerSlugs);
  if (live && live.fields.slug !== newSlug) formerSlugs.add(live.fields.slug);
  formerSlugs.delete(newSlug);
  return {
    ...record,
    published: { fields: record.fields, goLiveAt, publishedBy: by },
    firstLiveAt: record.firstLiveAt ?? (live ? live.goLiveAt : Date.parse(goLiveAt) <= now ? goLiveAt : null),
    formerSlugs: [...formerSlugs],
    updated_at: new Date(now).toISOString(),
    updated_by: by,
  };
}

export async function publishNow(id: string, by: string, expectedVersion?: string, now = Date.now()): Promise<ChangeResult> {
  return changeArticle(id, (current) => problemsOf(current) ?? publishAt(current, new Date(now).toISOString(), by, now), {
    expectedVersion,
  });
}

export async function schedule(id: string, at: string, by: string, expectedVersion?: string, now = Date.now()): Promise<ChangeResult> {
  const goLive = Date.parse(at);
  if (!(goLive > now)) return refuse(400, 'Please choose a time in the future.', 'at');
  return changeArticle(
    id,
    (current) => {
      if (isOnSite(current, now)) {
        return refuse(409, 'This article is live. Use Publish now to update it, or Unpublish it before scheduling.', 'at');
      }
      return problemsOf(current) ?? publishAt(current, new Date(goLive).toISOString(), by, now);
    },
    { expectedVersion },
  );
}

/** Off the site (or a schedule cancelled); the working copy stays as it is. */
export async function unpublish(id: string, by: string, expectedVersion?: string, now = Date.now()): Promise<ChangeResult> {
  return changeArticle(
    id,
    (current) => {
      if (!current.published) return refuse(409, 'This article is not published.');
      // Still live elsewhere? No: it is off the site, so its old addresses stop redirecting too (the build makes redirects only for live articles).
      return { ...current, published: null, updated_at: new Date(now).toISOString(), updated_by: by };
    },
    { expectedVersion },
  );
}

/** Whether a change alters what the site shows now (so a build must be requested); a draft save does not. */
export function changesSite(before: ArticleRecord, after: ArticleRecord, now = Date.now()): boolean {
  const shown = (record: ArticleRecord) => JSON.stringify(isOnSite(record, now) ? [record.published, record.formerSlugs] : null);
  return shown(before) !== shown(after);
}
