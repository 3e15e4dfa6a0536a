import type { ContentEntry } from '../api/content-api';
import { hasVisibleText } from '../../lib/validation/visible-text';

/** Spec 9: an entry's preview shows the first 80 characters of its text. */
export const PREVIEW_LENGTH = 80;

export interface SectionGroup {
  section: string;
  entries: ContentEntry[];
}

/** Entries grouped by section, sections in the order they first appear, entries in list order. */
export function groupBySection(entries: readonly ContentEntry[]): SectionGroup[] {
  const groups = new Map<string, ContentEntry[]>();
  for (const entry of entries) {
    const group = groups.get(entry.section);
    if (group) group.push(entry);
    else groups.set(entry.section, [entry]);
  }
  return [...groups].map(([section, grouped]) => ({ section, entries: grouped }));
}

/**
 * The first `length` characters of the text on one line, with an ellipsis when
 * cut. Counts characters, not UTF-16 units, so an emoji or Urdu letter is never split.
 */
export function previewText(content: string, length = PREVIEW_LENGTH): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  const characters = Array.from(oneLine);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : oneLine;
}

/** Save Changes stays disabled while the text is empty or whitespace, invisible characters included (spec 5). */
export function canSave(draft: string): boolean {
  return hasVisibleText(draft);
}
