import { EDITABLE_PAGES } from '../content/editable-content';

/** The seven dashboard tabs (spec 2): five content pages, then Contacts and Newsletters. */
export const TAB_IDS = [...EDITABLE_PAGES, 'contacts', 'newsletters'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The tab named by the address's hash ("#lahore"), or Home. */
export function initialTab(hash: string): TabId {
  const wanted = hash.replace(/^#/, '');
  return TAB_IDS.find((id) => id === wanted) ?? 'home';
}
