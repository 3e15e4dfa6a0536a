import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { TAP_KINDS, tapPagesSchema, type TapCounts, type TapKind, type TapPages } from '../../lib/api/growth';
import { pakistanDay, pakistanDayStart } from '../../lib/time/pakistan-time';
import { addDays } from '../../lib/time/calendar-days';
import { monthOf, monthsBetween } from '../../lib/time/months';
import { countTap, type TapDay } from './figures';
import { pakistanDaysIn, updateMonth } from './rollups';
import {
  createEntry,
  foldersUnder,
  growthKeys,
  keysUnder,
  pageOfTapRecord,
  readEntries,
  readEntry,
  readEntryVersioned,
  removeKeys,
  replaceEntry,
} from './store';

/**
 * Taps on the chat, call and e-mail links of the public pages, sent by the
 * browser's `ping` (src/integrations/tap-pings.ts). A day's taps on one page
 * are one record, `taps/<day>/<page>` (the page's slashes written as `~`)
 * holding its count of each kind and nothing else: no address, browser or
 * cookie. Only pages the build put tap links on are counted (the list it
 * writes beside the pages), so the records are bounded by days × pages
 * whatever number of taps arrives. A tap adds one with a conditional write;
 * a tap that keeps losing the race is dropped, so a count is a floor, never
 * more than the taps that came. Once a day is over, the scheduled rollup
 * copies its records into `taps-month/<YYYY-MM>` and deletes them; today
 * (and a day not rolled up yet) is read live from its records.
 *
 * Keys of the earlier form, one per tap (`tap/<day>/<kind>/<page>/<ulid>`),
 * are still counted and rolled up like the records.
 */

/** A day is rolled up this long after it ended, so a tap sent at midnight is in its day's count. */
const ROLLUP_GRACE_MS = 10 * 60_000;
/** Tries of one tap's conditional write before it is dropped (a burst on one page). */
const TAP_WRITE_TRIES = 6;

export const isTapKind = (kind: string): kind is TapKind => (TAP_KINDS as readonly string[]).includes(kind);

const tapPagesCache = new Map<string, TapPages>();

/**
 * The pages the build put tap links on, with the kinds of link each has, from
 * the list the build wrote (`file`). Read once per function instance; a
 * missing or unreadable list counts no tap at all, and says so in the log.
 */
export function builtTapPages(file: string | URL): TapPages {
  const key = String(file);
  let pages = tapPagesCache.get(key);
  if (!pages) {
    try {
      pages = tapPagesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      console.error(`No list of pages with tap links at ${key}: no tap is counted`, error);
      pages = {};
    }
    tapPagesCache.set(key, pages);
  }
  return pages;
}

const countsSchema = z.object({ whatsapp: z.number(), call: z.number(), email: z.number() });

/**
 * Adds one tap of `kind` on `page` to its day's record. Returns false when the
 * record kept changing under it (the tap is not counted: a floor, not a guess).
 */
export async function recordTap(kind: TapKind, page: string, now = Date.now()): Promise<boolean> {
  const key = growthKeys.tapRecord(pakistanDay(now), page);
  for (let attempt = 0; attempt < TAP_WRITE_TRIES; attempt += 1) {
    const current = await readEntryVersioned(key, countsSchema);
    const next = { ...(current?.value ?? { whatsapp: 0, call: 0, email: 0 }), [kind]: (current?.value[kind] ?? 0) + 1 };
    const written = current ? (await replaceEntry(key, next, current.etag)).written : await createEntry(key, next);
    if (written) return true;
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
  }
  return false;
}

