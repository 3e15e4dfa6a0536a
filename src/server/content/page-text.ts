import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { contentDefaults } from '../../data/editable';
import { contentEntrySchema, type ContentEntry } from '../../lib/api/content';
import { EDITABLE_PAGES, textLookup, type EditablePage, type StoredPage, type TextLookup } from '../../lib/content/editable-content';
import { searchRouteOf, searchRoutes } from '../../data/search-appearance';
import {
  resolveSearchTexts,
  SEARCH_APPEARANCE_PAGE,
  searchEntryId,
  SEARCH_FIELDS,
  type SearchTexts,
} from '../../lib/seo/search-appearance';
import type { BuildRecord } from '../../lib/publishing/publish-status';
import { textFingerprint } from '../../lib/publishing/text-fingerprint';
import { listEntries } from './entries';
import { snapshotPath } from '../content-snapshot/index';
import { articleBuildKey, articleFingerprint } from '../../lib/publishing/article-status';
import { currentArticleSource, liveArticles, type ArticleSource } from '../articles/index';

/**
 * The one place pages get their editable text from. Stored text wins where an
 * entry exists, the built-in default fills every other key, and the page
 * renders it into its HTML: no page fetches text in the browser.
 *
 * Where the stored text comes from depends on how the page is rendered:
 * - `astro dev`: the local Blobs store, read on every request, so an admin
 *   edit shows on the next page load;
 * - `astro build`: the snapshot file written before the build (by the Netlify
 *   build plugin, or `npm run build` locally); without one, the defaults.
 */
export type ContentSource = (page: StoredPage) => Promise<readonly ContentEntry[]>;

const snapshotSchema = z.object({ takenAt: z.string(), entries: z.array(z.unknown()) });

/** Reads a snapshot file; entries that do not parse are skipped, not fatal. */
export function snapshotSource(path: string, log: (message: string) => void = console.warn): ContentSource {
  let entries: ContentEntry[] | undefined;
  const load = (): ContentEntry[] => {
    if (entries) return entries;
    if (!existsSync(path)) {
      log(`[content] No content snapshot at ${path}: pages use the built-in default text.`);
      return (entries = []);
    }
    const snapshot = snapshotSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    entries = snapshot.entries.flatMap((raw) => {
      const parsed = contentEntrySchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    });
    log(`[content] Using ${entries.length} stored entries from the snapshot taken ${snapshot.takenAt}.`);
    return entries;
  };
  return async (page) => load().filter((entry) => entry.page === page);
}

/** The live local store (dev). A store that cannot be read must not take the page down. */
export const liveStoreSource: ContentSource = async (page) => {
  try {
    return (await listEntries(page)).items;
  } catch (error) {
    console.warn(`[content] Could not read stored text for ${page}; showing defaults.`, error);
    return [];
  }
};

let buildSource: ContentSource | undefined;

function currentSource(): ContentSource {
  if (import.meta.env.DEV) return liveStoreSource;
  buildSource ??= snapshotSource(snapshotPath());
  return buildSource;
}

export async function pageText(page: EditablePage, source: ContentSource = currentSource()): Promise<TextLookup> {
  return textLookup(contentDefaults[page], await source(page));
}

/**
 * The title and description a route shows in search results and shared
 * links: the stored (published) ones where staff edited them, the data
 * file's otherwise. Null for pages without editable search appearance.
 */
export async function searchTexts(path: string, source: ContentSource = currentSource()): Promise<SearchTexts | null> {
  const route = searchRouteOf(path);
  if (!route) return null;
  return resolveSearchTexts(path, route, await source(SEARCH_APPEARANCE_PAGE));
}

/** When the snapshot the build reads was taken; null without one (or under astro dev). */
export function snapshotTakenAt(path = snapshotPath()): string | null {
  if (import.meta.env.DEV || !existsSync(path)) return null;
  return snapshotSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).takenAt;
}

/**
 * The build record, served as /content-version.json: a fingerprint of every
 * editable text exactly as the built pages show it (the same lookup the pages
 * use), so the admin can tell which saved text is live.
 */
export async function buildRecord(
  source: ContentSource = currentSource(),
  takenAt: string | null = snapshotTakenAt(),
  builtAt = new Date().toISOString(),
  articleSource: ArticleSource = currentArticleSource(),
): Promise<BuildRecord> {
  const texts: Record<string, string> = {};
  for (const page of EDITABLE_PAGES) {
    const stored = await source(page);
    const text = textLookup(contentDefaults[page], stored);
    for (const { contentKey } of contentDefaults[page]) texts[`${page}.${contentKey}`] = textFingerprint(text(contentKey));
    // Keys only the store has (no page renders them yet) are "shown" as stored.
    for (const entry of stored) texts[entry.id] ??= textFingerprint(entry.content);
  }
  // Search appearance entries, as the pages' heads show them (the same rule as searchTexts).
  const storedSearch = await source(SEARCH_APPEARANCE_PAGE);
  for (const route of searchRoutes) {
    const shown = resolveSearchTexts(route.path, route, storedSearch);
    for (const field of SEARCH_FIELDS) texts[searchEntryId(route.path, field)] = textFingerprint(shown[field]);
  }
  // Articles the built site shows, each as the version it shows (src/lib/publishing/article-status.ts).
  for (const article of await liveArticles(articleSource))
    texts[articleBuildKey(article.id)] = articleFingerprint(article.fields, article.goLiveAt);
  return { builtAt, snapshotTakenAt: takenAt, texts };
}
