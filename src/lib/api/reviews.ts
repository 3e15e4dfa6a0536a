// Bare Node loads this file too (the content snapshot, through src/lib/proof/shown.ts): it imports
// nothing of ours and uses only type syntax Node can strip.
import { z } from 'zod';

/**
 * Proof (issue 60): a client's answer to "How are we doing?" on a monthly
 * report (its rating, words, naming and each consent: the consent record),
 * staff's decision on it (the review), the results card made from a report,
 * and the rating setting. The records the proof area keeps
 * (src/server/proof/), what the build reads from the content snapshot, and
 * the admin API's requests and answers.
 */

export const REVIEW_TEXT_LIMIT = 600;

/** How the client asked to be named on the site. */
export const NAMINGS = ['business', 'first-name', 'anonymous'] as const;
export type Naming = (typeof NAMINGS)[number];
export const NAMING_LABELS: Record<Naming, string> = {
  business: 'Business name and city',
  'first-name': 'First name and city',
  anonymous: 'Anonymous',
};

/** Why staff hide a review: a closed list, so hiding is never "we did not like it". */
export const HIDE_REASONS = ['personal-data', 'abuse', 'not-about-us'] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  'personal-data': 'Another person’s personal data',
  abuse: 'Abuse or unlawful content',
  'not-about-us': 'Not about our work',
};

/** Where the home page's rating badge and its structured data's AggregateRating come from. */
export const RATING_SOURCES = ['spec', 'reviews'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

export const ANSWER_MESSAGES = {
  rating: 'Choose a rating from 1 to 5',
  text: `Your words are limited to ${REVIEW_TEXT_LIMIT} characters`,
  naming: 'Choose how we may name you',
} as const;

const iso = z.iso.datetime();
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** The choices of one answer, as the client sent them. */
export const answerChoiceSchema = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().max(REVIEW_TEXT_LIMIT),
  naming: z.enum(NAMINGS),
  publishReview: z.boolean(),
  publishResults: z.boolean(),
});
export type AnswerChoice = z.infer<typeof answerChoiceSchema>;

/**
 * The form on the report page (x-www-form-urlencoded, every value a string;
 * a checkbox is sent only when ticked). Line breaks arrive as CRLF and count
 * as one character, as the textarea's maxlength counted them.
 */
export const answerFormSchema = z.object({
  rating: z.enum(['1', '2', '3', '4', '5'], { error: ANSWER_MESSAGES.rating }).transform(Number),
  text: z
    .string()
    .default('')
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(REVIEW_TEXT_LIMIT, ANSWER_MESSAGES.text)),
  naming: z.enum(NAMINGS, { error: ANSWER_MESSAGES.naming }),
  publishReview: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
  publishResults: z
    .string()
    .optional()
    .transform((value) => value !== undefined),
});

/** One step of the consent record: a send (with what was sent) or a withdrawal. */
export const consentStepSchema = z.object({
  at: iso,
  action: z.enum(['sent', 'withdrawn']),
  choice: answerChoiceSchema.nullable(),
});

/** What a published review shows beside the client's words, frozen when staff published it. */
export const reviewShownSchema = z.object({
  label: z.string(),
  /** `YYYY-MM`: "Client since <month year>". */
  clientSince: month,
  industry: z.string().nullable(),
  city: z.string().nullable(),
});

