import { z } from 'zod';

/** POST /api/newsletter, validated the same way by the footer form and the function. */
export const NEWSLETTER_EMAIL_MAX = 254;

export const newsletterRequestSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address' })
    .trim()
    .min(1, 'Please enter your e-mail address')
    .max(NEWSLETTER_EMAIL_MAX, `E-mail must be at most ${NEWSLETTER_EMAIL_MAX} characters long`)
    .pipe(z.email('Please enter a valid e-mail address')),
  /** The site page the visitor signed up on (the footer form sends it); anything else is dropped, never refused. */
  source: z.string().max(300).startsWith('/').optional().catch(undefined),
});

/** The same address however it was typed: one subscriber per mailbox. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

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

/** POST /api/newsletters/reconfirm: one round of the re-confirmation mail (at most 50 readers) and how many are left. */
export const reconfirmRoundSchema = z.object({ sent: z.number(), failed: z.number(), remaining: z.number() });

/** Newsletter campaigns as the admin API takes and answers them (src/server/newsletter/campaigns.ts). */

export const CAMPAIGN_LIMITS = { subject: 150, previewText: 200, body: 50_000 } as const;

export const campaignInputSchema = z.object({
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(CAMPAIGN_LIMITS.subject, `The subject must be at most ${CAMPAIGN_LIMITS.subject} characters long`)
    .refine((text) => !/[\r\n]/.test(text), 'The subject must be one line'),
  preview_text: z
    .string()
    .trim()
    .max(CAMPAIGN_LIMITS.previewText, `The preview text must be at most ${CAMPAIGN_LIMITS.previewText} characters long`)
    .default(''),
  body_markdown: z
    .string({ error: 'Please write the newsletter' })
    .min(1, 'Please write the newsletter')
    .max(CAMPAIGN_LIMITS.body, `The newsletter must be at most ${CAMPAIGN_LIMITS.body} characters long`),
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

/**
 * The fingerprint of the text the writer has on screen (a campaign's `text_version`): a save or a
 * send is refused (409) when the stored text is no longer that one.
 */
const seenTextVersion = z.string({ error: 'Read the campaign again: the text you saw was not given.' }).min(1);

/** PUT /api/campaigns/:id: the draft's new text, and the version it was written over. */
export const campaignSaveSchema = campaignInputSchema.extend({ text_version: seenTextVersion });

/** POST /api/campaigns/:id/send: now (no `at`), or at a chosen time in the future; only the text the Admin saw. */
export const campaignSendSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'Please give the time as an ISO date and time' }).optional(),
  text_version: seenTextVersion,
});

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;

export const campaignProgressSchema = z.object({
  /** Confirmed readers when the send started. */
  total: z.number(),
  sent: z.number(),
  /** Refused for good (bounced), or given up after retries; each with its reason in `failures`. */
  failed: z.number(),
  /** Left out at send time: unsubscribed, bounced or erased since the send started. */
  skipped: z.number(),
  /** Not handed to the mail server yet (including temporary failures waiting for a retry). */
  waiting: z.number(),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

export const campaignSchema = z.object({
  id: z.string(),
  subject: z.string(),
  preview_text: z.string(),
  body_markdown: z.string(),
  /** A fingerprint of subject, preview text and body: what a save or send says the writer saw. */
  text_version: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
  updated_at: z.string(),
  updated_by: z.string(),
  /** When the send starts (or started): the chosen time, or when "send now" was pressed. */
  scheduled_at: z.string().optional(),
  scheduled_by: z.string().optional(),
  started_at: z.string().optional(),
  finished_at: z.string().optional(),
  progress: campaignProgressSchema.optional(),
  /** Permanent failures with the mail server's reason (the first 200). */
  failures: z.array(z.object({ email: z.string(), reason: z.string() })).optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** POST /api/campaign-preview: the mail as readers will get it. */
export const renderedCampaignSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedCampaign = z.infer<typeof renderedCampaignSchema>;

/** POST /api/campaigns/:id/test: the address the test copy went to (the member's own). */
export const testSentSchema = z.object({ sent_to: z.string() });

/** GET /api/campaigns: every campaign, and how many readers a send now would reach. */
export const campaignListSchema = z.object({ items: z.array(campaignSchema), confirmed_subscribers: z.number() });
