// Bare Node runs this file too (the Netlify build plugin and `npm run build`,
// before anything is compiled): relative imports carry their extension and
// only type syntax Node can strip is used.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { readArticleRecords, readContentRecords, readImageBytes, removePendingBuild, snapshotKeys, writeLastSnapshot } from './store.ts';

/** Keys in the publishing store: the build requested and not yet snapshotted, and when the last build snapshotted. */
export const PENDING_BUILD_KEY = snapshotKeys.pendingBuild;
export const LAST_SNAPSHOT_KEY = snapshotKeys.lastSnapshot;

/** Where the build reads the snapshot unless CONTENT_SNAPSHOT_PATH says otherwise. */
export const DEFAULT_SNAPSHOT_PATH = '.netlify/content-snapshot.json';

export function snapshotPath(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_SNAPSHOT_PATH || DEFAULT_SNAPSHOT_PATH;
}

/**
 * Every stored content entry. A store that cannot be read throws (the build
 * stops); a record that does not parse is skipped and named (storage.ts readAll).
 */
export async function readContentEntries(): Promise<Record<string, unknown>[]> {
  const { records } = await readContentRecords();
  return records.map((record) => record.value);
}

/**
 * Every published article as the build reads it (src/lib/api/articles.ts,
 * siteArticleSchema): the published fields, when it goes live, its first
 * live date and its former addresses. Drafts never leave the store; which of
 * these the pages show (those whose time has come) is the site's decision.
 */
export async function readPublishedArticles(): Promise<Record<string, unknown>[]> {
  const { records } = await readArticleRecords();
  return records.flatMap(({ value }) => {
    const published = value.published as { fields?: unknown; goLiveAt?: unknown } | null | undefined;
    if (!published || typeof published.goLiveAt !== 'string') return [];
    return [
      {
        id: value.id,
        fields: published.fields,
        goLiveAt: published.goLiveAt,
        firstLiveAt: typeof value.firstLiveAt === 'string' ? value.firstLiveAt : published.goLiveAt,
        formerSlugs: Array.isArray(value.formerSlugs) ? value.formerSlugs : [],
      },
    ];
  });
}

/** Where the images of a snapshot's articles are kept: beside the snapshot file. */
export function snapshotImagesDir(path: string): string {
  return `${path.replace(/\.json$/, '')}-images`;
}

/** The ids of the images published articles show (hero and share image). */
export function imageIdsOf(articles: readonly Record<string, unknown>[]): string[] {
  const ids = new Set<string>();
  for (const article of articles) {
    const fields = article.fields as { hero?: { imageId?: unknown } | null; seo?: { imageId?: unknown } } | undefined;
    if (typeof fields?.hero?.imageId === 'string') ids.add(fields.hero.imageId);
    if (typeof fields?.seo?.imageId === 'string') ids.add(fields.seo.imageId);
  }
  return [...ids];
}

/** Copies those images from the store into `dir`, one file per id; an image missing from the store is named and skipped. */
export async function writeArticleImages(dir: string, articles: readonly Record<string, unknown>[]): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const id of imageIdsOf(articles)) {
    const found = await readImageBytes(id);
    if (!found) {
      console.warn(`content-snapshot: image ${id} of a published article is not in the store; its page shows none.`);
      continue;
    }
    await writeFile(join(dir, id), found.bytes);
    written += 1;
  }
  return written;
}

/**
 * Tells the functions a build is taking its snapshot now: the snapshot time
 * is recorded, then the pending build request is used up (a save made from
 * now on must request another build). Called before the content is read, so a
 * save that still saw the pending request is in the snapshot. In that order a
 * status read (publish.ts publishInfo reads the pending request first) always
 * finds one of the two: the other way round, a read between the steps found
 * neither and showed a save carried by this build as never requested.
 */
export async function markSnapshotTaken(takenAt: string = new Date().toISOString()): Promise<string> {
  await writeLastSnapshot(takenAt);
  await removePendingBuild();
  return takenAt;
}

/** Writes the snapshot file the site's content source reads at build time. */
export async function writeContentSnapshot(
  path: string,
  entries: readonly unknown[],
  takenAt: string = new Date().toISOString(),
  articles: readonly unknown[] = [],
): Promise<{ takenAt: string; entries: readonly unknown[]; articles: readonly unknown[] }> {
  await mkdir(dirname(path), { recursive: true });
  const snapshot = { takenAt, entries, articles };
  await writeFile(path, `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}
