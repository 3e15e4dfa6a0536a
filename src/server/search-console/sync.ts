import { addDays } from '../../lib/time/calendar-days';
import { googleDay, readSyncState, updateSyncState, connectedProperty, type SyncState } from './connection';
import { landingPath } from '../../lib/growth/landing-page';
import { SearchConsoleError, type SearchConsoleProblem } from './problems';
import { querySearchAnalytics, type SearchAnalyticsOptions } from './search-analytics';
import { fileMonth, round, type FetchedDay } from './snapshots';
import { monthOf } from '../../lib/time/months';

/**
 * One sync of the connected property (the daily scheduled function and Sync
 * now both start it in the background function): looks once for the days
 * Google has final figures for since the last look (the first time: the 16
 * months it keeps), then fetches the days not filed yet one at a time, newest
 * first, as Google advises: `[date, page]` for page totals and
 * `[date, page, query]` for the queries, filed a month at a time. A day that
 * fails stays to fetch, and the run stops there (the next run starts with
 * it); so does a run that reaches its deadline. One run at a time per
 * property: the sync job's claim (job.ts).
 */

/** Days fetched side by side (two calls each): well under Google's 1,200 queries a minute per site. */
const DAYS_AT_ONCE = 4;

export type SyncOutcome =
  { kind: 'not-connected' } | { kind: 'done'; property: string; days: number; left: number; problem: SearchConsoleProblem | null };

export interface SyncOptions extends SearchAnalyticsOptions {
  now?: () => number;
  /** Stop starting new days at this time (ms); the next run goes on. */
  deadline?: number;
}

export async function syncSearchConsole(options: SyncOptions = {}): Promise<SyncOutcome> {
  const now = options.now ?? Date.now;
  const deadline = options.deadline ?? Infinity;
  const property = await connectedProperty();
  if (!property) return { kind: 'not-connected' };
  const stored = await readSyncState(property);
  if (!stored) return { kind: 'not-connected' };

  let problem: SearchConsoleProblem | null = null;
  let filed = 0;
  let state: SyncState = stored;
  try {
    state = await lookForNewDays(property, state, now(), options);
    const todo = [...state.missing].sort().reverse();
    while (todo.length > 0 && now() < deadline) {
      const month = monthOf(todo[0]!);
      const fetched: FetchedDay[] = [];
      const days = todo.filter((each) => monthOf(each) === month);
      for (let start = 0; start < days.length && !problem && now() < deadline; start += DAYS_AT_ONCE) {
        const results = await Promise.allSettled(days.slice(start, start + DAYS_AT_ONCE).map((day) => fetchDay(property, day, options)));
        for (const result of results) {
          if (result.status === 'fulfilled') fetched.push(result.value);
          else if (result.reason instanceof SearchConsoleError) problem ??= result.reason.problem;
          else throw result.reason;
        }
      }
      if (fetched.length > 0) {
        await fileMonth(property, month, fetched);
        const done = new Set(fetched.map((each) => each.day));
        state =
          (await updateSyncState(property, (current) => ({ ...current, missing: current.missing.filter((day) => !done.has(day)) }))) ??
          state;
        filed += fetched.length;
        for (let n = todo.length - 1; n >= 0; n--) if (done.has(todo[n]!)) todo.splice(n, 1);
      }
      if (problem || todo[0] === undefined || monthOf(todo[0]) === month) break;
    }
  } catch (error) {
    if (!(error instanceof SearchConsoleError)) throw error;
    problem = error.problem;
  } finally {
    const at = new Date(now()).toISOString();
    state = (await updateSyncState(property, (current) => ({ ...current, lastRun: { at, problem, days: filed } }))) ?? state;
  }
  return { kind: 'done', property, days: filed, left: state.missing.length, problem };
}

/**
 * Asks Google which days since the last look have final figures (one call,
 * `[date]`), and adds them to the days to fetch. Days with no figures at all
 * are never fetched.
 */
async function lookForNewDays(property: string, state: SyncState, nowMs: number, options: SyncOptions): Promise<SyncState> {
  const start = state.fetchedThrough ? addDays(state.fetchedThrough, 1) : state.oldestDay;
  const end = addDays(googleDay(nowMs), -1);
  if (start > end) return state;
  const { rows } = await querySearchAnalytics(
    property,
    { startDate: start, endDate: end, dimensions: ['date'], dataState: 'final' },
    options,
  );
  const days = rows.map((row) => row.keys[0]!).sort();
  const latest = days.at(-1);
  if (!latest) return state;
  return (
    (await updateSyncState(property, (current) => ({
      ...current,
      fetchedThrough: latest,
      missing: [...new Set([...current.missing, ...days])].sort(),
    }))) ?? state
  );
}

type Totals = [clicks: number, impressions: number, position: number];

/** Adds a row to a path's totals, the position weighted by impressions. */
function add(into: Map<string, Totals>, key: string, clicks: number, impressions: number, position: number): void {
  const sum = into.get(key);
  if (!sum) {
    into.set(key, [clicks, impressions, position]);
    return;
  }
  const shown = sum[1] + impressions;
  sum[2] = shown ? (sum[2] * sum[1] + position * impressions) / shown : 0;
  sum[0] += clicks;
  sum[1] = shown;
}

async function fetchDay(property: string, day: string, options: SyncOptions): Promise<FetchedDay> {
  const query = { startDate: day, endDate: day, dataState: 'final' } as const;
  const [pageRows, queryRows] = await Promise.all([
    querySearchAnalytics(property, { ...query, dimensions: ['date', 'page'] }, options),
    querySearchAnalytics(property, { ...query, dimensions: ['date', 'page', 'query'] }, options),
  ]);
  const pages = new Map<string, Totals>();
  for (const row of pageRows.rows) add(pages, landingPath(row.keys[1]!), row.clicks, row.impressions, row.position);
  const queries = new Map<string, Map<string, Totals>>();
  for (const row of queryRows.rows) {
    const path = landingPath(row.keys[1]!);
    const byQuery = queries.get(path) ?? new Map<string, Totals>();
    queries.set(path, byQuery);
    add(byQuery, row.keys[2]!, row.clicks, row.impressions, row.position);
  }
  for (const totals of pages.values()) totals[2] = round(totals[2]);
  return { day, pages, queries };
}
