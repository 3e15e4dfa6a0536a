import { z } from 'zod';

/**
 * Search Console on the Growth screen: the connection (GET/PUT
 * /api/admin/search-console), Sync now (POST /api/admin/search-console/sync),
 * a page's top queries (GET /api/admin/search-console/queries) and the
 * figures joined with leads in the growth dashboard's answer (`search`).
 * Google's days are its own (Pacific time), taken as they come.
 */

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Whether `value` is a Search Console property: `sc-domain:agency.pk` or a URL prefix `https://www.agency.pk/`. */
export function isSearchConsoleProperty(value: string): boolean {
  if (value.startsWith('sc-domain:')) return DOMAIN.test(value.slice('sc-domain:'.length));
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.endsWith('/') && !url.search && !url.hash && url.href === value;
  } catch {
    return false;
  }
}

/** A domain property's name is case-blind; Google names it in lower case. */
export const propertyAsGoogleNamesIt = (value: string) => (value.startsWith('sc-domain:') ? value.toLowerCase() : value);

export const PROPERTY_HINT =
  'Enter the property as Search Console names it: sc-domain:agency.pk, or a URL prefix such as https://www.agency.pk/';

export const searchConsolePropertySchema = z
  .string()
  .trim()
  .max(300)
  .transform(propertyAsGoogleNamesIt)
  .refine(isSearchConsoleProperty, { message: PROPERTY_HINT });

export const searchConsoleSettingsBodySchema = z.object({ property: searchConsolePropertySchema });

export const searchConsoleStatusSchema = z.object({
  /** GOOGLE_SERVICE_ACCOUNT_KEY holds a readable key. */
  configured: z.boolean(),
  /** GOOGLE_SERVICE_ACCOUNT_KEY is set but is not a service account's key, in words. */
  keyProblem: z.string().nullable(),
  /** The key's `client_email`: the address to add to the property. */
  serviceAccountEmail: z.string().nullable(),
  property: z.string().nullable(),
  /** The last sync of this property: when it ended, and what went wrong, in words. */
  lastSync: z.object({ at: z.string(), ok: z.boolean(), problem: z.string().nullable(), days: z.number() }).nullable(),
  /** The last day Google has final figures for, as far as the site has fetched them. */
  dataThrough: z.string().nullable(),
  /** Days still to fetch (a backfill under way, or days that failed). */
  daysToFetch: z.number(),
  syncing: z.boolean(),
  /** How many more Sync now this hour allows. */
  syncsLeft: z.number(),
});
export type SearchConsoleStatus = z.infer<typeof searchConsoleStatusSchema>;

/** POST /api/admin/search-console/sync answers 202: whether the background sync was started (false: the daily one will). */
export const searchConsoleSyncStartedSchema = z.object({ started: z.boolean() });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const searchQueriesQuerySchema = z.object({
  /** The property whose figures the screen shows (the growth answer's `search.property`): its queries, never another's. */
  property: z.string({ error: 'property must name the Search Console property the figures are of' }).pipe(searchConsolePropertySchema),
  page: z.string().min(1).max(500).startsWith('/', { message: 'page must be a path' }),
  from: z.string().regex(DAY, { message: 'from must be a date (YYYY-MM-DD)' }),
  to: z.string().regex(DAY, { message: 'to must be a date (YYYY-MM-DD)' }),
});
export type SearchQueriesQuery = z.infer<typeof searchQueriesQuerySchema>;

const searchQuerySchema = z.object({ query: z.string(), clicks: z.number(), impressions: z.number(), position: z.number() });

export const searchQueriesAnswerSchema = z.object({
  /** The property the queries are of: the one asked for. */
  property: z.string(),
  page: z.string(),
  /** The whole months the queries are of (queries are kept per month). */
  fromMonth: z.string(),
  toMonth: z.string(),
  /** The page's clicks in those months, anonymised queries included (so more than the rows add up to). */
  clicks: z.number(),
  queries: z.array(searchQuerySchema),
});
export type SearchQueriesAnswer = z.infer<typeof searchQueriesAnswerSchema>;

/** One landing page: its search figures for the range beside its leads. */
const searchPageSchema = z.object({
  /** The path (Google's URL without host, query, fragment and trailing slash; `/` for home). */
  page: z.string(),
  clicks: z.number(),
  impressions: z.number(),
  /** clicks / impressions (0–1); null without impressions. */
  ctr: z.number().nullable(),
  /** Impression-weighted average position; null without impressions. */
  position: z.number().nullable(),
  /** Leads sent from the page in the range, spam left out. */
  leads: z.number(),
  /** null without clicks. */
  leadsPer100Clicks: z.number().nullable(),
});
export type SearchPageRow = z.infer<typeof searchPageSchema>;

export const searchFiguresSchema = z.object({
  property: z.string(),
  dataThrough: z.string().nullable(),
  pages: z.array(searchPageSchema),
  /** The same weeks as the dashboard's, with their clicks and impressions. */
  weeks: z.array(z.object({ week: z.string(), clicks: z.number(), impressions: z.number() })),
});
export type SearchFigures = z.infer<typeof searchFiguresSchema>;
