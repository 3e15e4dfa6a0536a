import { z } from 'zod';
import { runsLocally } from '../local-run';
import { accessToken, forgetAccessToken } from './access-token';
import { SearchConsoleError } from './problems';
import { withRetries, type GoogleCallOptions } from './retries';
import { serviceAccountKey, type ServiceAccountKey } from './service-account';

const GOOGLE_API_URL = 'https://searchconsole.googleapis.com';
/** The most rows Search Analytics gives per call; `startRow` pages past it. */
export const MAX_ROW_LIMIT = 25_000;

export type SearchAnalyticsDimension = 'date' | 'page' | 'query' | 'country' | 'device' | 'searchAppearance';

/** The body of searchAnalytics.query, less the paging (rowLimit and startRow are this module's). */
export interface SearchAnalyticsQuery {
  /** YYYY-MM-DD, Pacific time as Google counts days; both included. */
  startDate: string;
  endDate: string;
  dimensions?: readonly SearchAnalyticsDimension[];
  /** 'final' (the default here): only days Google has finished, 2-3 days back. */
  dataState?: 'final' | 'all';
  type?: 'web' | 'image' | 'video' | 'news' | 'discover' | 'googleNews';
  aggregationType?: 'auto' | 'byPage' | 'byProperty';
  dimensionFilterGroups?: readonly unknown[];
}

const rowSchema = z.object({
  keys: z.array(z.string()).default([]),
  clicks: z.number(),
  impressions: z.number(),
  ctr: z.number(),
  position: z.number(),
});
export type SearchAnalyticsRow = z.infer<typeof rowSchema>;

const answerSchema = z.object({
  rows: z.array(rowSchema).optional(),
  responseAggregationType: z.string().optional(),
});

export interface SearchAnalyticsResult {
  /** Every row, all pages of them, in Google's order (clicks, most first); `keys` follow `dimensions`. */
  rows: SearchAnalyticsRow[];
  responseAggregationType: string | null;
}

export interface SearchAnalyticsOptions extends GoogleCallOptions {
  env?: Record<string, string | undefined>;
  /** Rows per call (tests); Google's maximum otherwise. */
  rowLimit?: number;
}

/**
 * The Search Console API's address: SEARCH_CONSOLE_API_URL in a local run
 * (a test's stand-in), Google's everywhere else.
 */
function apiBase(env: Record<string, string | undefined>): string {
  const given = runsLocally() ? env.SEARCH_CONSOLE_API_URL?.trim() : undefined;
  return (given || GOOGLE_API_URL).replace(/\/+$/, '');
}

/**
 * Runs a Search Analytics query for `property` (`sc-domain:agency.pk` or a URL
 * prefix `https://www.agency.pk/`) with the key in GOOGLE_SERVICE_ACCOUNT_KEY,
 * paging by `startRow` until a page comes back short. 429 and 5xx are retried
 * with backoff; every failure is a SearchConsoleError with its problem.
 */
export async function querySearchAnalytics(
  property: string,
  query: SearchAnalyticsQuery,
  options: SearchAnalyticsOptions = {},
): Promise<SearchAnalyticsResult> {
  const env = options.env ?? process.env;
  const key = serviceAccountKey(env);
  if (!key) throw new SearchConsoleError({ kind: 'not-configured' });
  const url = `${apiBase(env)}/webmasters/v3/sites/${encodeURIComponent(property)}/searchAnalytics/query`;
  const rowLimit = Math.min(options.rowLimit ?? MAX_ROW_LIMIT, MAX_ROW_LIMIT);
  const rows: SearchAnalyticsRow[] = [];
  let aggregation: string | null = null;
  for (;;) {
    const body = { dataState: 'final', ...query, rowLimit, startRow: rows.length };
    const page = await queryPage(key, property, url, body, options);
    aggregation ??= page.responseAggregationType ?? null;
    const got = page.rows ?? [];
    rows.push(...got);
    if (got.length < rowLimit) return { rows, responseAggregationType: aggregation };
  }
}

async function queryPage(
  key: ServiceAccountKey,
  property: string,
  url: string,
  body: object,
  options: SearchAnalyticsOptions,
): Promise<z.infer<typeof answerSchema>> {
  const doFetch = options.fetch ?? fetch;
  const send = async () => {
    const token = await accessToken(key, options);
    return withRetries(
      () =>
        doFetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(60_000),
        }),
      options.retryDelaysMs,
    );
  };
  let res = await send();
  if (res?.status === 401) {
    // A token revoked or expired before its time: one fresh token, once.
    await res.body?.cancel();
    forgetAccessToken(key);
    res = await send();
  }
  if (!res || res.status === 429 || res.status >= 500) throw new SearchConsoleError({ kind: 'unavailable', status: res?.status ?? null });
  if (res.status === 401) throw new SearchConsoleError({ kind: 'bad-key' });
  if (res.status === 403 || res.status === 404) {
    await res.body?.cancel();
    throw new SearchConsoleError({ kind: 'no-access', property, serviceAccountEmail: key.client_email });
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (data as { error?: { message?: unknown } } | null)?.error?.message;
    throw new SearchConsoleError({
      kind: 'refused',
      status: res.status,
      message: typeof message === 'string' ? message : 'no reason given',
    });
  }
  const parsed = answerSchema.safeParse(data);
  if (!parsed.success) throw new SearchConsoleError({ kind: 'unavailable', status: res.status }, { cause: parsed.error });
  return parsed.data;
}