/** A day's taps per page: its records, and any keys of the earlier one-per-tap form. */
async function countDay(day: string): Promise<{ pages: Record<string, TapCounts>; keys: string[] }> {
  const [recordKeys, tapKeys] = await Promise.all([keysUnder(growthKeys.tapRecordsOfDay(day)), keysUnder(growthKeys.oneTapKeysOfDay(day))]);
  const pages: Record<string, TapCounts> = {};
  for (const { key, value } of (await readEntries(recordKeys, countsSchema)).records) {
    const page = pageOfTapRecord(key.slice(growthKeys.tapRecordsOfDay(day).length));
    for (const kind of TAP_KINDS) if (value[kind] > 0) countTap(pages, page, kind, value[kind]);
  }
  for (const key of tapKeys) {
    const [, , kind = '', page = ''] = key.split('/');
    if (isTapKind(kind)) countTap(pages, pageOfTapRecord(page), kind);
  }
  return { pages, keys: [...recordKeys, ...tapKeys] };
}

const tapsMonthSchema = z.object({ days: z.record(z.string(), z.record(z.string(), countsSchema)) });
type TapsMonth = z.infer<typeof tapsMonthSchema>;

const readMonths = (from: string, to: string) =>
  Promise.all(monthsBetween(from, to).map((month) => readEntry(growthKeys.tapsMonth(month), tapsMonthSchema)));

function rolledDays(months: readonly (TapsMonth | null)[]): Map<string, Record<string, TapCounts>> {
  const rolled = new Map<string, Record<string, TapCounts>>();
  for (const month of months) for (const [day, pages] of Object.entries(month?.days ?? {})) rolled.set(day, pages);
  return rolled;
}

/** The days that have live records or tap keys. */
async function liveDays(): Promise<string[]> {
  const [records, taps] = await Promise.all([foldersUnder(growthKeys.tapRecords), foldersUnder(growthKeys.oneTapKeys)]);
  return [...new Set([...pakistanDaysIn(records, growthKeys.tapRecords), ...pakistanDaysIn(taps, growthKeys.oneTapKeys)])].sort();
}

/**
 * Every day's taps in the range: rolled-up days from their months, the
 * others (today, and yesterday until the rollup has run) from their records.
 * If a day was rolled up while it was being read (the rollup writes the
 * month, then deletes the records), the months are read again and the
 * rolled-up count wins, so a tap is never counted twice.
 */
export async function readTaps(from: string, to: string): Promise<TapDay[]> {
  const [days, months] = await Promise.all([liveDays(), readMonths(from, to)]);
  let rolled = rolledDays(months);
  // A local Blobs server keeps the folders of deleted keys: a day already in its month is not read again.
  const rawDays = days.filter((day) => day >= from && day <= to && !rolled.has(day));
  const live = await Promise.all(rawDays.map(async (day) => ({ day, ...(await countDay(day)) })));
  if (live.some(({ day }) => day < yesterday())) rolled = rolledDays(await readMonths(from, to));
  const result: TapDay[] = [];
  for (const [day, pages] of rolled) if (day >= from && day <= to) result.push({ day, pages });
  for (const { day, pages, keys } of live) if (!rolled.has(day) && keys.length > 0) result.push({ day, pages });
  return result;
}

const yesterday = () => addDays(pakistanDay(Date.now()), -1);

/**
 * Copies every finished day's taps into its month and deletes its records
 * (the scheduled rollup), until `deadline`. A day already in its month only
 * has its records deleted (a run that stopped half-way, or a tap that
 * arrived after the day was rolled up). Returns the days rolled up.
 */
export async function rollUpTaps(now = Date.now(), deadline = Infinity): Promise<number> {
  const days = (await liveDays()).filter((day) => pakistanDayStart(addDays(day, 1)) + ROLLUP_GRACE_MS <= now);
  const rolled = days.length > 0 ? rolledDays(await readMonths(days[0]!, days.at(-1)!)) : new Map();
  let count = 0;
  for (const day of days) {
    if (Date.now() > deadline) break;
    const { pages, keys } = await countDay(day);
    if (keys.length === 0) continue;
    if (!rolled.has(day)) {
      await updateMonth<TapsMonth>(growthKeys.tapsMonth(monthOf(day)), tapsMonthSchema, { days: {} }, (month) =>
        day in month.days ? month : { days: { ...month.days, [day]: pages } },
      );
      count += 1;
    }
    await removeKeys(keys);
  }
  return count;
}
