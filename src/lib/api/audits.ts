import { z } from 'zod';

/**
 * The website audit's records: what one audit found, serialisable as JSON so
 * it can be stored with a lead, rendered as the report page and compared
 * with the next audit of the same site.
 */

export const CHECK_STATUSES = ['pass', 'warn', 'fail', 'info'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const CHECK_GROUPS = ['reach', 'appearance', 'ai', 'local', 'weight', 'trust'] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_GROUP_TITLES: Record<CheckGroup, string> = {
  reach: 'Can Google reach it',
  appearance: 'How it looks in Google and on WhatsApp',
  ai: 'AI search and assistants',
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

/**
 * Why an audit could not be made: the guarded fetcher's refusals of the home
 * page (src/server/audit/safe-fetch.ts), then the run's own ends
 * (src/server/audit/state.ts). A stored reason outside the list reads as "error".
 */
export const AUDIT_FAILURE_REASONS = [
  'not-public',
  'invalid-address',
  'timeout',
  'not-found',
  'unreachable',
  'certificate',
  'too-large',
  'not-html',
  'too-many-redirects',
  'over-budget',
  'not-started',
  'source-limit',
  'queue-full',
  'expired',
  'interrupted',
  'error',
] as const;
export type AuditFailureReason = (typeof AUDIT_FAILURE_REASONS)[number];

/** An audit that could not be made, with a reason a person understands. */
export const auditFailureSchema = z.object({
  reason: z.enum(AUDIT_FAILURE_REASONS).catch('error'),
  message: text(200),
});

export const auditComparisonSchema = z.object({
  fixed: z.array(text(60)),
  new: z.array(text(60)),
  unchanged: z.array(text(60)),
});
export type AuditComparison = z.infer<typeof auditComparisonSchema>;

/*
 * The audits as the site keeps and serves them (src/server/audit/store.ts,
 * netlify/functions/admin-audits.ts): one stored record per audit, and the
 * admin API's answers. The contract the admin screens build on is written
 * out in docs/reference/endpoints.md.
 */

/** `waiting`: a lead's audit held for a later hour, the site-wide hourly budget being used up (src/server/audit/limits.ts). */
export const AUDIT_STATES = ['waiting', 'queued', 'running', 'done', 'failed'] as const;

/** Who asked: the audit form (`lead`) or a member of staff by username. */
const requestedBy = text(60);

/** One audit as stored (`audit/<id>`); the report only once it is done. */
export const auditRecordSchema = z.object({
  id: text(40),
  /** The report page's secret address part (256 random bits, base64url). */
  token: z.string().regex(/^[\w-]{43}$/),
  address: text(2048),
  /** The site key: host (with a port other than 80/443) in lower case, without a leading "www.". */
  host: text(300),
  state: z.enum(AUDIT_STATES),
  createdAt: z.iso.datetime(),
  /** When a waiting audit was queued in a later hour (its run is awaited from then). */
  queuedAt: z.iso.datetime().nullable().optional(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  requestedBy,
  /** The audit a re-run is compared with. */
  previousId: text(40).nullable(),
  failure: auditFailureSchema.nullable(),
  report: auditReportSchema.nullable(),
});
export type AuditRecord = z.infer<typeof auditRecordSchema>;

const countsSchema = z.object({ pass: z.number().int(), warn: z.number().int(), fail: z.number().int(), info: z.number().int() });

/** An audit as the admin sees it in lists and on a lead. */
export const auditViewSchema = z.object({
  id: text(40),
  address: text(2048),
  host: text(300),
  state: z.enum(AUDIT_STATES),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  requestedBy,
  /** A lead this audit was made for or linked to (null for prospecting). */
  leadId: text(60).nullable(),
  previousId: text(40).nullable(),
  failure: auditFailureSchema.nullable(),
  /** The private report page, once done. */
  reportUrl: text(2200).nullable(),
  counts: countsSchema.nullable(),
  /** Up to three, most important first. */
  topFixes: z.array(checkResultSchema).max(3),
});
export type AuditView = z.infer<typeof auditViewSchema>;

/** GET /api/admin/audits/:id and GET /api/contacts/:id/audit. */
export const auditDetailSchema = z.object({
  audit: auditViewSchema,
  report: auditReportSchema.nullable(),
  comparison: auditComparisonSchema.nullable(),
  /** wa.me link to the lead's own number with the prefilled reply (done, on a lead with a Pakistani number). */
  whatsAppLink: text(4000).nullable(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** GET /api/contacts/:id/audit: the lead's latest audit, or none. */
export const leadAuditSchema = auditDetailSchema.extend({ audit: auditViewSchema.nullable() });

/** GET /api/admin/audits: one row per site, newest first, a page at a time. */
export const auditSitesSchema = z.object({
  sites: z.array(z.object({ host: text(300), audits: z.number().int(), lastAt: z.iso.datetime(), latest: auditViewSchema })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditSites = z.infer<typeof auditSitesSchema>;

/** GET /api/admin/audits?site=<host>: one site's audits, newest first. */
export const auditSiteSchema = z.object({ host: text(300), audits: z.array(auditViewSchema) });
export type AuditSite = z.infer<typeof auditSiteSchema>;

/** POST /api/admin/audits: audit an address without a lead. */
export const auditStartSchema = z.object({
  address: z
    .string({ error: 'Enter a website address, like example.pk.' })
    .trim()
    .min(1, 'Enter a website address, like example.pk.')
    .max(2048, 'The address is limited to 2048 characters.')
    .refine((value) => !/\s/.test(value) && /[.:]/.test(value), 'Enter a website address, like example.pk.'),
});

/** What a lead's export carries of its latest audit. */
export const leadAuditExportSchema = z.object({ address: text(2048), requestedAt: z.iso.datetime(), reportUrl: text(2200).nullable() });
export type LeadAuditExport = z.infer<typeof leadAuditExportSchema>;
