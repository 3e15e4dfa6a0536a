import { z } from 'zod';
import { hasVisibleText } from '../validation/visible-text';
import { STORED_PAGES, contentKeySchema, editablePageSchema, type StoredPage } from '../content/editable-content';
import { publishResultSchema } from '../publishing/publish-status';

/** Editable site text: what the Content and Search appearance screens send and the admin API answers. */

export const CONTENT_LIMITS = { text: 10_000 } as const;

export const contentTextSchema = z
  .string({ error: 'Please enter the text' })
  .min(1, 'Please enter the text')
  .max(CONTENT_LIMITS.text, `Text must be at most ${CONTENT_LIMITS.text.toLocaleString('en')} characters long`)
  .refine(hasVisibleText, { message: 'Text cannot be only spaces' });

/** PUT /api/admin/content/:id; `version` is the entry's version the editor read (or send it as If-Match). */
export const contentUpdateSchema = z.object({
  content: contentTextSchema,
  version: z.string().min(1).max(200).optional(),
  /** The id of the earlier version this text restores (Restore in the history); logged as a restore. */
  restoredFrom: z.string().min(1).max(200).optional(),
});

/** POST /api/admin/content */
export const contentCreateSchema = z.object({
  page: editablePageSchema,
  section: contentKeySchema,
  contentKey: contentKeySchema,
  content: contentTextSchema,
});
export type ContentCreate = z.infer<typeof contentCreateSchema>;

/** Spec 3 "Content entry (admin)"; `id` is `<page>.<contentKey>`, stable and URL-safe. */
export const contentEntrySchema = z.object({
  id: z.string(),
  page: z.enum(STORED_PAGES),
  section: z.string(),
  contentKey: z.string(),
  content: z.string(),
  updated_at: z.string().optional(),
  /** Username of the admin who saved this text (absent for built-in text loaded by seeding). */
  updated_by: z.string().optional(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/**
 * An entry as the admin API answers it: plus `version`, which the editor sends
 * back with a save so a save over someone else's newer text is refused (409).
 */
export const versionedContentEntrySchema = contentEntrySchema.extend({ version: z.string() });
export type VersionedContentEntry = z.infer<typeof versionedContentEntrySchema>;

/** PUT /api/admin/content/:id answers the saved entry, plus how the edit reaches the public site. */
export const savedContentEntrySchema = versionedContentEntrySchema.extend({ publish: publishResultSchema.optional() });

/** POST /api/admin/seed-…-content: how many entries of the page's built-in text were added (none already stored is replaced). */
export const seedAnswerSchema = z.object({ added: z.number() });

/**
 * The version an editor sends for a search appearance entry that is not
 * stored yet (the page shows its data-file value): the save creates it, and
 * is refused (409) if someone else created it meanwhile.
 */
export const UNSTORED_VERSION = 'unstored';

/**
 * An earlier text of an entry, kept when a save replaced it: the text, when
 * and by whom it had been saved. `id` names the record (newest sort last).
 */
export const contentVersionSchema = z.object({
  id: z.string(),
  content: z.string(),
  saved_at: z.string().optional(),
  saved_by: z.string().optional(),
  /** When the next save replaced it. */
  replaced_at: z.string(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export function contentEntryId(page: StoredPage, contentKey: string): string {
  return `${page}.${contentKey}`;
}
