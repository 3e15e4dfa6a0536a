import { z } from 'zod';
import { CHANNELS, LEAD_STATUSES } from '../../lib/api/leads';
import { StoreUnavailableError } from '../storage';
import { monthOf, monthsBetween } from '../../lib/time/months';
import type { LeadFact } from './figures';
import { createEntry, growthKeys, keysUnder, putEntry, readEntry, readEntryVersioned, removeKeys, replaceEntry } from './store';

/**
 * The month records the dashboard reads instead of every lead and tap ever
 * stored, and the small per-day lead index they are made from. In the
 * `growth` store (days are Pakistan-time days, YYYY-MM-DD):
 *
 * - `lead/<day>/<lead id>/<rev>-<facts>`: one key per lead (and per status
 *   change until the older ones are swept), its facts (figures.ts LeadFact)
 *   in the key itself, so a day's leads are one listing, never a read each.
 * - `dirty/<day>/<ulid>`: written after a lead of that day was saved, changed
 *   or erased. A day with a marker is read live from its `lead/<day>/` keys;
 *   folding it into its month deletes exactly the markers it saw, so a change
 *   made meanwhile leaves its own marker behind and is never lost.
 * - `leads-month/<YYYY-MM>`: each folded day's lead facts.
 * - `taps-month/<YYYY-MM>`: each finished day's taps per page (taps.ts).
 *
 * Each write of a lead is its own new key (a tap adds to its day's record
 * for its page, taps.ts); only the scheduled rollup (and, rarely, two of its
 * runs at once) writes a month record, with a conditional write, so no month
 * record is contended by visitors or staff.
 */

const SEGMENT_CHARS = 160;
const PAKISTAN_DAY_FOLDER = /^\d{4}-\d{2}-\d{2}$/;

export const pakistanDaysIn = (folders: readonly string[], prefix: string) =>
  folders.map((folder) => folder.slice(prefix.length)).filter((day) => PAKISTAN_DAY_FOLDER.test(day));

// ---------------------------------------------------------------- one lead's facts in a key

/** The facts in a key; version 1 keys (written before the page was the visit's first) have no version. */
type FactTuple = [
  channel: number,
  status: number,
  firstContactSeconds: number,
  page: string | null,
  campaign: string | null,
  version?: number,
];

function encodeFacts(fact: LeadFact): string {
  const tuple: FactTuple = [
    CHANNELS.indexOf(fact.channel),
    LEAD_STATUSES.indexOf(fact.status),
    fact.firstContactSeconds ?? -1,
    fact.page,
    fact.campaign,
    fact.version,
  ];
  const encoded = Buffer.from(JSON.stringify(tuple), 'utf8').toString('base64url');
  const segments: string[] = [];
  // Short path segments, as the inbox index does: every file system takes them.
  for (let start = 0; start < encoded.length; start += SEGMENT_CHARS) segments.push(encoded.slice(start, start + SEGMENT_CHARS));
  return segments.join('/');
}

export interface KeyedFact {
  key: string;
  rev: number;
  fact: LeadFact;
}

export function decodeFactsKey(key: string): KeyedFact | null {
  const match = /^lead\/(\d{4}-\d{2}-\d{2})\/([0-9A-Z]{26})\/(\d{8})-(.+)$/.exec(key);
  if (!match) return null;
  try {
    const [channel, status, seconds, page, campaign, version] = JSON.parse(
      Buffer.from(match[4]!.replaceAll('/', ''), 'base64url').toString('utf8'),
    ) as FactTuple;
    const fact: LeadFact = {
      id: match[2]!,
      day: match[1]!,
      channel: CHANNELS[channel] ?? 'direct',
      status: LEAD_STATUSES[status] ?? 'new',
      firstContactSeconds: seconds >= 0 ? seconds : null,
      page: typeof page === 'string' ? page : null,
      campaign: typeof campaign === 'string' ? campaign : null,
      version: typeof version === 'number' ? version : 1,
    };
    return { key, rev: Number(match[3]), fact };
  } catch {
    return null;
  }
}

/**
 * Whether `a` replaces `b` as a lead's facts: a later revision of the lead, or
 * the same revision filed again by a later version of the rules (a rebuild).
 */
export const replaces = (a: KeyedFact, b: KeyedFact) => a.rev > b.rev || (a.rev === b.rev && a.fact.version > b.fact.version);

/** The latest facts of each lead of a day, and the keys older revisions (or versions) left behind. */
async function factsOfDay(day: string): Promise<{ facts: LeadFact[]; superseded: string[] }> {
  const latest = new Map<string, KeyedFact>();
  const superseded: string[] = [];
  for (const keyed of (await keysUnder(growthKeys.leadFactsOfDay(day))).map(decodeFactsKey)) {
    if (!keyed) continue;
    const current = latest.get(keyed.fact.id);
    if (current && !replaces(keyed, current)) superseded.push(keyed.key);
    else {
      if (current) superseded.push(current.key);
      latest.set(keyed.fact.id, keyed);
    }
  }
  return { facts: [...latest.values()].map((keyed) => keyed.fact), superseded };
}

const markDirty = (day: string, marker: string) => putEntry(growthKeys.dirtyMarker(day, marker));

/**
 * Files a lead's facts after its record was saved or changed (`rev` is the
 * record's). The facts first, then the marker: a reader that sees the marker
 * finds the facts. Older revisions are swept by the next fold.
 */
export async function recordLeadFacts(fact: LeadFact, rev: number, marker: string): Promise<void> {
  await putEntry(growthKeys.leadFact(fact.day, fact.id, rev, encodeFacts(fact)));
  await markDirty(fact.day, marker);
}

