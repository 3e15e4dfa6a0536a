import { z } from 'zod';
import { hasVisibleText } from '../validation/visible-text';

/**
 * The free-audit request, validated only by the /api/contact function: the
 * form (src/components/contact/ContactForm.tsx) adds no checks of its own and
 * shows the field messages the function answers with (FieldErrors).
 */

/** Hidden field real people never fill; a filled one marks a bot. */
export const HONEYPOT_FIELD = 'company_fax';

export const LEAD_LIMITS = { name: 100, email: 254, phone: 32, website: 2048, service_required: 5000 } as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** Accepts "example.pk", "www.example.pk/shop" or a full http(s) URL. */
const website = optionalText(LEAD_LIMITS.website, 'Website').refine(
  (value) => {
    if (!value) return true;
    try {
      const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.');
    } catch {
      return false;
    }
  },
  { message: 'Please enter a website address such as example.pk' },
);

/** A path of this site ("/seo-services-lahore"): never another site's address, a query or a fragment. */
export const SITE_PATH_MAX = 300;
const sitePath = z
  .string()
  .max(SITE_PATH_MAX)
  .regex(/^\/(?![/\\])[^\s?#\\]*$/);

/** A host name only ("www.google.com"): never a full address, a port, credentials or an IP address. */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^([a-z0-9-]+\.)+[a-z][a-z0-9-]*$/);

export const UTM_VALUE_MAX = 150;
const utmValue = z
  .string()
  .trim()
  .min(1)
  .max(UTM_VALUE_MAX)
  .regex(/^[^\p{Cc}]*$/u);

/** The UTM values of an object: other keys and odd values are left out; none left is none. */
const utmValues = z.record(z.string(), z.unknown()).transform((record) => {
  const kept: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
  for (const key of UTM_KEYS) {
    const parsed = utmValue.safeParse(record[key]);
    if (parsed.success) kept[key] = parsed.data;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
});

/**
 * What the audit form knows of the visit (src/components/contact/visit-source.ts): the page the
 * visit started on, its external referrer's host, UTM values and ad-click flag (kept for the visit
 * in sessionStorage with analytics consent, or read from the form's own page when the visit
 * started there), and the same-site page the visitor came from. Anything odd is dropped, one
 * fact at a time, never an error: the lead matters more than where it came from.
 */
export const visitSourceSchema = z.object({
  landing_page: sitePath.optional().catch(undefined),
  previous_page: sitePath.optional().catch(undefined),
  referrer_host: hostName.optional().catch(undefined),
  utm: utmValues.optional().catch(undefined),
  ad_click: z.boolean().optional().catch(undefined),
});
export type VisitSource = z.input<typeof visitSourceSchema>;

export const leadRequestSchema = z
  .object({
    name: z
      .string({ error: 'Please tell us your name' })
      .trim()
      .min(1, 'Please tell us your name')
      .max(LEAD_LIMITS.name, `Name must be at most ${LEAD_LIMITS.name} characters`)
      // A name of zero-width spaces only is no name.
      .refine(hasVisibleText, { message: 'Please tell us your name' }),
    email: optionalText(LEAD_LIMITS.email, 'E-mail').refine((value) => !value || z.email().safeParse(value).success, {
      message: 'Please enter a valid e-mail address',
    }),
    phone: optionalText(LEAD_LIMITS.phone, 'Phone').refine((value) => !value || /^\+?[\d\s().-]{7,}$/.test(value), {
      message: 'Please enter a valid phone number',
    }),
    website,
    service_required: optionalText(LEAD_LIMITS.service_required, 'Message'),
    [HONEYPOT_FIELD]: z.string().optional(),
    /** When the form was shown, signed by the server (src/server/leads/form-token.ts); never stored, anything odd counts as missing. */
    form_token: z.string().max(100).optional().catch(undefined),
    /** The path of the page the form was sent from, for the agency's alert; anything odd is dropped, never an error. */
    source_page: z
      .string()
      .max(300)
      .regex(/^\/[^\s]*$/)
      .optional()
      .catch(undefined),
    source: visitSourceSchema.optional().catch(undefined),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please give an e-mail address or a phone number' });
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please give an e-mail address or a phone number' });
    }
  });

export type LeadRequest = z.output<typeof leadRequestSchema>;

/** Field name -> first message, for showing next to the inputs. */
export type FieldErrors = Partial<Record<'name' | 'email' | 'phone' | 'website' | 'service_required', string>>;

/** The one sentence shown in the error toast. */
export function summariseFieldErrors(fields: FieldErrors): string {
  // The same sentence on two fields (e-mail or phone missing) is one problem.
  const messages = [...new Set(Object.values(fields))];
  return messages.length === 1 ? `${messages[0]}.` : 'Please check the highlighted fields.';
}

/** Where a lead stands in the agency's work; every new lead starts as `new`. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const leadStatusSchema = z.enum(LEAD_STATUSES);
/** Which leads the inbox shows: one status, `active` (every lead but spam) or `all`. */
export type LeadStatusFilter = LeadStatus | 'active' | 'all';
export const LEAD_STATUS_FILTERS: readonly LeadStatusFilter[] = ['active', 'all', ...LEAD_STATUSES];
/** The inbox's filter, as the admin's address holds it and GET /api/contacts reads it (`?status=&q=&page=`). */
export interface LeadQuery {
  status: LeadStatusFilter;
  /** Searched in name, e-mail, phone and website. */
  q: string;
  /** 1-based; clamped into range. */
  page: number;
}
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
 * Where a lead came from (the growth dashboard's facts). Only what answers "which pages and
 * channels bring us customers": the page it was sent from, the page the visit started on, the
 * external referrer's host (never its full address), the UTM values, and whether an ad click id
 * was present (never its value). No IP address, no user agent.
 */
export const CHANNELS = ['paid-search', 'organic-search', 'ai-assistant', 'social', 'email', 'referral', 'direct'] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = {
  'paid-search': 'Paid search',
  'organic-search': 'Organic search',
  'ai-assistant': 'AI assistants',
  social: 'Social',
  email: 'E-mail',
  referral: 'Referral',
  direct: 'Direct',
};
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const leadSourceSchema = z.object({
  /** Path of the page the lead was sent from (for a lead added by hand: the page staff linked it to, if any). */
  page: z.string().optional(),
  /** Path of the page the visit started on (known with analytics consent, or when the visit started on the form's page). */
  landing_page: z.string().optional(),
  /** Path of the same-site page the visitor was on just before the page the lead was sent from. */
  previous_page: z.string().optional(),
  channel: z.enum(CHANNELS),
  /** Host name of the external page that sent the visitor, e.g. "www.google.com". */
  referrer_host: z.string().optional(),
  utm: z.partialRecord(z.enum(UTM_KEYS), z.string()).optional(),
  /** A gclid, msclkid or fbclid was present on the landing address (its value is never kept). */
  ad_click: z.boolean().default(false),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/** How a lead reached the agency: the audit form, or added by hand by staff after a chat, a call or a visit. */
export const LEAD_ENTRIES = ['form', 'whatsapp', 'phone', 'walk-in'] as const;
export type LeadEntry = (typeof LEAD_ENTRIES)[number];
export const LEAD_ENTRY_LABELS: Record<LeadEntry, string> = {
  form: 'Audit form',
  whatsapp: 'WhatsApp',
  phone: 'Phone call',
  'walk-in': 'Walk-in',
};

/**
 * Why a lead was set aside as spam when it arrived (src/server/leads/spam.ts): a clear bot, or a
 * doubtful lead (stored as spam, no alert). Staff can move it back with "Not spam".
 */
export const leadSpamSchema = z.object({
  verdict: z.enum(['bot', 'doubtful']),
  score: z.number(),
  /** Reason codes, in the order they were found (their sentences: SPAM_REASON_LABELS in spam.ts). */
  reasons: z.array(z.string()),
});
export type LeadSpam = z.infer<typeof leadSpamSchema>;

/**
 * Spec 3 "Contact submission"; optional answers left blank are empty strings.
 * The inbox fields (status, history, alert, source page) are optional so
 * records stored before the inbox existed still read.
 */
export const leadSchema = z.object({
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
  /** Bumped on every change; the status index keys carry it (src/server/leads/records.ts). */
  rev: z.number().int().nonnegative().default(0),
  events: z.array(leadEventSchema).default([]),
  alert: leadAlertSchema.default({ state: 'off' }),
  /** Missing on leads stored before sources were recorded. */
  source: leadSourceSchema.optional(),
  entry: z.enum(LEAD_ENTRIES).default('form'),
  /** The staff member who added a lead by hand. */
  added_by: z.string().optional(),
  /** Set when the lead was set aside as spam on arrival; kept after "Not spam" as a record. */
  spam: leadSpamSchema.optional(),
  /** The earlier lead from the same e-mail or phone within a day, so staff see both (src/server/leads/repeat-index.ts). */
  repeat_of: z.string().optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** A page of the lead inbox (GET /api/contacts). */
export const leadPageSchema = z.object({
  items: z.array(leadSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Leads matching the filter and search. */
  matching: z.number(),
  /** Every stored lead, whatever its status (the tab count). */
  total: z.number(),
  counts: z.record(leadStatusSchema, z.number()),
  alerts: z.object({ enabled: z.boolean() }),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

export const LEAD_NOTE_MAX = 1000;

/** A note on a lead's history: optional, blank counts as none. */
const leadNoteSchema = z
  .string()
  .trim()
  .max(LEAD_NOTE_MAX, `A note can be at most ${LEAD_NOTE_MAX} characters`)
  .optional()
  .transform((value) => value || undefined);

/** PATCH /api/contacts/:id, validated the same way by the Contacts tab and the function. */
export const leadChangeSchema = z
  .object({
    status: leadStatusSchema.optional(),
    note: leadNoteSchema,
  })
  .refine((change) => change.status !== undefined || change.note !== undefined, {
    message: 'Please choose a status or write a note',
    path: ['note'],
  });
export type LeadChangeRequest = z.input<typeof leadChangeSchema>;

/** How staff can add a lead by hand (POST /api/contacts). */
export const HAND_ENTRIES = ['whatsapp', 'phone', 'walk-in'] as const satisfies readonly LeadEntry[];

const requestFields = leadRequestSchema.shape;

/** POST /api/contacts: a lead staff add by hand after a chat, a call or a visit; validated by the inbox's form and the function. */
export const handLeadSchema = z
  .object({
    entry: z.enum(HAND_ENTRIES, { error: 'Please choose how the lead reached you' }),
    name: requestFields.name,
    email: requestFields.email,
    phone: requestFields.phone,
    /** The page of the site the lead mentioned or came from, if any. */
    page: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || sitePath.safeParse(value).success, {
        message: 'Please choose a page of this site, such as /seo-services-lahore',
      }),
    /** How they found the agency, when they said; Direct otherwise. */
    channel: z.enum(CHANNELS, { error: 'Please choose a channel from the list' }).optional(),
    note: leadNoteSchema,
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Please give an e-mail address or a phone number' });
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please give an e-mail address or a phone number' });
    }
  });
export type HandLeadRequest = z.input<typeof handLeadSchema>;
export type HandLeadRequestData = z.output<typeof handLeadSchema>;
