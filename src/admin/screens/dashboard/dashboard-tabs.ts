import { EDITABLE_PAGES } from '../../../lib/content/editable-content';

/**
 * The dashboard tabs: spec 2's seven (five content pages, then Contacts and
 * Newsletters) as the spec orders them, then Search appearance.
 */
export const TAB_IDS = [...EDITABLE_PAGES, 'contacts', 'newsletters', 'search'] as const;
export type TabId = (typeof TAB_IDS)[number];

/** The tab named by the address's hash ("#lahore"), or Home. */
export function initialTab(hash: string): TabId {
  const wanted = hash.replace(/^#/, '');
  return TAB_IDS.find((id) => id === wanted) ?? 'home';
}
