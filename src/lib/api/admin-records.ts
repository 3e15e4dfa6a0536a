import { z } from 'zod';
import { STORED_PAGES, type StoredPage } from '../content/editable-content';

/** What the admin API answers with (spec 3); the server parses stored records with the same schemas. */

export const adminProfileSchema = z.object({ username: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof adminProfileSchema>;

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

/** Where a lead stands in the agency's work; every new lead starts as `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** One entry of a lead's history: a status change or a note, with who made it and when. Never edited or removed. */
export const leadEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status'), at: z.string(), by: z.string(), from: leadStatusSchema, to: leadStatusSchema }),
  z.object({ kind: z.literal('note'), at: z.string(), by: z.string(), text: z.string() }),
]);
export type LeadEvent = z.infer<typeof leadEventSchema>;

/**
 * The e-mail alert to the agency: `off` when SMTP is not configured at the
 * time, `pending` until the send finishes, then `sent` or `failed` ("alert not sent").
 */
export const leadAlertSchema = z.object({
  state: z.enum(['off', 'pending', 'sent', 'failed']),
  at: z.string().optional(),
  error: z.string().optional(),
});
export type LeadAlert = z.infer<typeof leadAlertSchema>;

/**
 * Spec 3 "Contact submission"; optional answers left blank are empty strings.
 * The inbox fields (status, history, alert, source page) are optional so
 * records stored before the inbox existed still read.
 */
export const contactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  service_required: z.string(),
  message: z.string().optional(),
  created_at: z.string(),
  source_page: z.string().optional(),
  status: leadStatusSchema.default('new'),
  /** Bumped on every change; the status index keys carry it (src/server/contacts.ts). */
  rev: z.number().int().nonnegative().default(0),
  events: z.array(leadEventSchema).default([]),
  alert: leadAlertSchema.default({ state: 'off' }),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

/** A page of the lead inbox (GET /api/contacts). */
export const contactPageSchema = z.object({
  items: z.array(contactSubmissionSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Leads matching the filter and search. */
  matching: z.number(),
  /** Every stored lead, whatever its status (the tab count). */
  total: z.number(),
  counts: z.record(leadStatusSchema, z.number()),
  alerts: z.object({ enabled: z.boolean() }),
});
export type ContactPage = z.infer<typeof contactPageSchema>;

/**
 * Where a newsletter address stands. `legacy`: "signed up before confirmation
 * was required" (stored before double opt-in; those records have no status);
 * such readers stay on the list but get no campaign until they confirm. Only
 * `confirmed` addresses are mailed.
 */
export const NEWSLETTER_STATUSES = ['confirmed', 'legacy', 'pending', 'unsubscribed', 'bounced'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  confirmed: 'Confirmed',
  legacy: 'Signed up before confirmation was required',
  pending: 'Pending',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};

/**
 * Spec 3 "Newsletter subscriber" (`id`, `email`, `subscribed_at`), plus the
 * consent evidence: status, the page the sign-up came from, when it was
 * confirmed, when the reader left or the address bounced (and why).
 */
export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** When the (latest) sign-up was made. */
  subscribed_at: z.string(),
  status: z.enum(NEWSLETTER_STATUSES).default('legacy'),
  /** The path of the page the sign-up was sent from, when known. */
  source: z.string().optional(),
  confirmed_at: z.string().optional(),
  unsubscribed_at: z.string().optional(),
  bounced_at: z.string().optional(),
  bounce_reason: z.string().optional(),
  /** When the one-time re-confirmation mail went to a `legacy` reader. */
  reconfirmation_sent_at: z.string().optional(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
