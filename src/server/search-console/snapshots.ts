import { z } from 'zod';
import { readEntries, readEntry, searchConsoleKeys, writeEntry } from './store';

/**
 * The figures fetched from Google, kept under their property so they outlive
 * Google's 16 months (and travel in backups). Keys are bounded: one record per
 * month of page totals by day, one per month and page of its top queries;
 * a screen reads at most one record per month of its range (and per month
 * of one page for its queries). Pages are kept by their landing path.
 */

/** Per day, per path: [clicks, impressions, position (impression-weighted)]. */
const monthPagesSchema = z.object({ days: z.record(z.string(), z.record(z.string(), z.tuple([z.number(), z.number(), z.number()]))) });
export type MonthPages = z.infer<typeof monthPagesSchema>;

/** A page's queries in a month: [query, clicks, impressions, position], and the days already counted in. */
const monthQueriesSchema = z.object({
  page: z.string(),
  days: z.array(z.string()),
  queries: z.array(z.tuple([z.string(), z.number(), z.number(), z.number()])),
});
export type MonthQueries = z.infer<typeof monthQueriesSchema>;

/** Queries kept per page and month, most clicked first: enough for the screen's top queries. */
export const QUERIES_KEPT = 100;

export async function readMonthPages(property: string, months: readonly string[]): Promise<MonthPages[]> {
  return readEntries(
    months.map((month) => searchConsoleKeys.monthPages(property, month)),
    monthPagesSchema,
  );
}

export async function readMonthQueries(property: string, months: readonly string[], path: string): Promise<MonthQueries[]> {
  return readEntries(
    months.map((month) => searchConsoleKeys.monthQueries(property, month, path)),
    monthQueriesSchema,
  );
}

/** One fetched day: each path's totals, and each path's queries. */
export interface FetchedDay {
  day: string;
  pages: Map<string, [clicks: number, impressions: number, position: number]>;
  queries: Map<string, Map<string, [clicks: number, impressions: number, position: number]>>;
}

/**
 * Files fetched days of one month: the days' page totals replace whatever the
 * month held for them, and each page's queries take in the days not counted
 * yet, so fetching a day again never counts it twice. Only the sync writes
 * here, under its claim, so the writes need no condition.
 */
export async function fileMonth(property: string, month: string, days: readonly FetchedDay[]): Promise<void> {
  const key = searchConsoleKeys.monthPages(property, month);
  const current = (await readEntry(key, monthPagesSchema)) ?? { days: {} };
  for (const fetched of days) current.days[fetched.day] = Object.fromEntries(fetched.pages);
  await writeEntry(key, current);

  const paths = new Set(days.flatMap((fetched) => [...fetched.queries.keys()]));
  const pathList = [...paths];
  const BATCH = 10;
  for (let start = 0; start < pathList.length; start += BATCH) {
    await Promise.all(pathList.slice(start, start + BATCH).map((path) => fileQueries(property, month, path, days)));
  }
}

async function fileQueries(property: string, month: string, path: string, days: readonly FetchedDay[]): Promise<void> {
  const key = searchConsoleKeys.monthQueries(property, month, path);
  const record = (await readEntry(key, monthQueriesSchema)) ?? { page: path, days: [], queries: [] };
  const counted = new Set(record.days);
  const totals = new Map(
    record.queries.map(([query, clicks, impressions, position]) => [query, [clicks, impressions, position * impressions]]),
  );
  for (const fetched of days) {
    const queries = fetched.queries.get(path);
    if (!queries || counted.has(fetched.day)) continue;
    counted.add(fetched.day);
    for (const [query, [clicks, impressions, position]] of queries) {
      const sum = totals.get(query) ?? [0, 0, 0];
      totals.set(query, [sum[0]! + clicks, sum[1]! + impressions, sum[2]! + position * impressions]);
    }
  }
  const queries = [...totals]
    .map(([query, [clicks, impressions, weighted]]): [string, number, number, number] => [
      query,
      clicks!,
      impressions!,
      impressions ? round(weighted! / impressions) : 0,
    ])
    .sort((a, b) => b[1] - a[1] || b[2] - a[2] || a[0].localeCompare(b[0]))
    .slice(0, QUERIES_KEPT);
  await writeEntry(key, { page: path, days: [...counted].sort(), queries });
}

export const round = (value: number) => Math.round(value * 100) / 100;
