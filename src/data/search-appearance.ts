import type { DefaultEntry } from '../lib/content/editable-content';
import { searchContentKey, routeKeyOf, type SearchTexts } from '../lib/seo/search-appearance';
import { homeSeo } from './home/seo';
import { landingPages } from './landing/pages';
import { documentPages } from './documents/pages';
import { INSIGHTS_INDEX, INSIGHTS_PATH } from '../lib/articles/insights';
import type { LandingKind } from './landing/kinds';

/**
 * The public routes whose search appearance staff can edit (home and the
 * twenty landing pages), with the title and description their data files
 * give: what each shows until someone edits it. The reading pages (about,
 * privacy, terms) keep their data-file values.
 */
export type SearchRouteKind = 'home' | LandingKind;

export interface SearchRoute extends SearchTexts {
  path: string;
  kind: SearchRouteKind;
  /** The page's name, as breadcrumbs and the footer give it. */
  name: string;
}

export const searchRoutes: readonly SearchRoute[] = [
  { path: '/', kind: 'home', name: 'Home', title: homeSeo.title, description: homeSeo.description },
  ...landingPages.map((page) => ({
    path: `/${page.slug}`,
    kind: page.kind,
    name: page.seo.breadcrumb,
    title: page.seo.title,
    description: page.seo.description,
  })),
];

export function searchRouteOf(path: string): SearchRoute | undefined {
  return searchRoutes.find((route) => route.path === path);
}

/** The built-in values as content entries (section = route key), for the fingerprint and the store's order. */
export const searchAppearanceDefaults: readonly DefaultEntry[] = searchRoutes.flatMap((route) => [
  { section: routeKeyOf(route.path), contentKey: searchContentKey(route.path, 'title'), content: route.title },
  { section: routeKeyOf(route.path), contentKey: searchContentKey(route.path, 'description'), content: route.description },
]);

/** What an Open Graph card names as the kind of page. */
export const OG_KIND_LABELS: Record<OgCard['kind'], string> = {
  home: 'SEO agency in Pakistan',
  city: 'Local SEO',
  country: 'International SEO',
  service: 'SEO service',
  industry: 'SEO for your industry',
  document: 'About the agency',
  insights: 'Insights',
};

export interface OgCard {
  path: string;
  /** File name under /og/: "home" for "/", else the slug. */
  slug: string;
  kind: SearchRouteKind | 'document' | 'insights';
  /** The page's own title; the edited one replaces it where staff changed it. */
  title: string;
}

/** Every page that gets a social-sharing image: the editable routes and the reading pages. */
export const ogCards: readonly OgCard[] = [
  ...searchRoutes.map((route) => ({
    path: route.path,
    slug: route.path === '/' ? 'home' : route.path.slice(1),
    kind: route.kind,
    title: route.title,
  })),
  ...documentPages.map((page) => ({ path: `/${page.slug}`, slug: page.slug, kind: 'document' as const, title: page.seo.title })),
  { path: INSIGHTS_PATH, slug: 'insights', kind: 'insights', title: INSIGHTS_INDEX.title },
];

export function ogImagePath(path: string): string | null {
  const card = ogCards.find((c) => c.path === path);
  return card ? `/og/${card.slug}.png` : null;
}
