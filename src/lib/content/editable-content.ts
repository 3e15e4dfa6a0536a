import { z } from 'zod';
import { SEARCH_APPEARANCE_PAGE } from '../seo/search-appearance';

/**
 * Editable page text: the pages whose words staff can change in the admin,
 * and the built-in default for every key. The public pages render through
 * `textLookup`, and the admin's "load default content" seeds exactly these
 * defaults, so the two can never disagree.
 */
export const EDITABLE_PAGES = ['home', 'lahore', 'islamabad', 'karachi', 'sialkot'] as const;
export const editablePageSchema = z.enum(EDITABLE_PAGES);
export type EditablePage = z.infer<typeof editablePageSchema>;

/**
 * Pages of the content store: the editable pages' text, and "search", the
 * search appearance (title, description) of every public route
 * (src/lib/seo/search-appearance.ts), edited in its own admin tab.
 */
export const STORED_PAGES = [...EDITABLE_PAGES, SEARCH_APPEARANCE_PAGE] as const;
export const storedPageSchema = z.enum(STORED_PAGES);
export type StoredPage = z.infer<typeof storedPageSchema>;

export const contentKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'keys are lower_snake_case');

export const defaultEntrySchema = z.object({
  section: contentKeySchema,
  contentKey: contentKeySchema,
  content: z.string().trim().min(1).max(10_000),
});
export type DefaultEntry = z.infer<typeof defaultEntrySchema>;

/** What the public API and the pages read: spec 3 "Content item (public read)". */
export interface ContentItem {
  contentKey: string;
  content: string;
  section: string;
}

/** Looks text up by key: stored text where given, the built-in default otherwise. */
export type TextLookup = (contentKey: string) => string;

export function textLookup(defaults: readonly DefaultEntry[], stored: readonly ContentItem[] = []): TextLookup {
  const known = new Map(defaults.map((entry) => [entry.contentKey, entry.content]));
  for (const item of stored) {
    // Stored text wins only for keys the page knows and only when it has words in it.
    if (known.has(item.contentKey) && item.content.trim()) known.set(item.contentKey, item.content);
  }
  return (contentKey) => {
    const text = known.get(contentKey);
    if (text === undefined) throw new Error(`No editable text with key "${contentKey}"`);
    return text;
  };
}

/** Underscores shown as spaces (spec 3): "local_seo_title" reads "local seo title". */
export function displayKey(key: string): string {
  return key.replace(/_/g, ' ');
}
