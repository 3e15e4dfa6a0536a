import type { EditablePage } from '../content/editable-content';
import { pathOfRouteKey, SEARCH_APPEARANCE_PAGE } from '../seo/search-appearance';

/**
 * When each page's words last changed through the admin, for the sitemap's
 * lastmod: the newest save among the entries the page shows, its text or its
 * search appearance. Only saves by an admin count (`updated_by`): loading the
 * built-in text ("Load content") changes nothing a visitor sees. A page with
 * no such save gets no date at all, rather than the build date, which would
 * change every build and teach search engines to ignore the field.
 */
export interface EditedEntry {
  page: string;
  section: string;
  updated_at?: string | undefined;
  updated_by?: string | undefined;
}

export function lastEditedByPath(
  entries: readonly EditedEntry[],
  pathOfTextPage: Readonly<Record<EditablePage, string>>,
): Map<string, string> {
  const newest = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.updated_by || !entry.updated_at || Number.isNaN(Date.parse(entry.updated_at))) continue;
    const path = entry.page === SEARCH_APPEARANCE_PAGE ? pathOfRouteKey(entry.section) : pathOfTextPage[entry.page as EditablePage];
    if (!path) continue;
    const known = newest.get(path);
    if (!known || Date.parse(entry.updated_at) > Date.parse(known)) newest.set(path, entry.updated_at);
  }
  return newest;
}