/**
 * Files the facts of many leads at once (the rebuild), a few writes at a
 * time, then one marker per day they touched (not one per lead): the next
 * fold refolds those days and sweeps the keys they replace.
 */
export async function refileLeadFacts(entries: readonly { fact: LeadFact; rev: number }[], marker: () => string): Promise<void> {
  for (let start = 0; start < entries.length; start += 25) {
    await Promise.all(
      entries.slice(start, start + 25).map(({ fact, rev }) => putEntry(growthKeys.leadFact(fact.day, fact.id, rev, encodeFacts(fact)))),
    );
  }
  await Promise.all([...new Set(entries.map(({ fact }) => fact.day))].map((day) => markDirty(day, marker())));
}

/** Takes an erased lead out of the figures: its facts go, and its day is refolded without it. */
export async function forgetLeadFacts(lead: Pick<LeadFact, 'day' | 'id'>, marker: string): Promise<void> {
  await removeKeys(await keysUnder(growthKeys.leadFactsOfLead(lead.day, lead.id)));
  await markDirty(lead.day, marker);
}

// ---------------------------------------------------------------- month records

const storedFactSchema = z.object({
  id: z.string(),
  channel: z.enum(CHANNELS),
  page: z.string().nullable(),
  campaign: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  firstContactSeconds: z.number().nullable(),
  /** Missing in months folded before version 2 (issue 62). */
  version: z.number().default(1),
});
const leadsMonthSchema = z.object({ days: z.record(z.string(), z.array(storedFactSchema)) });
type LeadsMonth = z.infer<typeof leadsMonthSchema>;

/**
 * Reads a month record, changes it with `change` and writes it back only if
 * nobody wrote it meanwhile (else reads and tries again). Only rollups call it.
 */
export async function updateMonth<T>(key: string, schema: z.ZodType<T>, empty: T, change: (month: T) => T): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const current = await readEntryVersioned(key, schema);
    const next = change(current ? current.value : empty);
    const written = current ? (await replaceEntry(key, next, current.etag)).written : await createEntry(key, next);
    if (written) return;
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * (attempt + 1)));
  }
  throw new StoreUnavailableError(`update growth/${key} (it kept changing)`);
}

/**
 * The markers, by day. Their keys, not the store's folders: a local Blobs
 * server keeps a folder whose keys were all deleted, and the markers are few
 * (the changes since the last hourly fold).
 */
async function markersByDay(): Promise<Map<string, string[]>> {
  const byDay = new Map<string, string[]>();
  for (const key of await keysUnder(growthKeys.dirtyMarkers)) {
    const day = key.slice(growthKeys.dirtyMarkers.length, growthKeys.dirtyMarkers.length + 10);
    if (PAKISTAN_DAY_FOLDER.test(day)) byDay.set(day, [...(byDay.get(day) ?? []), key]);
  }
  return byDay;
}

/**
 * Every lead fact of the range: folded days from their months, days changed
 * since (a marker) live from their keys. One listing of the markers, one read
 * per month, one listing per marked day in the range.
 */
export async function readLeadFacts(from: string, to: string): Promise<LeadFact[]> {
  const [markers, months] = await Promise.all([
    markersByDay(),
    Promise.all(monthsBetween(from, to).map((month) => readEntry(growthKeys.leadsMonth(month), leadsMonthSchema))),
  ]);
  const dirty = new Set([...markers.keys()].filter((day) => day >= from && day <= to));
  const facts: LeadFact[] = [];
  for (const month of months) {
    for (const [day, stored] of Object.entries(month?.days ?? {})) {
      if (day < from || day > to || dirty.has(day)) continue;
      for (const fact of stored) facts.push({ ...fact, day });
    }
  }
  const live = await Promise.all([...dirty].map(async (day) => (await factsOfDay(day)).facts));
  return [...facts, ...live.flat()];
}

/**
 * Folds every marked day into its month (for the scheduled rollup), until
 * `deadline`; only the days of `month` when given (the rebuild, a month at a
 * time). Returns how many days it folded.
 */
export async function foldLeadDays(deadline = Infinity, month?: string): Promise<number> {
  const byMonth = new Map<string, [string, string[]][]>();
  for (const [day, markers] of await markersByDay()) {
    if (month === undefined || monthOf(day) === month) byMonth.set(monthOf(day), [...(byMonth.get(monthOf(day)) ?? []), [day, markers]]);
  }
  let folded = 0;
  for (const [monthToFold, days] of byMonth) {
    if (Date.now() > deadline) break;
    // A month's marked days in one write: each day listed (a few at a time), then the month written once.
    const listed: { day: string; markers: string[]; facts: LeadFact[]; superseded: string[] }[] = [];
    for (let start = 0; start < days.length; start += 8) {
      listed.push(
        ...(await Promise.all(days.slice(start, start + 8).map(async ([day, markers]) => ({ day, markers, ...(await factsOfDay(day)) })))),
      );
    }
    await updateMonth<LeadsMonth>(growthKeys.leadsMonth(monthToFold), leadsMonthSchema, { days: {} }, (stored) => {
      const next = { ...stored.days };
      for (const { day, facts } of listed) {
        if (facts.length > 0) next[day] = facts.map(({ day: _day, ...fact }) => fact);
        else delete next[day];
      }
      return { days: next };
    });
    await removeKeys(listed.flatMap(({ markers, superseded }) => [...markers, ...superseded]));
    folded += listed.length;
  }
  return folded;
}
