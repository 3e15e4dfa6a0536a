import { z } from 'zod';
import type { SearchConsoleProblem } from './problems';
import { createEntry, readEntry, readEntryVersioned, replaceEntry, searchConsoleKeys, writeEntry } from './store';
import { HOUR_MS } from '../../lib/time/durations';

/**
 * The connection to Search Console: the property the site reads (one at a
 * time; `settings`) and each property's sync state (`state/<property>`): the
 * days still to fetch, how far Google's figures go, the last run and the Sync
 * now requests of the last hour. A run under way holds the sync job's claim
 * (job.ts).
 */

const settingsSchema = z.object({ property: z.string(), savedAt: z.string(), savedBy: z.string() });

const problemSchema = z.object({ kind: z.string() }).loose() as unknown as z.ZodType<SearchConsoleProblem>;

const syncStateSchema = z.object({
  property: z.string(),
  connectedAt: z.string(),
  /** The first day to fetch: 16 months before the connection, as far back as Google keeps. */
  oldestDay: z.string(),
  /** The newest day Google had final figures for at the last look (days after it are looked for next). */
  fetchedThrough: z.string().nullable(),
  /** Days with figures not filed yet: a backfill under way, or days whose fetch failed. */
  missing: z.array(z.string()),
  lastRun: z.object({ at: z.string(), problem: problemSchema.nullable(), days: z.number() }).nullable(),
  /** Times (ms) of the Sync now requests within the last hour. */
  syncNow: z.array(z.number()),
});
export type SyncState = z.infer<typeof syncStateSchema>;

const MONTHS_GOOGLE_KEEPS = 16;
/** Sync now at most this often an hour: each run asks Google for two calls a day. */
export const SYNCS_PER_HOUR = 3;

/** Google's day (Pacific time) of an instant: its figures are counted in those days. */
export function googleDay(ms: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date(ms));
}

function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

export async function connectedProperty(): Promise<string | null> {
  return (await readEntry(searchConsoleKeys.settings, settingsSchema))?.property ?? null;
}

export function readSyncState(property: string): Promise<SyncState | null> {
  return readEntry(searchConsoleKeys.syncState(property), syncStateSchema);
}

/**
 * Changes the property's state with `change` (null: leave it), again on a
 * concurrent change; the state written, or null when `change` declined or
 * there is no state.
 */
export async function updateSyncState(property: string, change: (state: SyncState) => SyncState | null): Promise<SyncState | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await readEntryVersioned(searchConsoleKeys.syncState(property), syncStateSchema);
    if (!current) return null;
    const next = change(current.value);
    if (!next) return null;
    if ((await replaceEntry(searchConsoleKeys.syncState(property), next, current.etag)).written) return next;
  }
  throw new Error(`The sync state of ${property} kept changing`);
}

/**
 * Saves the property to read. A property new to the site starts over with a
 * 16-month backfill; one read before goes on where it stopped; the figures of
 * the others stay kept under their own property. Whether it changed.
 */
export async function saveProperty(property: string, by: string, now: number): Promise<boolean> {
  const before = await connectedProperty();
  await createEntry(searchConsoleKeys.syncState(property), {
    property,
    connectedAt: new Date(now).toISOString(),
    oldestDay: monthsBefore(googleDay(now), MONTHS_GOOGLE_KEEPS),
    fetchedThrough: null,
    missing: [],
    lastRun: null,
    syncNow: [],
  } satisfies SyncState);
  await writeEntry(searchConsoleKeys.settings, { property, savedAt: new Date(now).toISOString(), savedBy: by });
  return before !== property;
}

/** Counts a Sync now; false when SYNCS_PER_HOUR were asked in the last hour (nothing counted). */
export async function countSyncNow(property: string, now: number): Promise<boolean> {
  const written = await updateSyncState(property, (state) => {
    const recent = state.syncNow.filter((at) => now - at < HOUR_MS);
    return recent.length >= SYNCS_PER_HOUR ? null : { ...state, syncNow: [...recent, now] };
  });
  return written !== null;
}
