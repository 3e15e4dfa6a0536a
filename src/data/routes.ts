import { pagesOf } from './landing/pages';
import { documentPages } from './documents/pages';
import type { LandingKind } from './landing/kinds';

/**
 * Every public route of the site, grouped as the footer shows them, derived
 * from the landing-page data: a page and its link cannot drift apart. A
 * link's label is the page's breadcrumb name.
 */
export interface RouteLink {
  path: string;
  label: string;
}

const routesOf = (kind: LandingKind): RouteLink[] => pagesOf(kind).map((page) => ({ path: `/${page.slug}`, label: page.seo.breadcrumb }));

export const serviceRoutes = routesOf('service');
export const industryRoutes = routesOf('industry');
export const cityRoutes = routesOf('city');
export const countryRoutes = routesOf('country');
/** About us, privacy notice, terms. */
export const documentRoutes: RouteLink[] = documentPages.map((page) => ({ path: `/${page.slug}`, label: page.seo.breadcrumb }));

/** Home sections the navigation scrolls to, in page order. */
export const navSections = [
  { id: 'services', label: 'Services' },
  { id: 'packages', label: 'Packages' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'faq', label: 'FAQ' },
] as const;

export const publicRoutes: string[] = [
  '/',
  ...[serviceRoutes, industryRoutes, cityRoutes, countryRoutes, documentRoutes].flat().map((r) => r.path),
];
