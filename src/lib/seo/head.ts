import type { SiteConfig } from '../../config/site';
import { pageSeoSchema, type PageSeo } from './page-seo';
import { absoluteUrl, breadcrumbList, type JsonLd } from './structured-data';

export type Robots = 'index, follow' | 'noindex, follow' | 'noindex, nofollow';

export interface HeadInput extends PageSeo {
  robots?: Robots;
  /**
   * The title and description staff set for search results and shared links
   * (the admin's Search appearance). They replace the page's own in <title>,
   * the meta description and the Open Graph and Twitter tags, and nowhere
   * else: canonical, breadcrumbs and structured data keep the page's own.
   */
  shown?: { title: string; description: string } | null;
  /** Open Graph and Twitter tags; the alt text of the image defaults to the shown title. */
  social?: { image?: { path: string; alt?: string; width: number; height: number } };
  /** Pages between Home and this one in the breadcrumb trail (e.g. Insights above an article). */
  trail?: { name: string; path: string }[];
  /** The page's own structured data; breadcrumbs are added here. */
  records?: JsonLd[];
}

export type HeadTag =
  | { tag: 'meta'; attrs: { name: string; content: string } }
  | { tag: 'meta'; attrs: { property: string; content: string } }
  | { tag: 'link'; attrs: { rel: string; href: string } };

export interface HeadModel {
  title: string;
  tags: HeadTag[];
  jsonLd: JsonLd[];
}

/**
 * Longest <title> kept, the page title's own limit: search results cut longer
 * ones, and the website audit warns on them (its 15–65 characters), so the
 * brand is left off a title it would push past.
 */
export const MAX_TITLE_LENGTH = pageSeoSchema.shape.title.maxLength!;

/** The page title with " | brand" appended, unless it names the brand already or the suffix would not fit. */
export function fullTitle(title: string, brandName: string): string {
  if (title.includes(brandName)) return title;
  const branded = `${title} | ${brandName}`;
  return branded.length <= MAX_TITLE_LENGTH ? branded : title;
}

/**
 * Turns a page's SEO data into everything its <head> carries. Pure: the same
 * input always gives the same tags, so it is tested without rendering a page.
 */
export function buildHead(input: HeadInput, site: SiteConfig): HeadModel {
  const page = pageSeoSchema.parse(input);
  const shown = input.shown ? pageSeoSchema.pick({ title: true, description: true }).parse(input.shown) : page;
  const title = fullTitle(shown.title, site.brandName);
  const description = shown.description;
  const canonical = absoluteUrl(site, page.path);
  const robots = input.robots ?? 'index, follow';

  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'meta', attrs: { name: 'keywords', content: page.keywords.join(', ') } },
    { tag: 'meta', attrs: { name: 'robots', content: robots } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
  ];

  if (input.social) {
    tags.push(
      { tag: 'meta', attrs: { property: 'og:type', content: 'website' } },
      { tag: 'meta', attrs: { property: 'og:site_name', content: site.brandName } },
      { tag: 'meta', attrs: { property: 'og:locale', content: 'en_PK' } },
      { tag: 'meta', attrs: { property: 'og:title', content: title } },
      { tag: 'meta', attrs: { property: 'og:description', content: description } },
      { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    );
    const image = input.social.image;
    if (image) {
      tags.push(
        { tag: 'meta', attrs: { property: 'og:image', content: absoluteUrl(site, image.path) } },
        { tag: 'meta', attrs: { property: 'og:image:width', content: String(image.width) } },
        { tag: 'meta', attrs: { property: 'og:image:height', content: String(image.height) } },
        { tag: 'meta', attrs: { property: 'og:image:alt', content: image.alt ?? title } },
      );
    }
    tags.push(
      { tag: 'meta', attrs: { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' } },
      { tag: 'meta', attrs: { name: 'twitter:title', content: title } },
      { tag: 'meta', attrs: { name: 'twitter:description', content: description } },
    );
    if (image) tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: absoluteUrl(site, image.path) } });
  }

  const trail = [{ name: 'Home', path: '/' }, ...(input.trail ?? [])];
  if (page.path !== '/') trail.push({ name: page.breadcrumb ?? page.title, path: page.path });

  return { title, tags, jsonLd: [breadcrumbList(site, trail), ...(input.records ?? [])] };
}
