import { z } from 'zod';
import { isSearchConsoleProperty, PROPERTY_HINT, propertyAsGoogleNamesIt } from './search-console';

/**
 * Clients (issue 55): a paying business, made from an open lead or added by
 * hand, its work log and its monthly reports. The records the site keeps
 * (src/server/clients/) and the admin API's requests and answers.
 */

/** Where a monthly report's private page is: `/client-report/<token>`. */
export const CLIENT_REPORT_PATH = '/client-report/';

export const CLIENT_STATUSES = ['active', 'paused', 'ended'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { active: 'Active', paused: 'Paused', ended: 'Ended' };

export const CLIENT_LIMITS = {
  businessName: 120,
  contactName: 100,
  email: 254,
  phone: 32,
  website: 2048,
  property: 300,
  nextMonth: 2000,
  work: 2000,
} as const;

/** A month as `YYYY-MM`. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is written YYYY-MM');

const trimmed = (max: number, label: string) => z.string().trim().max(max, `${label} is limited to ${max} characters`);

const optionalEmail = trimmed(CLIENT_LIMITS.email, 'E-mail').refine((value) => !value || z.email().safeParse(value).success, {
  message: 'Enter an e-mail address like name@example.pk',
});
const optionalPhone = trimmed(CLIENT_LIMITS.phone, 'Phone').refine((value) => !value || /^\+?[\d\s().-]{7,}$/.test(value), {
  message: 'Enter a phone number like 0300 1234567',
});
const property = trimmed(CLIENT_LIMITS.property, 'The property')
  .transform(propertyAsGoogleNamesIt)
  .refine((value) => !value || isSearchConsoleProperty(value), { message: PROPERTY_HINT });

/** The fields staff edit on a client (Save). */
export const clientFieldsSchema = z.object({
  businessName: trimmed(CLIENT_LIMITS.businessName, 'The business name').min(1, 'Enter the business name'),
  contactName: trimmed(CLIENT_LIMITS.contactName, 'The contact name'),
  email: optionalEmail,
  phone: optionalPhone,
  website: trimmed(CLIENT_LIMITS.website, 'The website'),
  property,
  nextMonth: trimmed(CLIENT_LIMITS.nextMonth, 'Next month'),
});
export type ClientFields = z.infer<typeof clientFieldsSchema>;

/** POST /api/admin/clients: from a lead (`{leadId}`), or by hand (the fields; the rest empty). */
export const clientCreateSchema = z.union([
  z.object({ leadId: z.string().min(1).max(60) }).strict(),
  clientFieldsSchema.partial().required({ businessName: true }).strict(),
]);
export type ClientCreateRequest = z.input<typeof clientCreateSchema>;

/** PATCH /api/admin/clients/:id: any of the fields and the status. */
export const clientChangeSchema = clientFieldsSchema
  .partial()
  .extend({ status: z.enum(CLIENT_STATUSES).optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });
export type ClientChangeRequest = z.input<typeof clientChangeSchema>;

export const workTextSchema = z.object({
  text: trimmed(CLIENT_LIMITS.work, 'Work done').min(1, 'Write what was done'),
});

export const reportRequestSchema = z.object({ month: monthSchema.optional() }).strict();

/** POST /api/admin/clients/:id/reports answers 202 with the month being made (the last complete one when none was asked). */
export const reportStartedSchema = z.object({ month: monthSchema });

/** One client as stored (`client/<id>`). */
export const clientRecordSchema = clientFieldsSchema.extend({
  id: z.string(),
  /** The phone as wa.me needs it (92…), or null when it is not a Pakistani number. */
  whatsapp: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  leadId: z.string().nullable(),
  /** The lead's audits when the client was made (the first of them is the baseline). */
  auditIds: z.array(z.string()).max(200),
  createdAt: z.iso.datetime(),
  createdBy: z.string(),
  updatedAt: z.iso.datetime(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

/** A work log entry (`work/<clientId>/<id>`). */
export const workEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  by: z.string(),
  text: z.string(),
  editedAt: z.iso.datetime().nullable(),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;

const figuresSchema = z.object({ clicks: z.number(), impressions: z.number(), position: z.number().nullable() });
export type SearchFigures = z.infer<typeof figuresSchema>;
const rowSchema = z.object({ key: z.string(), clicks: z.number(), impressions: z.number(), position: z.number() });
export type SearchRow = z.infer<typeof rowSchema>;

/** What Google showed for the client's property, frozen with the report; or why it is missing. */
export const reportGoogleSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ok'),
    property: z.string(),
    month: figuresSchema,
    previousMonth: figuresSchema.nullable(),
    yearBefore: figuresSchema.nullable(),
    topPages: z.array(rowSchema).max(10),
    topQueries: z.array(rowSchema).max(10),
    enteredTopTen: z.array(rowSchema).max(20),
  }),
  z.object({ state: z.literal('missing'), property: z.string(), reason: z.string().max(600) }),
]);
export type ReportGoogle = z.infer<typeof reportGoogleSchema>;