/** Staff's decision on an answer's review. */
export const reviewDecisionSchema = z.object({
  status: z.enum(['new', 'published', 'hidden']),
  at: iso.nullable(),
  by: z.string().nullable(),
  reason: z.enum(HIDE_REASONS).nullable(),
  shown: reviewShownSchema.nullable(),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

/**
 * A client's answer to one monthly report (`answer/<clientId>/<YYYY-MM>`):
 * the consent record. Who (the report's client and the naming chosen),
 * when, the exact words, each choice, when withdrawn, every step before,
 * and staff's decision on the review.
 */
export const answerRecordSchema = answerChoiceSchema.extend({
  clientId: z.string(),
  month,
  firstSentAt: iso,
  sentAt: iso,
  withdrawnAt: iso.nullable(),
  trail: z.array(consentStepSchema).max(200),
  review: reviewDecisionSchema,
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

/** An answer as the content snapshot carries it to the build: the record without its trail. */
export const siteAnswerSchema = answerRecordSchema.omit({ trail: true });
export type SiteAnswer = z.infer<typeof siteAnswerSchema>;

/** What a card compares the month's clicks with, and which of the two it is. */
export const baselineSchema = z.object({
  kind: z.enum(['year-before', 'first-month']),
  month,
  clicks: z.number().int().min(0),
});
export type Baseline = z.infer<typeof baselineSchema>;

/**
 * A client's results card (`card/<clientId>`), frozen from one monthly report
 * when an Admin published it: later reports never change its numbers.
 * `withdrawn` once the client's consent to show results ended.
 */
export const cardRecordSchema = z.object({
  clientId: z.string(),
  status: z.enum(['published', 'withdrawn']),
  publishedAt: iso,
  publishedBy: z.string(),
  withdrawnAt: iso.nullable(),
  /** The answer (its report's month) whose consent it was published under. */
  consentMonth: month,
  label: z.string(),
  clientSince: month,
  industry: z.string().nullable(),
  city: z.string().nullable(),
  /** The report's month and its clicks from Google. */
  month,
  clicks: z.number().int().min(0),
  baseline: baselineSchema,
  /** Problems of the first audit fixed by this report's audit ("9 of 10"); null without both audits. */
  problems: z.object({ fixed: z.number().int().min(0), of: z.number().int().min(0) }).nullable(),
});
export type CardRecord = z.infer<typeof cardRecordSchema>;

/** The rating setting (`settings`). */
export const proofSettingsSchema = z.object({
  ratingSource: z.enum(RATING_SOURCES),
  changedAt: iso,
  changedBy: z.string(),
});
export type ProofSettings = z.infer<typeof proofSettingsSchema>;

/** The industry and city staff chose for a client (`tags/<clientId>`), from the site's own. */
export const proofTagsSchema = z.object({ industry: z.string().nullable(), city: z.string().nullable() });
export type ProofTags = z.infer<typeof proofTagsSchema>;

/** What the content snapshot carries (its `proof`): only what may be shown, the build filters again. */
export const snapshotProofSchema = z.object({
  answers: z.array(z.unknown()).default([]),
  cards: z.array(z.unknown()).default([]),
  settings: z.unknown().nullable().default(null),
});

/** A review the site shows. */
export interface SiteReview {
  /** `<clientId>-<YYYY-MM>`. */
  id: string;
  rating: number;
  text: string;
  label: string;
  clientSince: string;
  /** When the client gave it (their latest send). */
  givenAt: string;
  industry: string | null;
  city: string | null;
}

/** A results card the site shows. */
export interface SiteCard {
  /** The client's id. */
  id: string;
  label: string;
  clientSince: string;
  industry: string | null;
  city: string | null;
  month: string;
  clicks: number;
  baseline: Baseline;
  problems: { fixed: number; of: number } | null;
  publishedAt: string;
}

// The admin's requests and answers.

const tag = z.string().trim().max(80).nullable();

/** POST /api/admin/reviews/:client/:month. */
export const reviewActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish'), industry: tag, city: tag }).strict(),
  z.object({ action: z.literal('hide'), reason: z.enum(HIDE_REASONS, { error: 'Choose why it is hidden' }) }).strict(),
]);
export type ReviewAction = z.infer<typeof reviewActionSchema>;

/** PUT /api/admin/reviews: the rating setting. */
export const ratingSourceRequestSchema = z.object({ ratingSource: z.enum(RATING_SOURCES) }).strict();

/** POST /api/admin/clients/:id/results: Publish results with the tags chosen. */
export const resultsRequestSchema = z.object({ industry: tag, city: tag }).strict();

const optionSchema = z.object({ value: z.string(), label: z.string() });
/** The site's own industries and cities staff choose from. */
export const tagOptionsSchema = z.object({ industries: z.array(optionSchema), cities: z.array(optionSchema) });

/** Where an item stands on the site: the text the build fingerprints (null: not to be shown) and when it last changed. */
export const siteStateSchema = z.object({ key: z.string(), shown: z.string().nullable(), changedAt: iso });
export type SiteState = z.infer<typeof siteStateSchema>;

export const REVIEW_STATUSES = ['new', 'published', 'hidden', 'withdrawn'] as const;

export const reviewRowSchema = z.object({
  clientId: z.string(),
  businessName: z.string(),
  month,
  rating: z.number(),
  text: z.string(),
  naming: z.enum(NAMINGS),
  publishReview: z.boolean(),
  publishResults: z.boolean(),
  sentAt: iso,
  withdrawnAt: iso.nullable(),
  status: z.enum(REVIEW_STATUSES),
  decision: reviewDecisionSchema,
  /** The label it shows (or would show, with the client's tags). */
  label: z.string(),
  tags: proofTagsSchema,
  site: siteStateSchema,
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const typicalResultsSchema = z.object({ medianChange: z.number(), clients: z.number() }).nullable();

/** GET /api/admin/reviews. */
export const reviewsAnswerSchema = z.object({
  items: z.array(reviewRowSchema),
  /** Published reviews per rating ("5" → how many), so selective publishing shows. */
  publishedByRating: z.record(z.string(), z.number()),
  ratingSource: z.enum(RATING_SOURCES),
  /** What the badge shows with the current setting; null when it shows none. */
  rating: z.object({ value: z.number(), count: z.number() }).nullable(),
  typical: typicalResultsSchema,
  options: tagOptionsSchema,
});
export type ReviewsAnswer = z.infer<typeof reviewsAnswerSchema>;

/** GET /api/admin/clients/:id/results. */
export const clientResultsSchema = z.object({
  /** The client's latest word on results: the answer it sent or withdrew last. */
  consent: z.object({ month, results: z.boolean(), withdrawn: z.boolean(), at: iso }).nullable(),
  card: cardRecordSchema.nullable(),
  site: siteStateSchema.nullable(),
  tags: proofTagsSchema,
  /** Why Publish results is not possible now (in words); null when it is. */
  refusal: z.string().nullable(),
  options: tagOptionsSchema,
  answers: z.number(),
});
export type ClientResults = z.infer<typeof clientResultsSchema>;

/** What a change that may alter the site answers: the publish request's outcome, in words. */
export const proofWriteAnswerSchema = z.object({
  publish: z.object({ state: z.string(), message: z.string() }).nullable(),
});
export type ProofWriteAnswer = z.infer<typeof proofWriteAnswerSchema>;
