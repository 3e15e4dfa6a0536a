import type { Role } from '../../../lib/api/auth';
import { EDITABLE_PAGES, type EditablePage } from '../../../lib/content/editable-content';

/** Spec 2's seven dashboard tabs, in its order: five content pages, then Contacts and Newsletters. */
export const TAB_IDS = [...EDITABLE_PAGES, 'contacts', 'newsletters'] as const;
export type TabId = (typeof TAB_IDS)[number];

export function tabId(value: string | undefined): TabId | null {
  return TAB_IDS.find((id) => id === (value ?? 'home')) ?? null;
}

export function isContentTab(tab: TabId): tab is EditablePage {
  return (EDITABLE_PAGES as readonly string[]).includes(tab);
}

/** A tab's address inside the admin app (relative to /admin). */
export function tabPath(tab: TabId): string {
  return `/dashboard/${tab}`;
}

/** The tabs a role may use (the server refuses the rest): Editors the page text, Sales the lead inbox, Admins all. */
export function tabsFor(role: Role): readonly TabId[] {
  if (role === 'editor') return EDITABLE_PAGES;
  if (role === 'sales') return ['contacts'];
  return TAB_IDS;
}
