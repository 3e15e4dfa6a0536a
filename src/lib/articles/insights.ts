import { ARTICLE_LIMITS, type SiteArticle } from '../api/articles';
import { PAKISTAN_TIME_ZONE } from '../time/pakistan-time';

/**
 * Pure rules of the Insights pages: addresses, paging, what an article shows
 * in search results, and which articles are related. The pages and the feed
 * call these; the tests call them directly.
 */
export const INSIGHTS_PATH = '/insights';

/** The Insights index's words: its page, and its sharing card. */
export const INSIGHTS_INDEX = {
  title: 'SEO insights for businesses in Pakistan',
  heading: 'Insights',
  intro:
    'Practical articles from our team on getting found in Google: local search, technical checks, content and links, written for business owners.',
  description:
    "Practical SEO articles for business owners in Pakistan: local search, technical SEO, content and link building, from our agency's team.",
} as const;
export const ARTICLES_PER_PAGE = 10;
export const FEED_PATH = '/insights/rss.xml';
export const FEED_SIZE = 20;

export const articlePath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;
export const categoryPath = (category: string) => `${INSIGHTS_PATH}/category/${category}`;
/** Page 1 is /insights itself; page n is /insights/page/n. */
export const indexPagePath = (page: number) => (page <= 1 ? INSIGHTS_PATH : `${INSIGHTS_PATH}/page/${page}`);

export interface IndexPage {
  page: number;
  pages: number;
  articles: SiteArticle[];
}

/** The articles (newest first) cut into pages of ten; at least one page, empty when there are none. */
export function indexPages(articles: readonly SiteArticle[]): IndexPage[] {
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  return Array.from({ length: pages }, (_, index) => ({
    page: index + 1,
    pages,
    articles: articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
  }));
}

/** The text cut to at most `max` characters at a word, with "…" when cut. */
export function clipOnWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/** The title and description an article shows in search results and shared links. */
export function articleSearchTexts(article: Pick<SiteArticle, 'fields'>): { title: string; description: string } {
  const { fields } = article;
  return {
    title: fields.seo.title || clipOnWord(fields.title, ARTICLE_LIMITS.seoTitleMax),
    description: fields.seo.description || clipOnWord(fields.excerpt, 160),
  };
}

/**
 * Up to `limit` other articles, the most related first: a shared category
 * counts 2, each shared tag 1; ties go to the newer. Unrelated ones never show.
 */
export function relatedArticles(article: SiteArticle, all: readonly SiteArticle[], limit = 3): SiteArticle[] {
  const tags = new Set(article.fields.tags);
  return all
    .filter((other) => other.id !== article.id)
    .map((other) => ({
      other,
      score: (other.fields.category === article.fields.category ? 2 : 0) + other.fields.tags.filter((tag) => tags.has(tag)).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.firstLiveAt.localeCompare(a.other.firstLiveAt))
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The date an article was last changed on the site, when that is after it first went live. */
export function updatedDate(article: SiteArticle): string | null {
  return Date.parse(article.goLiveAt) > Date.parse(article.firstLiveAt) ? article.goLiveAt : null;
}

/** "25 November 2026" (Pakistan's calendar day). */
export function displayDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PAKISTAN_TIME_ZONE });
}
