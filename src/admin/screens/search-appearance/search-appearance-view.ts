import type { ContentEntry } from '../../api/content-api';
import type { SearchAppearanceRoute, SearchAppearanceSetup } from '../../app-context';
import { UNSTORED_VERSION } from '../../../lib/api/content';
import { fullTitle } from '../../../lib/seo/head';
import {
  findDuplicates,
  resolveSearchTexts,
  routeKeyOf,
  SEARCH_APPEARANCE_PAGE,
  SEARCH_FIELDS,
  searchContentKey,
  searchEntryId,
  type SearchField,
} from '../../../lib/seo/search-appearance';

export interface FieldView {
  /** The stored entry, or one standing for the data-file value (version UNSTORED_VERSION) until the first save. */
  entry: ContentEntry;
  /** What the page shows now (as saved). */
  shown: string;
  edited: boolean;
}

export interface RouteView {
  route: SearchAppearanceRoute;
  canonical: string;
  fields: Record<SearchField, FieldView>;
  /** The <title> as the page renders it (the brand added), also og:title and twitter:title. */
  fullTitle: string;
}

export function routeViews(setup: SearchAppearanceSetup, stored: readonly ContentEntry[]): RouteView[] {
  const byId = new Map(stored.map((entry) => [entry.id, entry]));
  return setup.routes.map((route) => {
    const shown = resolveSearchTexts(route.path, route, stored);
    const field = (name: SearchField): FieldView => {
      const entry = byId.get(searchEntryId(route.path, name));
      return {
        entry: entry ?? {
          id: searchEntryId(route.path, name),
          page: SEARCH_APPEARANCE_PAGE,
          section: routeKeyOf(route.path),
          contentKey: searchContentKey(route.path, name),
          content: route[name],
          version: UNSTORED_VERSION,
        },
        shown: shown[name],
        edited: Boolean(entry),
      };
    };
    const fields = Object.fromEntries(SEARCH_FIELDS.map((name) => [name, field(name)])) as Record<SearchField, FieldView>;
    return {
      route,
      canonical: route.path === '/' ? `${setup.origin}/` : `${setup.origin}${route.path}`,
      fields,
      fullTitle: fullTitle(shown.title, setup.brandName),
    };
  });
}

/** Other pages with the same text in this field, counting the draft in place of the route's own text. */
export function duplicatesOf(views: readonly RouteView[], field: SearchField, path: string, draft?: string): string[] {
  const items = views.map((view) => ({
    path: view.route.path,
    text: view.route.path === path && draft !== undefined ? draft : view.fields[field].shown,
  }));
  return findDuplicates(items).get(path) ?? [];
}

export const KIND_HEADINGS: Record<SearchAppearanceRoute['kind'], string> = {
  home: 'Home',
  city: 'City pages',
  country: 'Country pages',
  service: 'Service pages',
  industry: 'Industry pages',
};
