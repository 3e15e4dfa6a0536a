import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { siteArticleSchema, type ArticleRecord, type SiteArticle } from '../../lib/api/articles';
import { snapshotImagesDir, snapshotPath } from '../content-snapshot/index';
import { readImage } from './images';
import { listArticles } from './records';

/**
 * The articles the public site shows: every published article whose time
 * has come, newest first. Where they come from follows the page text
 * (page-text.ts): under `astro dev` the local store, read on every request,
 * so a published article appears at once; in `astro build` the content
 * snapshot (its `articles`, and the images beside it), with the snapshot's
 * time as "now", so a build shows exactly what was due when it was taken.
 */
export interface ArticleSource {
  /** Every published article, due or not, and the time that decides which are due. */
  published: () => Promise<{ articles: SiteArticle[]; now: number }>;
  /** An image's bytes, or null. */
  image: (id: string) => Promise<Uint8Array | null>;
}

/** What the build reads for a stored article: its published version, if it has one. */
export function siteArticleOf(record: ArticleRecord): SiteArticle | null {
  if (!record.published) return null;
  return {
    id: record.id,
    fields: record.published.fields,
    goLiveAt: record.published.goLiveAt,
    firstLiveAt: record.firstLiveAt ?? record.published.goLiveAt,
    formerSlugs: record.formerSlugs,
  };
}

const snapshotSchema = z.object({ takenAt: z.string(), articles: z.array(z.unknown()).default([]) });

export function snapshotArticleSource(path: string): ArticleSource {
  let loaded: { articles: SiteArticle[]; now: number } | undefined;
  const load = () => {
    if (loaded) return loaded;
    if (!existsSync(path)) return (loaded = { articles: [], now: Date.now() });
    const snapshot = snapshotSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    const articles = snapshot.articles.flatMap((raw) => {
      const parsed = siteArticleSchema.safeParse(raw);
      if (!parsed.success) console.warn(`[articles] Skipping an unreadable article in the snapshot: ${parsed.error.issues[0]?.message}`);
      return parsed.success ? [parsed.data] : [];
    });
    return (loaded = { articles, now: Date.parse(snapshot.takenAt) });
  };
  const imagesDir = snapshotImagesDir(path);
  return {
    published: async () => load(),
    image: async (id) => {
      const file = join(imagesDir, id);
      return existsSync(file) ? new Uint8Array(await readFile(file)) : null;
    },
  };
}

/** The live local store (dev). A store that cannot be read must not take the page down. */
export const liveArticleSource: ArticleSource = {
  published: async () => {
    try {
      const { items } = await listArticles();
      return { articles: items.flatMap((record) => siteArticleOf(record) ?? []), now: Date.now() };
    } catch (error) {
      console.warn('[articles] Could not read the articles store; showing none.', error);
      return { articles: [], now: Date.now() };
    }
  },
  image: async (id) => (await readImage(id).catch(() => null))?.bytes ?? null,
};

let buildSource: ArticleSource | undefined;

export function currentArticleSource(): ArticleSource {
  if (import.meta.env.DEV) return liveArticleSource;
  buildSource ??= snapshotArticleSource(snapshotPath());
  return buildSource;
}

/** Published articles whose time has come, newest first (first went live). */
export function dueArticles(articles: readonly SiteArticle[], now: number): SiteArticle[] {
  return articles
    .filter((article) => Date.parse(article.goLiveAt) <= now)
    .sort((a, b) => b.firstLiveAt.localeCompare(a.firstLiveAt) || b.id.localeCompare(a.id));
}

export async function liveArticles(source: ArticleSource = currentArticleSource()): Promise<SiteArticle[]> {
  const { articles, now } = await source.published();
  return dueArticles(articles, now);
}

/** Old address → current one, for every live article that moved (never over another live article's address). */
export function articleRedirects(articles: readonly SiteArticle[]): Map<string, string> {
  const current = new Set(articles.map((article) => article.fields.slug));
  const redirects = new Map<string, string>();
  for (const article of articles) {
    for (const slug of article.formerSlugs) if (!current.has(slug)) redirects.set(slug, article.fields.slug);
  }
  return redirects;
}

/**
 * The answer for an Insights address with nothing on it under `astro dev`
 * (the routes render on demand there, and Astro forbids rewriting to the
 * prerendered 404 page). The build never gets here: it makes only pages
 * that exist, and Netlify answers anything else with 404.html.
 */
export function notFoundInDev(): Response {
  return new Response('Nothing is published at this address.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
