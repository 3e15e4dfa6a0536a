import { ulid } from 'ulid';
import type { ArticleFields, ArticleRecord, VersionedArticle } from '../../lib/api/articles';
import { deleteHistory, readVersion } from './history';
import { imageInfo } from './images';
import { changeArticle, createArticle, readArticle, refuse, type ChangeResult, type Refusal } from './records';
import { claimSlug, releaseSlug } from './slugs';
import { removeArticleRecord } from './store';

/**
 * Writing an article: create, save the working copy (Save draft), restore
 * an earlier version, delete. Publishing is publishing.ts.
 */
const SLUG_TAKEN = 'Another article already uses this address. Please choose another.';

/** What the fields point to must exist: the author's account, the uploaded images. */
async function checkReferences(fields: ArticleFields): Promise<Refusal | null> {
  // The auth area loads here, when an article is written, not with every function that reads articles (a tap, the content).
  const { findAdmin } = await import('../auth/index');
  if (!(await findAdmin(fields.author))) return refuse(400, 'There is no staff member with that username.', 'author');
  if (fields.hero && !(await imageInfo(fields.hero.imageId))) {
    return refuse(400, 'That hero image has not been uploaded. Please upload it again.', 'hero');
  }
  if (fields.seo.imageId && !(await imageInfo(fields.seo.imageId))) {
    return refuse(400, 'That share image has not been uploaded. Please upload it again.', 'seo');
  }
  return null;
}

/** Slugs an article must keep: its live address and those that redirect to it. */
const keptSlugs = (record: ArticleRecord) => new Set([...(record.published ? [record.published.fields.slug] : []), ...record.formerSlugs]);

export type CreateResult = { status: 'created'; article: VersionedArticle } | Refusal;

export async function createDraft(fields: ArticleFields, savedBy: string): Promise<CreateResult> {
  const problem = await checkReferences(fields);
  if (problem) return problem;
  const id = ulid();
  if ((await claimSlug(fields.slug, id)) === 'taken') return refuse(409, SLUG_TAKEN, 'slug');
  const now = new Date().toISOString();
  const record: ArticleRecord = {
    id,
    fields,
    created_at: now,
    created_by: savedBy,
    updated_at: now,
    updated_by: savedBy,
    published: null,
    firstLiveAt: null,
    formerSlugs: [],
  };
  const article = await createArticle(record).catch(async (error: unknown) => {
    await releaseSlug(fields.slug, id).catch(() => undefined);
    throw error;
  });
  if (!article) return refuse(409, 'Please try again.');
  return { status: 'created', article };
}

/** Save draft: the working copy becomes `fields`; the one it replaces goes into the history. */
export async function saveDraft(id: string, fields: ArticleFields, savedBy: string, expectedVersion?: string): Promise<ChangeResult> {
  let claimedNow = false;
  return changeArticle(
    id,
    async (current) => {
      const problem = await checkReferences(fields);
      if (problem) return problem;
      if (fields.slug !== current.fields.slug) {
        const claim = await claimSlug(fields.slug, id);
        if (claim === 'taken') return refuse(409, SLUG_TAKEN, 'slug');
        claimedNow = claim === 'claimed';
      }
      return { ...current, fields, updated_at: new Date().toISOString(), updated_by: savedBy };
    },
    {
      expectedVersion,
      keepHistory: true,
      undo: async () => {
        if (claimedNow) await releaseSlug(fields.slug, id);
      },
    },
  ).then(async (result) => {
    // The old address is given up unless the article is live there or redirects from it.
    if (
      result.status === 'changed' &&
      result.before.fields.slug !== fields.slug &&
      !keptSlugs(result.article).has(result.before.fields.slug)
    ) {
      await releaseSlug(result.before.fields.slug, id).catch((error: unknown) =>
        console.warn(`Articles: could not free the address ${result.before.fields.slug} (it stays reserved).`, error),
      );
    }
    return result;
  });
}

/** Restore: an earlier version's fields saved as a new draft (itself in the history, like any save). */
export async function restoreVersion(
  id: string,
  versionId: string,
  savedBy: string,
  expectedVersion?: string,
): Promise<ChangeResult | { status: 'no-version' }> {
  const version = await readVersion(id, versionId);
  if (!version) return { status: 'no-version' };
  return saveDraft(id, version.fields, savedBy, expectedVersion);
}

export type DeleteResult =
  { status: 'deleted'; wasOnSite: boolean } | { status: 'missing' } | { status: 'conflict'; current: VersionedArticle };

/** Delete: the article, its history and its addresses. A live one leaves the site with the next build. */
export async function deleteArticle(id: string, expectedVersion?: string, now = Date.now()): Promise<DeleteResult> {
  const found = await readArticle(id);
  if (!found) return { status: 'missing' };
  if (expectedVersion && expectedVersion !== found.etag) return { status: 'conflict', current: { ...found.value, version: found.etag } };
  const record = found.value;
  await removeArticleRecord(id);
  const slugs = new Set([record.fields.slug, ...keptSlugs(record)]);
  await Promise.all([...slugs].map((slug) => releaseSlug(slug, id))).catch((error: unknown) =>
    console.warn(`Articles: could not free every address of deleted article ${id}.`, error),
  );
  await deleteHistory(id).catch((error: unknown) => console.warn(`Articles: could not delete the history of ${id}.`, error));
  const wasOnSite = record.published !== null && Date.parse(record.published.goLiveAt) <= now;
  return { status: 'deleted', wasOnSite };
}