const problemSchema = z.object({ id: z.string(), title: z.string() });

/** The fresh audit beside the client's first one, frozen with the report. */
export const reportAuditSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ok'),
    url: z.string(),
    auditedAt: z.iso.datetime(),
    firstAuditedAt: z.iso.datetime(),
    /** Problems (fail or warn) of the first audit. */
    firstProblems: z.number().int(),
    fixed: z.array(problemSchema),
    new: z.array(problemSchema),
    stillOpen: z.array(problemSchema),
  }),
  z.object({ state: z.literal('missing'), reason: z.string().max(300) }),
]);
export type ReportAudit = z.infer<typeof reportAuditSchema>;

/** A monthly report as stored (`report/<clientId>/<YYYY-MM>`): a snapshot, never recomputed. */
export const clientReportSchema = z.object({
  clientId: z.string(),
  month: monthSchema,
  token: z.string().regex(/^[\w-]{43}$/),
  madeAt: z.iso.datetime(),
  madeBy: z.string(),
  businessName: z.string(),
  website: z.string(),
  google: reportGoogleSchema,
  audit: reportAuditSchema,
  /** The work shown: from the month's first day until the report was made, none shown by another month's report. */
  work: z.array(z.object({ id: z.string(), at: z.iso.datetime(), by: z.string(), text: z.string() })),
  nextMonth: z.string(),
  sentAt: z.iso.datetime().nullable(),
  sentBy: z.string().nullable(),
});
export type ClientReport = z.infer<typeof clientReportSchema>;

/** A report as the client's page lists it. */
export const reportSummarySchema = z.object({
  month: monthSchema,
  /** "October 2026". */
  label: z.string(),
  url: z.string(),
  madeAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
  /** wa.me to the client's number with a greeting and the link; null without a Pakistani number. */
  whatsAppLink: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A report being made (`job/<clientId>`, the claim: one report job at a time per client). */
export const reportJobSchema = z.object({
  month: monthSchema,
  by: z.string(),
  at: z.iso.datetime(),
  /** Set when the job ended without a report (in words). */
  failure: z.string().nullable().default(null),
});
export type ReportJob = z.infer<typeof reportJobSchema>;

export const clientSummarySchema = clientRecordSchema.pick({
  id: true,
  businessName: true,
  contactName: true,
  website: true,
  status: true,
  createdAt: true,
});

export const clientListSchema = z.object({ items: z.array(clientSummarySchema) });

/** GET /api/admin/clients/:id. */
export const clientDetailSchema = z.object({
  client: clientRecordSchema,
  work: z.array(workEntrySchema.extend({ editable: z.boolean() })),
  reports: z.array(reportSummarySchema),
  job: reportJobSchema.nullable(),
  /** The month Make report makes: the last complete calendar month. */
  dueMonth: monthSchema,
  /** The service account to add to the client's property (null when the site has no key). */
  serviceAccountEmail: z.string().nullable(),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** GET /api/contacts/:id/client: the client made from this lead, if any. */
export const leadClientSchema = z.object({ client: clientSummarySchema.nullable() });

/** The clients export (GET /api/admin/clients?export=1): every client with its work log and reports. */
export const clientExportSchema = z.object({
  items: z.array(
    clientRecordSchema.extend({
      work: z.array(workEntrySchema),
      reports: z.array(reportSummarySchema.pick({ month: true, url: true, madeAt: true, sentAt: true })),
    }),
  ),
});
export type ClientExport = z.infer<typeof clientExportSchema>;
