import { z } from 'zod';

/**
 * The website audit's records: what one audit found, serialisable as JSON so
 * it can be stored with a lead, rendered as the report page and compared
 * with the next audit of the same site.
 */

export const CHECK_STATUSES = ['pass', 'warn', 'fail', 'info'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const CHECK_GROUPS = ['reach', 'appearance', 'local', 'weight', 'trust'] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_GROUP_TITLES: Record<CheckGroup, string> = {
  reach: 'Can Google reach it',
  appearance: 'How it looks in Google and on WhatsApp',
  local: 'Local customers in Pakistan',
  weight: 'Mobile and page weight',
  trust: 'Measurement and trust',
};

/** How much a problem costs customers: a high one is fixed first. */
export const CHECK_PRIORITIES = ['high', 'medium', 'low'] as const;
export type CheckPriority = (typeof CHECK_PRIORITIES)[number];

const text = (max: number) => z.string().max(max);

export const checkResultSchema = z.object({
  id: text(60),
  group: z.enum(CHECK_GROUPS),
  title: text(120),
  status: z.enum(CHECK_STATUSES),
  priority: z.enum(CHECK_PRIORITIES),
  /** The exact tag, header or value found (or what was looked for and not found). */
  evidence: text(2000),
  /** What to do, in plain language; empty when nothing needs doing. */
  fix: text(1000),
  /** How long the fix takes, e.g. "10 minutes". */
  effort: text(60),
  /** Why it costs customers. */
  why: text(600),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

export const fetchedUrlSchema = z.object({
  url: text(2048),
  /** HTTP status, or null when the fetch was refused or failed. */
  status: z.number().int().nullable(),
  purpose: text(60),
});

export const previewSchema = z.object({
  url: text(2048),
  title: text(300).nullable(),
  description: text(600).nullable(),
  siteName: text(200).nullable(),
  /** Addresses only: the report shows them as text and never loads them. */
  favicon: text(2048).nullable(),
  ogTitle: text(300).nullable(),
  ogDescription: text(600).nullable(),
  ogImage: text(2048).nullable(),
});

export const auditReportSchema = z.object({
  version: z.literal(1),
  /** What was typed (or stored on the lead). */
  address: text(2048),
  /** The page audited, after redirects. */
  url: text(2048),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  fetched: z.array(fetchedUrlSchema).max(40),
  checks: z.array(checkResultSchema).max(80),
  /** Ids of the three most important fixes, most important first. */
  topFixes: z.array(text(60)).max(3),
  preview: previewSchema,
  timings: z.object({
    totalMs: z.number().nonnegative(),
    ttfbMs: z.number().nonnegative(),
    /** Where the time to first byte was measured from (the server's region, not Pakistan). */
    measuredFrom: text(120),
  }),
});
export type AuditReport = z.infer<typeof auditReportSchema>;

/** An audit that could not be made, with a reason a person understands. */
export const auditFailureSchema = z.object({
  reason: text(40),
  message: text(200),
});

export const auditComparisonSchema = z.object({
  fixed: z.array(text(60)),
  new: z.array(text(60)),
  unchanged: z.array(text(60)),
});
export type AuditComparison = z.infer<typeof auditComparisonSchema>;
