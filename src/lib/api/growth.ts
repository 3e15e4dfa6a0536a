import { z } from 'zod';
import { CHANNELS } from './leads';
import { searchFiguresSchema } from './search-console';

/**
 * The growth dashboard (GET /api/admin/growth) and the taps it counts
 * (POST /api/tap, sent by the browser's `ping` of a chat, call or e-mail link).
 * Days are calendar days in Pakistan time (YYYY-MM-DD); weeks start on Monday.
 */

/** What a tapped link opened: WhatsApp, a `tel:` call, a `mailto:` e-mail. */
export const TAP_KINDS = ['whatsapp', 'call', 'email'] as const;
export type TapKind = (typeof TAP_KINDS)[number];
/**
 * The pages the build put tap links on and the kinds of link each has
 * (`{ "/dental-seo": ["whatsapp", "call"] }`), written by the build as
 * TAP_PAGES_FILE in dist; POST /api/tap counts taps on these only.
 */
export const tapPagesSchema = z.record(z.string(), z.array(z.enum(TAP_KINDS)));
export type TapPages = z.infer<typeof tapPagesSchema>;
export const TAP_PAGES_FILE = 'tap-pages.json';

/**
 * The site's pages as the growth figures credit leads to them (GET /api/admin/site-pages): every
 * page a visit can start on, and where each path that redirects lands (src/lib/growth/landing-page.ts).
 */
export const sitePagesSchema = z.object({ pages: z.array(z.string()), redirects: z.record(z.string(), z.string()) });
export type SitePages = z.infer<typeof sitePagesSchema>;

export const TAP_KIND_LABELS: Record<TapKind, string> = { whatsapp: 'WhatsApp', call: 'Call', email: 'E-mail' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const daySchema = (label: string) => z.string().refine(realDay, { message: `${label} must be a date (YYYY-MM-DD)` });

/** The longest range one request may ask for: about three years of days. */
export const GROWTH_MAX_DAYS = 1100;

/** `?from=&to=`: both days included; without them, the last 12 weeks (this week and the 11 before). */
export const growthQuerySchema = z
  .object({ from: daySchema('from').optional(), to: daySchema('to').optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'from must not be after to' })
  .refine((query) => !query.from || !query.to || (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 < GROWTH_MAX_DAYS, {
    message: `The range is limited to ${GROWTH_MAX_DAYS} days`,
  });
export type GrowthQuery = z.infer<typeof growthQuerySchema>;

const tapCountsSchema = z.object({ whatsapp: z.number(), call: z.number(), email: z.number() });
export type TapCounts = z.infer<typeof tapCountsSchema>;

/** Leads and how far they got: contacted (ever moved on to Contacted, Qualified or Won), won (Won now). */
const progressSchema = z.object({ leads: z.number(), contacted: z.number(), won: z.number() });

const channelCountsSchema = z.record(z.enum(CHANNELS), z.number());

export const growthFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Monday-to-Sunday weeks touching the range (the first and last may be cut by it), oldest first. */
  weeks: z.array(
    z.object({
      /** The Monday that starts the week. */
      week: z.string(),
      leads: channelCountsSchema,
      taps: tapCountsSchema,
    }),
  ),
  /** Every public page (home, the landing pages, the reading pages, Insights and its articles), zero rows included. */
  pages: z.array(
    progressSchema.extend({
      /** The page's path; null for leads added by hand without a page; OTHER_PAGES (src/lib/growth/landing-page.ts) for leads whose first page the site does not have. */
      page: z.string().nullable(),
      taps: tapCountsSchema,
    }),
  ),
  channels: z.array(progressSchema.extend({ channel: z.enum(CHANNELS) })),
  campaigns: z.array(progressSchema.extend({ campaign: z.string() })),
  funnel: z.object({
    /** Every lead received in the range, spam left out. */
    new: z.number(),
    contacted: z.number(),
    won: z.number(),
    /** Set aside: leads Lost now, and leads marked Spam (counted nowhere else). */
    lost: z.number(),
    spam: z.number(),
  }),
  firstContact: z.object({
    /** Leads contacted at all (spam left out), and the minutes their first contact took. */
    contacted: z.number(),
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
    /** Share (0–1) of the range's leads, spam left out, contacted within one hour of arriving. */
    withinHourShare: z.number().nullable(),
  }),
  /** Search Console's figures beside each landing page's leads; null while no property is connected. */
  search: searchFiguresSchema.nullable(),
});
export type GrowthFigures = z.infer<typeof growthFiguresSchema>;
