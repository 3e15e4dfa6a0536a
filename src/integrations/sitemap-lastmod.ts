import { existsSync, readFileSync } from 'node:fs';
import type { SitemapItem } from '@astrojs/sitemap';
import { z } from 'zod';
import { contentEntrySchema } from '../lib/api/content';
import type { EditablePage } from '../lib/content/editable-content';
import { lastEditedByPath } from '../lib/publishing/last-edited';
import { pagesOf } from '../data/landing/pages';
import { snapshotPath } from '../server/content-snapshot/index';
import { articlePath, categoryPath, INSIGHTS_PATH } from '../lib/articles/insights';
import { dueArticles } from '../server/articles/index';
import { siteArticleSchema } from '../lib/api/articles';

/** The page each editable text page's words appear on. */
const pathOfTextPage = Object.fromEntries([
  ['home', '/'],
  ...pagesOf('city').map((page) => [page.editablePage, `/${page.slug}`]),
]) as Record<EditablePage, string>;

/**
 * @astrojs/sitemap's `serialize`: each URL's lastmod is when its text or
 * search appearance was last saved, read from the content snapshot the build
 * uses (src/lib/publishing/last-edited.ts says which saves count). Pages
 * nobody edited get none. An Insights index with no live article yet is left
 * out (undefined drops a URL): it is noindex until the first one
 * (src/pages/insights/index.astro), so it is not offered to crawlers either.
 */
export function sitemapLastmod(path = snapshotPath()): (item: SitemapItem) => SitemapItem | undefined {
  const snapshot = existsSync(path)
    ? z
        .object({ takenAt: z.string().optional(), entries: z.array(z.unknown()), articles: z.array(z.unknown()).default([]) })
        .parse(JSON.parse(readFileSync(path, 'utf8')))
    : { takenAt: undefined, entries: [], articles: [] };
  const entries = snapshot.entries.flatMap((raw) => {
    const parsed = contentEntrySchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const edited = lastEditedByPath(entries, pathOfTextPage);
  // Articles: when the version on the site went live; a list page: when its newest change did.
  const articles = dueArticles(
    snapshot.articles.flatMap((raw) => {
      const parsed = siteArticleSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
    Date.parse(snapshot.takenAt ?? '') || Date.now(),
  );
  const newer = (path: string, iso: string) => {
    const known = edited.get(path);
    if (!known || Date.parse(iso) > Date.parse(known)) edited.set(path, iso);
  };
  for (const article of articles) {
    newer(articlePath(article.fields.slug), article.goLiveAt);
    newer(INSIGHTS_PATH, article.goLiveAt);
    newer(categoryPath(article.fields.category), article.goLiveAt);
  }
  return (item) => {
    const pathname = new URL(item.url).pathname.replace(/(.)\/$/, '$1');
    if (pathname === INSIGHTS_PATH && articles.length === 0) return undefined;
    const lastmod = edited.get(pathname);
    return lastmod ? { ...item, lastmod } : item;
  };
}
