import { z } from 'zod';
import { EDITABLE_PAGES, type EditablePage } from '../content/editable-content';

/** What the admin API answers with (spec 3); the server parses stored records with the same schemas. */

export const adminProfileSchema = z.object({ username: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** Spec 3 "Content entry (admin)"; `id` is `<page>.<contentKey>`, stable and URL-safe. */
export const contentEntrySchema = z.object({
  id: z.string(),
  page: z.enum(EDITABLE_PAGES),
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

export function contentEntryId(page: EditablePage, contentKey: string): string {
  return `${page}.${contentKey}`;
}

/** Spec 3 "Contact submission"; optional answers left blank are empty strings. */
export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  service_required: z.string(),
  message: z.string().optional(),
  created_at: z.string(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** Spec 3 "Newsletter subscriber". */
export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribed_at: z.string(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
