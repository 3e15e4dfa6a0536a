import { z } from 'zod';

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

/** POST /api/campaigns/:id/send: now (no `at`), or at a chosen time in the future. */
export const campaignSendSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'Please give the time as an ISO date and time' }).optional(),
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
