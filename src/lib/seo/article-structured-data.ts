import type { BlogPosting, WithContext } from 'schema-dts';
import type { SiteConfig } from '../../config/site';
import { absoluteUrl } from './structured-data';

/**
 * The BlogPosting record of an article page (Google's Article rich result:
 * headline, image, dates with a time zone, author, publisher). Pure: the page
 * passes plain values, the tests check the record.
 */
export interface BlogPostingInput {
  headline: string;
  description: string;
  path: string;
  /** Absolute paths of the article's images (hero, share card), largest first. */
  images: string[];
  datePublished: string;
  dateModified: string;
  /** The staff member who wrote it. */
  authorName: string;
  keywords: string[];
  section: string;
}

/** Google shows at most 110 characters of a headline. */
export const HEADLINE_MAX = 110;

export function blogPosting(site: SiteConfig, input: BlogPostingInput): WithContext<BlogPosting> {
  const url = absoluteUrl(site, input.path);
  const headline = input.headline.length <= HEADLINE_MAX ? input.headline : `${input.headline.slice(0, HEADLINE_MAX - 1).trimEnd()}…`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description: input.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: input.images.map((path) => absoluteUrl(site, path)),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: { '@type': 'Person', name: input.authorName, worksFor: { '@type': 'Organization', name: site.brandName } },
    publisher: { '@type': 'Organization', name: site.brandName, url: absoluteUrl(site, '/') },
    inLanguage: 'en-PK',
    articleSection: input.section,
    ...(input.keywords.length > 0 && { keywords: input.keywords.join(', ') }),
  };
}
