import type { ArticleCategory } from '../lib/api/articles';
import { serviceRoutes, type RouteLink } from './routes';

/**
 * The Insights categories, each tied to the services it leads readers to: an
 * article links to its category's service pages (internal links are the
 * point of an SEO agency's articles), and a category page does too.
 */
export interface ArticleCategoryInfo {
  slug: ArticleCategory;
  label: string;
  /** One sentence for the category page and its search result. */
  description: string;
  services: RouteLink[];
}

const service = (path: string): RouteLink => {
  const route = serviceRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Article categories: ${path} is not a service page`);
  return route;
};

export const articleCategories: Record<ArticleCategory, ArticleCategoryInfo> = {
  'local-seo': {
    slug: 'local-seo',
    label: 'Local SEO',
    description: 'How businesses in Pakistan get found in Google Maps and local results by customers in their own city.',
    services: [service('/local-seo')],
  },
  'technical-seo': {
    slug: 'technical-seo',
    label: 'Technical SEO',
    description: 'Site speed, crawling, indexing and page structure: the technical checks that decide whether Google can rank a site.',
    services: [service('/seo-audit'), service('/on-page-seo')],
  },
  'content-and-links': {
    slug: 'content-and-links',
    label: 'Content and links',
    description: 'Writing pages that answer what customers search for, and earning the links that make Google trust them.',
    services: [service('/on-page-seo'), service('/off-page-seo')],
  },
  'ecommerce-seo': {
    slug: 'ecommerce-seo',
    label: 'E-commerce SEO',
    description: 'Category pages, product pages and site structure that bring buyers from Google to an online shop.',
    services: [service('/ecommerce-seo')],
  },
  'saas-seo': {
    slug: 'saas-seo',
    label: 'SEO for SaaS',
    description: 'Search strategy for software companies: pages that turn searches for a problem into sign-ups and demos.',
    services: [service('/seo-for-saas')],
  },
};
