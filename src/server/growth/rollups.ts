import { z } from 'zod';
import { CHANNELS, LEAD_STATUSES } from '../../lib/api/leads';
import { createJson, deleteKey, listKeys, readJson, readVersioned, replaceJson, StoreUnavailableError, writeJson } from '../storage';
import type { LeadFact } from './figures';
import { monthOf, monthsBetween } from '../../lib/time/months';

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

export const LEAD_FACTS_PREFIX = 'lead/';
const DIRTY_PREFIX = 'dirty/';
const SEGMENT_CHARS = 160;
const PAKISTAN_DAY_FOLDER = /^\d{4}-\d{2}-\d{2}$/;

export const pakistanDaysIn = (folders: readonly string[], prefix: string) =>
  folders.map((folder) => folder.slice(prefix.length)).filter((day) => PAKISTAN_DAY_FOLDER.test(day));

// ---------------------------------------------------------------- one lead's facts in a key

type FactTuple = [channel: number, status: number, firstContactSeconds: number, page: string | null, campaign: string | null];

function encodeFacts(fact: LeadFact): string {
  const tuple: FactTuple = [
    CHANNELS.indexOf(fact.channel),
    LEAD_STATUSES.indexOf(fact.status),
    fact.firstContactSeconds ?? -1,
    fact.page,
    fact.campaign,
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
    const [channel, status, seconds, page, campaign] = JSON.parse(
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
    };
    return { key, rev: Number(match[3]), fact };
  } catch {
    return null;
  }
}

const factsFolder = (fact: Pick<LeadFact, 'day' | 'id'>) => `${LEAD_FACTS_PREFIX}${fact.day}/${fact.id}/`;

/** The latest facts of each lead of a day, and the keys older revisions left behind. */
async function factsOfDay(day: string): Promise<{ facts: LeadFact[]; superseded: string[] }> {
  const latest = new Map<string, KeyedFact>();
  const superseded: string[] = [];
  for (const keyed of (await listKeys('growth', `${LEAD_FACTS_PREFIX}${day}/`)).map(decodeFactsKey)) {
    if (!keyed) continue;
    const current = latest.get(keyed.fact.id);
    if (current && current.rev >= keyed.rev) superseded.push(keyed.key);
    else {
      if (current) superseded.push(current.key);
      latest.set(keyed.fact.id, keyed);
    }
  }
  return { facts: [...latest.values()].map((keyed) => keyed.fact), superseded };
}

const markDirty = (day: string, marker: string) => writeJson('growth', `${DIRTY_PREFIX}${day}/${marker}`, {});

/**
 * Files a lead's facts after its record was saved or changed (`rev` is the
 * record's). The facts first, then the marker: a reader that sees the marker
 * finds the facts. Older revisions are swept by the next fold.
 */
export async function recordLeadFacts(fact: LeadFact, rev: number, marker: string): Promise<void> {
  await writeJson('growth', `${factsFolder(fact)}${String(rev).padStart(8, '0')}-${encodeFacts(fact)}`, {});
  await markDirty(fact.day, marker);
}

/** Takes an erased lead out of the figures: its facts go, and its day is refolded without it. */
export async function forgetLeadFacts(lead: Pick<LeadFact, 'day' | 'id'>, marker: string): Promise<void> {
  await deleteKeys(await listKeys('growth', factsFolder(lead)));
  await markDirty(lead.day, marker);
}

/** Deletes keys a few at a time (a day of taps can be thousands). */
export async function deleteKeys(keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 25)
    await Promise.all(keys.slice(start, start + 25).map((key) => deleteKey('growth', key)));
}

// ---------------------------------------------------------------- month records

const storedFactSchema = z.object({
  id: z.string(),
  channel: z.enum(CHANNELS),
  page: z.string().nullable(),
  campaign: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  firstContactSeconds: z.number().nullable(),
});
const leadsMonthSchema = z.object({ days: z.record(z.string(), z.array(storedFactSchema)) });
type LeadsMonth = z.infer<typeof leadsMonthSchema>;

/**
 * Reads a month record, changes it with `change` and writes it back only if
 * nobody wrote it meanwhile (else reads and tries again). Only rollups call it.
 */
export async function updateMonth<T>(key: string, schema: z.ZodType<T>, empty: T, change: (month: T) => T): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const current = await readVersioned('growth', key, schema);
    const next = change(current ? current.value : empty);
    const written = current ? (await replaceJson('growth', key, next, current.etag)).written : await createJson('growth', key, next);
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
  for (const key of await listKeys('growth', DIRTY_PREFIX)) {
    const day = key.slice(DIRTY_PREFIX.length, DIRTY_PREFIX.length + 10);
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
    Promise.all(monthsBetween(from, to).map((month) => readJson('growth', `leads-month/${month}`, leadsMonthSchema))),
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
 * `deadline`. Returns how many days it folded.
 */
export async function foldLeadDays(deadline = Infinity): Promise<number> {
  const byMonth = new Map<string, [string, string[]][]>();
  for (const [day, markers] of await markersByDay()) byMonth.set(monthOf(day), [...(byMonth.get(monthOf(day)) ?? []), [day, markers]]);
  let folded = 0;
  for (const [month, days] of byMonth) {
    if (Date.now() > deadline) break;
    // A month's marked days in one write: each day listed (a few at a time), then the month written once.
    const listed: { day: string; markers: string[]; facts: LeadFact[]; superseded: string[] }[] = [];
    for (let start = 0; start < days.length; start += 8) {
      listed.push(
        ...(await Promise.all(days.slice(start, start + 8).map(async ([day, markers]) => ({ day, markers, ...(await factsOfDay(day)) })))),
      );
    }
    await updateMonth<LeadsMonth>(`leads-month/${month}`, leadsMonthSchema, { days: {} }, (stored) => {
      const next = { ...stored.days };
      for (const { day, facts } of listed) {
        if (facts.length > 0) next[day] = facts.map(({ day: _day, ...fact }) => fact);
        else delete next[day];
      }
      return { days: next };
    });
    await deleteKeys(listed.flatMap(({ markers, superseded }) => [...markers, ...superseded]));
    folded += listed.length;
  }
  return folded;
}
